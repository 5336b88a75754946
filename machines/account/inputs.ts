// Inputs of the account machines (contracts), as schemas so replay fixtures' `input` is checked at run time.
import { Type, type Static } from 'typebox';

const Rules = Type.Object(
  { min: Type.Integer({ minimum: 0 }), max: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
const LatestConfigDate = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const strict = { additionalProperties: false } as const;

export const RegistrationInputSchema = Type.Object(
  {
    companyId: Type.String({ minLength: 1 }),
    email: Type.String(),
    hash: Type.String(),
    passwordRules: Rules,
    appRoute: Type.String({ minLength: 1 }),
    latestNotificationConfigDate: LatestConfigDate,
  },
  strict,
);

export const PasswordChangeInputSchema = Type.Object(
  {
    mode: Type.Union([Type.Literal('reset'), Type.Literal('change')]),
    companyId: Type.String({ minLength: 1 }),
    /** reset: the e-mail and hash of the link; change: the logged user's e-mail. */
    email: Type.String(),
    hash: Type.Optional(Type.String()),
    passwordRules: Rules,
    appRoute: Type.String({ minLength: 1 }),
    latestNotificationConfigDate: LatestConfigDate,
  },
  strict,
);

export const TermsAcceptanceInputSchema = Type.Object(
  {
    termId: Type.String({ minLength: 1 }),
    version: Type.Integer({ minimum: 1 }),
    /** Where the user was going (redirect_url, or the app route). */
    continueTo: Type.String({ minLength: 1 }),
  },
  strict,
);

export const NotificationConsentInputSchema = Type.Object(
  {
    channels: Type.Array(Type.Object({ id: Type.String(), label: Type.String() }, strict)),
    current: Type.Record(Type.String(), Type.Boolean()),
    isLoggingIn: Type.Boolean(),
    appRoute: Type.String({ minLength: 1 }),
  },
  strict,
);

export const ProfileInputSchema = Type.Object(
  { nick: Type.String(), phone: Type.Optional(Type.String()) },
  strict,
);

export const FeedbackInputSchema = Type.Object(
  { score: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) },
  strict,
);

export type RegistrationInput = Static<typeof RegistrationInputSchema>;
export type PasswordChangeInput = Static<typeof PasswordChangeInputSchema>;
export type TermsAcceptanceInput = Static<typeof TermsAcceptanceInputSchema>;
export type NotificationConsentInput = Static<typeof NotificationConsentInputSchema>;
export type ProfileInput = Static<typeof ProfileInputSchema>;
export type FeedbackInput = Static<typeof FeedbackInputSchema>;
