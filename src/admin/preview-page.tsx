import { useEffect, useState } from 'react';
import { isPreviewMessage, previewModules, type PreviewMessage } from '../../domain/config-preview';
import { adminMessages } from '../../domain/messages/admin';
import { DraftPreview, type PreviewKit } from '../../renderers/admin/draft-preview';
import { applyTheme } from '../bootstrap/apply-theme';
import { PageMessage } from '../routes/page-message';

type Loaded = { kit: PreviewKit; rules: Parameters<typeof previewModules>[2] };

/**
 * The portal's pieces, from the login and portal route chunks themselves (and the login message's own chunk):
 * the preview shares no module with those routes, so their bundles do not change for it.
 */
async function loadKit(): Promise<Loaded> {
  const [login, portal, message] = await Promise.all([
    import('../login/login-route'),
    import('../portal/portal-route'),
    import('../../renderers/login/company-message'),
  ]);
  return {
    kit: {
      LoginLayout: login.LoginLayout,
      PublicModules: login.PublicModules,
      loginMessages: login.loginMessages,
      CompanyMessage: message.CompanyMessage,
      ModuleGrid: portal.ModuleGrid,
      PortalHeader: portal.PortalHeader,
    },
    rules: { publicModules: login.publicModules, visibleModules: portal.visibleModules, visibilityContext: portal.visibilityContext },
  };
}

/**
 * /admin/preview, inside the config editor's frame: draws the draft the editor posts (same origin, from the
 * parent window only). The draft lives in this frame's memory; the live config is never touched.
 */
export default function PreviewPage() {
  // Opened on its own (the frame's address in a tab of its own, or reloaded there), no editor posts a draft.
  return window.parent === window ? <OpenedAlone /> : <FramedPreview />;
}

function OpenedAlone() {
  const t = adminMessages.preview;
  return (
    <PageMessage title={t.title} text={t.openedAlone} link={{ to: '/admin/config', label: t.toConfig }} />
  );
}

function FramedPreview() {
  const [draft, setDraft] = useState<PreviewMessage | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    void loadKit().then((kit) => current && setLoaded(kit));
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPreviewMessage(event.data)) setDraft(event.data);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: 'portal-admin-preview-ready' }, window.location.origin);
    return () => {
      current = false;
      window.removeEventListener('message', receive);
    };
  }, []);
  useEffect(() => {
    if (draft) applyTheme(draft.company);
  }, [draft]);
  if (!draft || !loaded) return <p role="status">{adminMessages.preview.waiting}</p>;
  const { company, audience } = draft;
  return (
    <DraftPreview
      kit={loaded.kit}
      company={company}
      group={audience.kind === 'group' ? audience.group : null}
      publicModules={loaded.rules.publicModules(company.modules)}
      modules={previewModules(company, audience, loaded.rules)}
    />
  );
}
