import { adminMessages } from '../../domain/messages/admin';
import type { DraftNotice } from './use-config-draft';

const t = adminMessages.config;

type Props = { notice: DraftNotice | null; onReload(): void; onDismiss(): void };

/**
 * The outcome of the last publish: published, refused (422), overtaken by another save (412: the server's message
 * names who saved, the version and when), or failed; or the draft a lost session kept, opened again.
 */
export function ConfigNotice({ notice, onReload, onDismiss }: Props) {
  if (!notice) return <div role="status" aria-live="polite" />;
  if (notice.kind === 'published') {
    return (
      <div role="status" aria-live="polite" className="config-notice config-notice--ok">
        <p>{t.published(notice.version)}</p>
      </div>
    );
  }
  if (notice.kind === 'restored') {
    return (
      <div role="status" aria-live="polite" className="config-notice config-notice--info">
        <p className="config-notice__title">{t.restoredTitle}</p>
        <p>{t.restored(notice.version)}</p>
      </div>
    );
  }
  if (notice.kind === 'conflict') {
    return (
      <div role="alert" className="config-notice config-notice--error">
        <p className="config-notice__title">{t.conflictTitle}</p>
        <p>{notice.message}</p>
        <p>{t.reloadDiscards}</p>
        <div className="config-notice__actions">
          <button type="button" className="button button--primary" onClick={onReload}>
            {t.reload}
          </button>
          <button type="button" className="button button--ghost" onClick={onDismiss}>
            {adminMessages.close}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="config-notice config-notice--error">
      <p className="config-notice__title">{notice.kind === 'invalid' ? t.invalidTitle : t.failed}</p>
      {notice.message ? <p>{notice.message}</p> : null}
    </div>
  );
}
