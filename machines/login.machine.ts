import { loginSetup } from './login/setup';
import { identifyStates } from './login/states-identify';
import { passwordStates } from './login/states-password';
import { registrationStates } from './login/states-registration';
import { sessionStates } from './login/states-session';
import { initialContext } from './login/rules';

export { loginEffectActions } from './login/effects';
export type { LoginContext, LoginEvent, LoginInput } from './login/types';

/**
 * SPEC §4 "Login flow" as a statechart (contract in the lead's working notes; state names are public: fixtures use
 * them). Effects are named actors/actions: the app provides them with .provide(), tests with fakes.
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => initialContext(input),
  initial: 'identify',
  states: { ...identifyStates, ...registrationStates, ...passwordStates, ...sessionStates },
});
