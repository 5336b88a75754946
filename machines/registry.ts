import type { TSchema } from 'typebox';
import type { AnyStateMachine } from 'xstate';
import {
  BatchPollingInputSchema,
  batchPollingEffectActions,
  batchPollingMachine,
} from './batch-polling.machine';
import { EntityMfaInputSchema, entityMfaEffectActions, entityMfaMachine } from './entity-mfa.machine';
import {
  entityRegistrationEffectActions,
  EntityRegistrationInputSchema,
  entityRegistrationMachine,
} from './entity-registration.machine';
import {
  entitySelectionEffectActions,
  EntitySelectionInputSchema,
  entitySelectionMachine,
} from './entity-selection.machine';
import { feedbackEffectActions, FeedbackInputSchema, feedbackMachine } from './feedback.machine';
import { itemSummaryEffectActions, ItemSummaryInputSchema, itemSummaryMachine } from './item-summary.machine';
import { LoginInputSchema } from './login/input';
import { loginEffectActions, loginMachine } from './login.machine';
import {
  notificationConsentEffectActions,
  NotificationConsentInputSchema,
  notificationConsentMachine,
} from './notification-consent.machine';
import {
  passwordChangeEffectActions,
  PasswordChangeInputSchema,
  passwordChangeMachine,
} from './password-change.machine';
import { profileEffectActions, ProfileInputSchema, profileMachine } from './profile.machine';
import {
  registrationEffectActions,
  RegistrationInputSchema,
  registrationMachine,
} from './registration.machine';
import { requestTrackerEffectActions, requestTrackerMachine } from './request-tracker.machine';
import { RouteGuardInputSchema, routeGuardEffectActions, routeGuardMachine } from './route-guard.machine';
import {
  termsAcceptanceEffectActions,
  TermsAcceptanceInputSchema,
  termsAcceptanceMachine,
} from './terms-acceptance.machine';

export type RegisteredMachine = {
  machine: AnyStateMachine;
  /** Names of the effect actions the app provides (the replay runner stubs and records these). */
  effectActions: readonly string[];
  /** Schema of the machine's input, when it takes one (fixtures' `input` is checked against it). */
  inputSchema?: TSchema;
};

const entry = (machine: AnyStateMachine, effectActions: readonly string[], inputSchema?: TSchema) =>
  inputSchema ? { machine, effectActions, inputSchema } : { machine, effectActions };

/** Machine name (fixture `machine` field) -> machine; fixtures live in fixtures/statecharts/<kebab-name>/. */
export const machineRegistry: Readonly<Record<string, RegisteredMachine>> = {
  login: entry(loginMachine, loginEffectActions, LoginInputSchema),
  requestTracker: entry(requestTrackerMachine, requestTrackerEffectActions),
  routeGuard: entry(routeGuardMachine, routeGuardEffectActions, RouteGuardInputSchema),
  registration: entry(registrationMachine, registrationEffectActions, RegistrationInputSchema),
  passwordChange: entry(passwordChangeMachine, passwordChangeEffectActions, PasswordChangeInputSchema),
  termsAcceptance: entry(termsAcceptanceMachine, termsAcceptanceEffectActions, TermsAcceptanceInputSchema),
  notificationConsent: entry(
    notificationConsentMachine,
    notificationConsentEffectActions,
    NotificationConsentInputSchema,
  ),
  profile: entry(profileMachine, profileEffectActions, ProfileInputSchema),
  feedback: entry(feedbackMachine, feedbackEffectActions, FeedbackInputSchema),
  batchPolling: entry(batchPollingMachine, batchPollingEffectActions, BatchPollingInputSchema),
  itemSummary: entry(itemSummaryMachine, itemSummaryEffectActions, ItemSummaryInputSchema),
  entitySelection: entry(entitySelectionMachine, entitySelectionEffectActions, EntitySelectionInputSchema),
  entityRegistration: entry(
    entityRegistrationMachine,
    entityRegistrationEffectActions,
    EntityRegistrationInputSchema,
  ),
  entityMfa: entry(entityMfaMachine, entityMfaEffectActions, EntityMfaInputSchema),
};
