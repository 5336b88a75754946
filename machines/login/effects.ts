import { fromPromise } from 'xstate';
import type { ApiFailure } from '../../domain/api-failure';
import type {
  CheckConnectionInput,
  CheckUserInput,
  CompanyRef,
  LoginCallInput,
  LoginCallResult,
  LogoutInput,
  UserExists,
} from './types';

/** Default actors reject: the app (or a test) must .provide() every effect, so nothing hidden ever runs. */
const notProvided = <Out, In>(name: string) =>
  fromPromise<Out, In>(() =>
    Promise.reject<Out>({
      status: 0,
      error: '#NOT_PROVIDED',
      message: `actor "${name}" not provided`,
    } satisfies ApiFailure),
  );

export const loginActors = {
  checkUser: notProvided<UserExists, CheckUserInput>('checkUser'),
  login: notProvided<LoginCallResult, LoginCallInput>('login'),
  requestReset: notProvided<unknown, CheckUserInput>('requestReset'),
  createUser: notProvided<unknown, CheckUserInput>('createUser'),
  fetchAdfsUrl: notProvided<{ url: string }, CompanyRef>('fetchAdfsUrl'),
  checkConnection: notProvided<unknown, CheckConnectionInput>('checkConnection'),
  logout: notProvided<unknown, LogoutInput>('logout'),
};

/** Effect actions the app provides; the machine's defaults do nothing. Listed for the replay runner. */
export const loginEffectActions = [
  'persistSession',
  'openChat',
  'goExternal',
  'navigate',
  'recordConnectionError',
  'focusPassword',
] as const;
