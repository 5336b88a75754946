import { Type, type Static } from 'typebox';
import { LatestConfigDate, PasswordRules, strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const RegistrationInputSchema = Type.Object(
  {
    companyId: Type.String({ minLength: 1 }),
    email: Type.String(),
    hash: Type.String(),
    passwordRules: PasswordRules,
    appRoute: Type.String({ minLength: 1 }),
    latestNotificationConfigDate: LatestConfigDate,
  },
  strict,
);
export type RegistrationInput = Static<typeof RegistrationInputSchema>;
