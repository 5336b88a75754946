import type { TSchema } from 'typebox';
import type { AnyStateMachine } from 'xstate';
import { batchPollingEffectActions, batchPollingMachine } from './batch-polling.machine';
import { entityMfaEffectActions, entityMfaMachine } from './entity-mfa.machine';
import { entityRegistrationEffectActions, entityRegistrationMachine } from './entity-registration.machine';
import { entitySelectionEffectActions, entitySelectionMachine } from './entity-selection.machine';
import { feedbackEffectActions, feedbackMachine } from './feedback.machine';
import { formLinkEffectActions, formLinkMachine } from './form-link.machine';
import { BatchPollingInputSchema } from './inputs/batch-polling';
import { EntityMfaInputSchema } from './inputs/entity-mfa';
import { EntityRegistrationInputSchema } from './inputs/entity-registration';
import { EntitySelectionInputSchema } from './inputs/entity-selection';
import { FeedbackInputSchema } from './inputs/feedback';
import { FormLinkInputSchema } from './inputs/form-link';
import { ItemSummaryInputSchema } from './inputs/item-summary';
import { LoginInputSchema } from './inputs/login';
import { NotificationConsentInputSchema } from './inputs/notification-consent';
import { PasswordChangeInputSchema } from './inputs/password-change';
import { ProfileInputSchema } from './inputs/profile';
import { RealtimeConnectionInputSchema } from './inputs/realtime-connection';
import { RegistrationInputSchema } from './inputs/registration';
import { RouteGuardInputSchema } from './inputs/route-guard';
import { TermsAcceptanceInputSchema } from './inputs/terms-acceptance';
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
  /** Schema of the machine's input, when it takes one (fixtures' `input` is checked against it). */
  inputSchema?: TSchema;
  /** Machines it invokes, by invoke `src` -> registry name: replay runs them for real, faking only their actors. */
  children?: Readonly<Record<string, string>>;
};

const entry = (machine: AnyStateMachine, effectActions: readonly string[], inputSchema?: TSchema) =>
  inputSchema ? { machine, effectActions, inputSchema } : { machine, effectActions };

/** Machine name (fixture `machine` field) -> machine; fixtures live in fixtures/statecharts/<kebab-name>/. */
export const machineRegistry: Readonly<Record<string, RegisteredMachine>> = {
  formLink: entry(formLinkMachine, formLinkEffectActions, FormLinkInputSchema),
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
  entityRegistration: {
    ...entry(entityRegistrationMachine, entityRegistrationEffectActions, EntityRegistrationInputSchema),
    children: { mfa: 'entityMfa' },
  },
  entityMfa: entry(entityMfaMachine, entityMfaEffectActions, EntityMfaInputSchema),
  realtimeConnection: entry(
    realtimeConnectionMachine,
    realtimeConnectionEffectActions,
    RealtimeConnectionInputSchema,
  ),
};
