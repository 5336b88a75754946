import { needsNotificationConsent } from './notification-consent';
import { lastPendingTermPath, type PendingTerms } from './terms';

export const NOTIFICATIONS_ON_LOGIN = '/notifications?isLoggingIn=true';

export type SignedInUser = {
  pendingTerms: PendingTerms;
  notifications: { revisionDate?: string | null };
};

export type SignInOptions = {
  appRoute: string;
  redirectUrl?: string | null;
  latestNotificationConfigDate?: string | null;
};

/**
 * SPEC §4 "Login flow" steps 7-8, for every way in: the last pending term, else redirect_url, else the
 * notification consent screen when needed, else the app route.
 */
export function signInTarget(user: SignedInUser, options: SignInOptions): string {
  return (
    lastPendingTermPath(user.pendingTerms) ??
    (options.redirectUrl || null) ??
    (needsNotificationConsent(options.latestNotificationConfigDate, user.notifications.revisionDate)
      ? NOTIFICATIONS_ON_LOGIN
      : options.appRoute)
  );
}
