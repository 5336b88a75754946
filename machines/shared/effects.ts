// Pieces every account/session machine shares: rejecting default actors and failure classification.
import { fromPromise } from 'xstate';
import { asApiFailure, type ApiFailure } from '../../domain/api-failure';
import { isConnectionError } from '../../domain/error-codes';
import { shellMessages } from '../../domain/messages/shell';

/** Default actors reject: the app (or a test) must .provide() every effect, so nothing hidden ever runs. */
export const notProvided = <Out, In>(name: string) =>
  fromPromise<Out, In>(() =>
    Promise.reject<Out>({
      status: 0,
      error: '#NOT_PROVIDED',
      message: `actor "${name}" not provided`,
    } satisfies ApiFailure),
  );

export type Alert = { title: string; text: string };

/** The ApiFailure inside an xstate.error.actor event (anything else is a status-0 failure). */
export const failureOf = (event: unknown): ApiFailure => asApiFailure((event as { error?: unknown }).error);
export const isConnectionFailure = (event: unknown) => isConnectionError(failureOf(event).status);
export const hasErrorCode = (event: unknown, ...codes: string[]) =>
  codes.includes(failureOf(event).error ?? '');

/** SPEC §8 connection-error dialog. */
export const connectionAlert = (): Alert => ({
  title: shellMessages.connectionError.title,
  text: shellMessages.connectionError.text,
});

/** Any failed call: the connection dialog for status 0/>= 500, else the server's message under the same title. */
export const failureAlert = (event: unknown): Alert => {
  const failure = failureOf(event);
  if (isConnectionError(failure.status) || !failure.message) return connectionAlert();
  return { title: shellMessages.alerts.unexpected, text: failure.message };
};

export const invalidLinkAlert = (): Alert => ({ title: shellMessages.alerts.invalidLink, text: '' });
