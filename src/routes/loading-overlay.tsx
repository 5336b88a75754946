import { messages } from '../../domain/messages';

/** Shown while a lazy route or the session restore is loading. */
export function LoadingOverlay() {
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      {messages.portal.loading}
    </div>
  );
}
