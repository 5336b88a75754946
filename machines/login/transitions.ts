// Transitions shared by several states of the login machine, and the type its state fragments satisfy.
import type { loginSetup } from './setup';
import type { LoginContext, LoginErrorCode } from './types';

/** The `states` config of the login machine, fully typed, so each states-*.ts fragment is checked. */
export type LoginStates = NonNullable<Parameters<typeof loginSetup.createMachine>[0]['states']>;

/** Other failures (SPEC §8): the connection-error dialog; status 0 or >= 500 is also recorded. */
export const failTo = (code: LoginErrorCode) => [
  {
    guard: 'connectionFailure' as const,
    target: '#login.connectionError',
    actions: [
      { type: 'failWith' as const, params: { code } },
      { type: 'recordConnectionError' as const, params: { code } },
    ],
  },
  { target: '#login.connectionError', actions: { type: 'failWith' as const, params: { code } } },
];
/** DISMISS of an alert: back to the password step for a known user, else to identify. */
export const backFromAlert = [
  { guard: 'knownUser' as const, target: '#login.password' },
  { target: '#login.identify', actions: 'forgetUser' as const },
];
/** SPEC §4 step 6: store user and code (and the done target), persist the session, open the chat. */
export const signIn = [
  'storeSession' as const,
  {
    type: 'persistSession' as const,
    params: ({ context }: { context: LoginContext }) => ({ code: context.code ?? '', user: context.user! }),
  },
  'openChat' as const,
];
export const companyOf = ({ context }: { context: { input: { companyId: string } } }) =>
  context.input.companyId;
