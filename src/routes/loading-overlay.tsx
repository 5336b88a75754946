import { shellMessages } from '../../domain/messages/shell';

/** Shown while a lazy route or the session restore is loading. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      {shellMessages.portal.loading}
    </div>
  );
}
