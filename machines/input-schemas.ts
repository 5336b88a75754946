import type { TSchema } from 'typebox';
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

/**
 * Each registered machine's input schema, by registry name, for machines that take one: the replay runner checks a
 * fixture's `input` against it. Apart from the registry, so the QA workbench, which loads the registry in the
 * browser, does not bring TypeBox's schema-building code.
 */
export const machineInputSchemas: Readonly<Record<string, TSchema>> = {
  formLink: FormLinkInputSchema,
  login: LoginInputSchema,
  routeGuard: RouteGuardInputSchema,
  registration: RegistrationInputSchema,
  passwordChange: PasswordChangeInputSchema,
  termsAcceptance: TermsAcceptanceInputSchema,
  notificationConsent: NotificationConsentInputSchema,
  profile: ProfileInputSchema,
  feedback: FeedbackInputSchema,
  batchPolling: BatchPollingInputSchema,
  itemSummary: ItemSummaryInputSchema,
  entitySelection: EntitySelectionInputSchema,
  entityRegistration: EntityRegistrationInputSchema,
  entityMfa: EntityMfaInputSchema,
  realtimeConnection: RealtimeConnectionInputSchema,
};
