import type { TSchema } from 'typebox';
import type { AnyStateMachine } from 'xstate';
import { LoginInputSchema } from './login/input';
import { loginEffectActions, loginMachine } from './login.machine';
import { requestTrackerEffectActions, requestTrackerMachine } from './request-tracker.machine';

export type RegisteredMachine = {
  machine: AnyStateMachine;
  /** Names of the effect actions the app provides (the replay runner stubs and records these). */
  effectActions: readonly string[];
  /** Schema of the machine's input, when it takes one (fixtures' `input` is checked against it). */
  inputSchema?: TSchema;
};

/** Machine name (fixture `machine` field) -> machine; fixtures live in fixtures/statecharts/<kebab-name>/. */
export const machineRegistry: Readonly<Record<string, RegisteredMachine>> = {
  login: { machine: loginMachine, effectActions: loginEffectActions, inputSchema: LoginInputSchema },
  requestTracker: { machine: requestTrackerMachine, effectActions: requestTrackerEffectActions },
};
