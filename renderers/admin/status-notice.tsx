/** The outcome of the last action on an admin screen, in pt-BR. */
export type StatusNoticeValue = { ok: boolean; text: string };

/** Announces the last action's outcome politely; the live region stays in place so the next one is read too. */
export function StatusNotice({ notice }: { notice: StatusNoticeValue | null }) {
  return (
    <div role="status" aria-live="polite">
      {notice ? <p className={`config-notice ${notice.ok ? 'config-notice--ok' : 'config-notice--error'}`}>{notice.text}</p> : null}
    </div>
  );
}
