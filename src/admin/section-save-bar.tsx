import { useEffect, useRef, useState } from 'react';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { leaveMessages } from '../../domain/messages/leave';
import { CommentDialog } from '../../renderers/admin/comment-dialog';
import { LeaveGuard } from '../ui/leave-guard';
import type { SectionNotice } from './use-config-section';

const t = adminPeopleMessages.section;

type Props = {
  changed: boolean;
  saving: boolean;
  notice: SectionNotice | null;
  saveLabel: string;
  dialogTitle: string;
  defaultComment: string;
  onSave(comment: string): Promise<boolean>;
  onDiscard(): void;
  onReload(): void;
  /** The screen's own check before the comment is asked: false keeps the dialog closed (the screen says why). */
  check?(): boolean;
  /** A problem's path as the screen names it (a field's label); null or absent: the path itself. */
  problemLabel?(path: string): string | null;
};

/**
 * What a section's save said (saved, a conflict, the errors at their paths, a failure). A refused save lists only
 * its errors: warnings (a colour's contrast) do not stop a save, so they are not among the reasons it failed.
 */
export function SectionNoticeView({
  notice,
  onReload,
  problemLabel,
}: {
  notice: SectionNotice | null;
  onReload(): void;
  problemLabel?(path: string): string | null;
}) {
  // A draft a lost session kept is said by the save bar, which stays in view while it is not saved.
  if (!notice || notice.kind === 'restored') return null;
  if (notice.kind === 'saved') return <p className="config-notice config-notice--ok">{adminPeopleMessages.profiles.saved(notice.version)}</p>;
  return (
    <div className="config-notice config-notice--error">
      {notice.kind === 'conflict' ? (
        <>
          <p>{t.conflict}</p>
          <button type="button" className="button button--outline button--small" onClick={onReload}>
            {t.reload}
          </button>
        </>
      ) : notice.kind === 'invalid' ? (
        <>
          <p className="config-notice__title">{notice.message || t.invalid}</p>
          <ul>
            {notice.errors.filter((problem) => problem.severity === 'error').map((problem) => (
              <li key={`${problem.path}-${problem.message}`}>
                {problemLabel?.(problem.path) ?? <code>{problem.path}</code>}: {problem.message}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{notice.message ?? adminPeopleMessages.users.failed}</p>
      )}
    </div>
  );
}

/**
 * The sticky bar under an edited section: unsaved changes, 'Descartar', and saving with a version comment; leaving
 * the section with unsaved changes is asked first (LeaveGuard). What a save said is brought into view and focused:
 * it sits under the section, often below the fold, and the closing comment dialog would leave focus nowhere.
 */
export function SectionSaveBar({ changed, saving, notice, saveLabel, dialogTitle, defaultComment, onSave, onDiscard, onReload, check, problemLabel }: Props) {
  const [asking, setAsking] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const noticeUnseen = useRef(false);
  useEffect(() => {
    if (notice && notice.kind !== 'restored') noticeUnseen.current = true;
  }, [notice]);
  // Once the comment dialog has closed: while it is open, the page under it takes no focus.
  useEffect(() => {
    const element = noticeRef.current;
    if (!noticeUnseen.current || asking || !element) return;
    noticeUnseen.current = false;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [notice, asking]);
  return (
    <>
      <div ref={noticeRef} role="status" aria-live="polite" tabIndex={-1}>
        <SectionNoticeView notice={notice} onReload={onReload} problemLabel={problemLabel} />
      </div>
      {changed ? (
        <div className="save-bar">
          <p className="save-bar__text">{notice?.kind === 'restored' ? t.restored(notice.version) : adminPeopleMessages.profiles.unsaved}</p>
          <button type="button" className="button button--ghost" onClick={onDiscard} disabled={saving}>
            {adminPeopleMessages.profiles.discard}
          </button>
          <button type="button" className="button button--primary" onClick={() => setAsking(check?.() ?? true)} disabled={saving}>
            {saveLabel}
          </button>
        </div>
      ) : null}
      <LeaveGuard changed={changed} text={leaveMessages.section} />
      {asking ? (
        <CommentDialog
          open
          title={dialogTitle}
          label={t.commentLabel}
          required
          initial={defaultComment}
          confirmLabel={t.confirm}
          busy={saving}
          onCancel={() => setAsking(false)}
          onConfirm={(comment) => void onSave(comment).then(() => setAsking(false))}
        />
      ) : null}
    </>
  );
}
