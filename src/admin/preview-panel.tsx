import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { isPreviewReady, previewGroups, type PreviewAudience, type PreviewMessage } from '../../domain/config-preview';
import { adminMessages } from '../../domain/messages/admin';
import type { CompanyConfig } from '../../schemas/company';

const t = adminMessages.preview;
const visitor = '';
/** The frame redraws the draft once the admin pauses: redrawing a large tenant on every key held up the keys. */
const redrawPauseMs = 250;

/**
 * The draft preview beside the editor (and on a profile, opened on its group): 'Ver como' (a visitor or one of the draft's groups) and a same-origin
 * frame on /admin/preview that the draft is posted to on every change.
 */
export function PreviewPanel({ company, initialGroup }: { company: CompanyConfig | null; initialGroup?: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const selectId = useId();
  const [choice, setChoice] = useState(initialGroup ?? visitor);
  const named = company ? previewGroups(company) : [];
  // A group no module names yet (e.g. opened from its profile) is still offered.
  const groups = initialGroup && !named.includes(initialGroup) ? [...named, initialGroup] : named;
  const audience: PreviewAudience = choice === visitor ? { kind: 'visitor' } : { kind: 'group', group: choice };
  const message: PreviewMessage | null = company ? { type: 'portal-admin-preview', company, audience } : null;
  const latest = useRef(message);
  latest.current = message;

  const post = useCallback(() => {
    if (latest.current) frame.current?.contentWindow?.postMessage(latest.current, window.location.origin);
  }, []);
  // Every render may carry a new draft or audience: post the latest once renders pause (the frame draws only it).
  useEffect(() => {
    const timer = setTimeout(post, redrawPauseMs);
    return () => clearTimeout(timer);
  });
  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && isPreviewReady(event.data)) post();
    };
    window.addEventListener('message', ready);
    return () => window.removeEventListener('message', ready);
  }, [post]);

  return (
    <section className="config-preview" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="config-page__panel-title">
        {t.title}
      </h2>
      <div className="config-preview__controls">
        <label htmlFor={selectId}>{t.as}</label>
        <select id={selectId} className="input" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value={visitor}>{t.visitor}</option>
          {groups.map((group) => (
            <option key={group} value={group}>
              {t.group(group)}
            </option>
          ))}
        </select>
      </div>
      <p className="config-preview__hint">{t.hint}</p>
      <iframe ref={frame} className="config-preview__frame" title={t.frameTitle} src="/admin/preview" />
    </section>
  );
}
