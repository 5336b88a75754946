// Pure helpers the login machine composes: alerts from domain/messages/, classifications, the done target.
import { asApiFailure } from '../../domain/api-failure';
import { isConnectionError } from '../../domain/error-codes';
import { loginMessages } from '../../domain/messages/login';
import { shellMessages } from '../../domain/messages/shell';
import { needsNotificationConsent } from '../../domain/notification-consent';
import { lastPendingTermPath } from '../../domain/terms';
import type { LoginAlert, LoginContext, LoginInput, UserExists, UserSession } from './types';

export const NOTIFICATIONS_ON_LOGIN = '/notifications?isLoggingIn=true';

export const alerts = {
  blocked: (text?: string | null, input?: LoginInput): LoginAlert => ({
    title: loginMessages.alerts.userBlockedTitle,
    text: text || input?.userBlockedMessage || loginMessages.alerts.userBlockedDefault,
  }),
  notRegistered: (email: string): LoginAlert => ({ title: loginMessages.alerts.unknownUser(email), text: '' }),
  confirmEmail: (): LoginAlert => ({
    title: loginMessages.alerts.confirmEmailTitle,
    text: loginMessages.alerts.confirmEmailText,
  }),
  registrationSent: (): LoginAlert => ({
    title: loginMessages.alerts.registrationSent,
    text: loginMessages.alerts.registrationSentText,
  }),
  wrongPassword: (input: LoginInput): LoginAlert => ({
    title: input.selfRegistration ? loginMessages.alerts.wrongPassword : loginMessages.alerts.wrongUserOrPassword,
    text: loginMessages.alerts.tryAgain,
  }),
  resetSent: (): LoginAlert => ({ title: loginMessages.alerts.resetSent, text: '' }),
  resetUnexpected: (): LoginAlert => ({
    title: shellMessages.alerts.unexpected,
    text: loginMessages.alerts.resetUnexpectedText,
  }),
  ldapReset: (text: string): LoginAlert => ({ title: loginMessages.login.forgotPassword, text }),
  connection: (): LoginAlert => ({
    title: shellMessages.connectionError.title,
    text: shellMessages.connectionError.text,
  }),
  maintenance: (): LoginAlert => ({ title: loginMessages.alerts.maintenance, text: '' }),
};

/** The LDAP reset text for the address's domain (the user-exists reply carries only the isLdap flag). */
export function ldapResetText(email: string): string {
  return loginMessages.alerts.ldapReset(email.slice(email.lastIndexOf('@') + 1));
}

/** SPEC §4 step 4: no nick, or a user still pending by direct hash, is treated as not registered. */
export function isUnknownUser(exists: UserExists): boolean {
  return exists.nick.trim() === '' || exists.status === 'pendingByDirectHash';
}

/** SPEC §4 step 4: self-registration off and the not-registered notification on -> the 'inexistente' alert. */
export function refusesUnknownUsers(input: LoginInput): boolean {
  return !input.selfRegistration && input.notRegisteredNotification;
}

export const failureOf = (event: unknown) => asApiFailure((event as { error?: unknown }).error);
export const isConnectionFailure = (event: unknown) => isConnectionError(failureOf(event).status);
/** SPEC §8: a 400 whose error is literally 'Usuário bloqueado'. */
export const isBlockedFailure = (event: unknown) => {
  const failure = failureOf(event);
  return failure.status === 400 && failure.error === 'Usuário bloqueado';
};

/** Contract order: last pending term, redirectUrl, notification consent, app route. */
export function doneTarget(input: LoginInput, user: UserSession): string {
  return (
    lastPendingTermPath(user.pendingTerms) ??
    (input.redirectUrl || null) ??
    (needsNotificationConsent(input.latestNotificationConfigDate, user.notifications.revisionDate)
      ? NOTIFICATIONS_ON_LOGIN
      : input.appRoute)
  );
}

export function initialContext(input: LoginInput): LoginContext {
  return {
    input,
    email: '',
    password: '',
    firstName: '',
    isLdap: false,
    knownUser: false,
    fieldError: null,
    suggestion: null,
    alert: null,
    errorCode: null,
    errorReason: null,
    target: null,
    url: null,
    user: null,
    code: null,
  };
}
