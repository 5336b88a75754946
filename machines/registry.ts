import type { AnyStateMachine } from 'xstate';
import { batchPollingEffectActions, batchPollingMachine } from './batch-polling.machine';
import { entityMfaEffectActions, entityMfaMachine } from './entity-mfa.machine';
import { entityRegistrationEffectActions, entityRegistrationMachine } from './entity-registration.machine';
import { entitySelectionEffectActions, entitySelectionMachine } from './entity-selection.machine';
import { feedbackEffectActions, feedbackMachine } from './feedback.machine';
import { formLinkEffectActions, formLinkMachine } from './form-link.machine';
import { itemSummaryEffectActions, itemSummaryMachine } from './item-summary.machine';
import { loginEffectActions, loginMachine } from './login.machine';
import { notificationConsentEffectActions, notificationConsentMachine } from './notification-consent.machine';
import { passwordChangeEffectActions, passwordChangeMachine } from './password-change.machine';
import { profileEffectActions, profileMachine } from './profile.machine';
import { realtimeConnectionEffectActions, realtimeConnectionMachine } from './realtime-connection.machine';
import { registrationEffectActions, registrationMachine } from './registration.machine';
import { requestTrackerEffectActions, requestTrackerMachine } from './request-tracker.machine';
import { routeGuardEffectActions, routeGuardMachine } from './route-guard.machine';
import { termsAcceptanceEffectActions, termsAcceptanceMachine } from './terms-acceptance.machine';

export type RegisteredMachine = {
  machine: AnyStateMachine;
  /** Names of the effect actions the app provides (the replay runner stubs and records these). */
  effectActions: readonly string[];
  /** Machines it invokes, by invoke `src` -> registry name: replay runs them for real, faking only their actors. */
  children?: Readonly<Record<string, string>>;
};

const entry = (machine: AnyStateMachine, effectActions: readonly string[]) => ({ machine, effectActions });

/** Machine name (fixture `machine` field) -> machine; fixtures live in fixtures/statecharts/<kebab-name>/. */
export const machineRegistry: Readonly<Record<string, RegisteredMachine>> = {
  formLink: entry(formLinkMachine, formLinkEffectActions),
  login: entry(loginMachine, loginEffectActions),
  requestTracker: entry(requestTrackerMachine, requestTrackerEffectActions),
  routeGuard: entry(routeGuardMachine, routeGuardEffectActions),
  registration: entry(registrationMachine, registrationEffectActions),
  passwordChange: entry(passwordChangeMachine, passwordChangeEffectActions),
  termsAcceptance: entry(termsAcceptanceMachine, termsAcceptanceEffectActions),
  notificationConsent: entry(notificationConsentMachine, notificationConsentEffectActions),
  profile: entry(profileMachine, profileEffectActions),
  feedback: entry(feedbackMachine, feedbackEffectActions),
  batchPolling: entry(batchPollingMachine, batchPollingEffectActions),
  itemSummary: entry(itemSummaryMachine, itemSummaryEffectActions),
  entitySelection: entry(entitySelectionMachine, entitySelectionEffectActions),
  entityRegistration: {
    ...entry(entityRegistrationMachine, entityRegistrationEffectActions),
    children: { mfa: 'entityMfa' },
  },
  entityMfa: entry(entityMfaMachine, entityMfaEffectActions),
  realtimeConnection: entry(realtimeConnectionMachine, realtimeConnectionEffectActions),
};
