import { useEffect, useMemo, useRef, useState } from 'react';
import { scriptMessages } from '../../../domain/messages/scripts';
import { useItemServices } from '../item-services';
import { connectScriptBridge } from './script-bridge';
import { useLatest } from './use-latest';
import { scriptDocument } from './script-document';

type Props = { title: string; source: string; connector?: string; user: { nick: string; email?: string } };

const initialHeight = 400;

/** The CSP nonce the server put on this page (server/http/portal-shell.ts); '' when served without one. */
const pageNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * A legacy script in an iframe with sandbox="allow-scripts" only: an opaque origin, so it cannot read the
 * portal's cookies, storage or DOM, and it never sees the session code; it reaches the portal through the
 * postMessage bridge (window.portal in the frame). Unmounting removes the frame and its script.
 */
export function ScriptFrame({ title, source, connector, user }: Props) {
  const services = useLatest(useItemServices());
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(initialHeight);
  const { nick, email } = user;
  const srcDoc = useMemo(
    () => scriptDocument({ title, source, origin: window.location.origin, user: { nick, email }, nonce: pageNonce() }),
    [title, source, nick, email],
  );

  useEffect(
    () =>
      connectScriptBridge(
        window,
        () => frameRef.current?.contentWindow ?? null,
        {
          query: (name, replace) => services.current.runQuery(name, { connector, replace, connectionErrors: false }),
          router: (event, fields) => services.current.sendRouterEvent(event, fields),
          sendBill: (bill) => services.current.sendBillEmail(bill),
          uploadXml: (xml) => services.current.uploadProductionXml(xml),
          navigate: (moduleId, itemId, suffix) => services.current.openApp(moduleId, itemId, suffix),
          close: () => services.current.closeItem(),
          resize: setHeight,
        },
        {
          resultSql: scriptMessages.script.resultSql,
          invalidRequest: scriptMessages.script.invalidRequest,
          routerFailed: scriptMessages.script.routerFailed,
          billFailed: scriptMessages.script.billFailed,
          xmlFailed: scriptMessages.script.xmlFailed,
        },
      ),
    [services, connector],
  );

  return (
    <iframe
      ref={frameRef}
      className="script-item__frame"
      title={scriptMessages.script.frameTitle(title)}
      srcDoc={srcDoc}
      sandbox="allow-scripts"
      height={height}
      width="100%"
      style={{ display: 'block', width: '100%', border: 0 }}
    />
  );
}
