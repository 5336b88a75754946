import { useEffect, useState } from 'react';
import { isPreviewMessage, previewModules, type PreviewMessage } from '../../domain/config-preview';
import { adminMessages } from '../../domain/messages/admin';
import { publicModules } from '../../domain/public-modules';
import { DraftPreview } from '../../renderers/admin/draft-preview';
import { applyTheme } from '../bootstrap/apply-theme';

/**
 * /admin/preview, inside the config editor's frame: draws the draft the editor posts (same origin, from the
 * parent window only). The draft lives in this frame's memory; the live config is never touched.
 */
export default function PreviewPage() {
  const [draft, setDraft] = useState<PreviewMessage | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPreviewMessage(event.data)) setDraft(event.data);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: 'portal-admin-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);
  useEffect(() => {
    if (draft) applyTheme(draft.company);
  }, [draft]);
  if (!draft) return <p role="status">{adminMessages.preview.waiting}</p>;
  const { company, audience } = draft;
  return (
    <DraftPreview
      company={company}
      group={audience.kind === 'group' ? audience.group : null}
      publicModules={publicModules(company.modules)}
      modules={previewModules(company, audience)}
    />
  );
}
