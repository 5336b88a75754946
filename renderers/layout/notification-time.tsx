import { lazy, Suspense } from 'react';

// dayjs (relative times) loads when the list is first opened, not with the dashboard the bell sits on.
const RelativeTime = lazy(() => import('../ui/relative-time'));

/** When a notification was sent, 'há 2 minutos' (the absolute date in its title); nothing until dayjs is in. */
export function NotificationTime({ at, now }: { at: string; now: number }) {
  return (
    <Suspense fallback={null}>
      <RelativeTime at={at} now={now} className="notification-bell__time" />
    </Suspense>
  );
}
