import { Type, type Static } from 'typebox';
import { LatestConfigDate, PasswordRules, strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const PasswordChangeInputSchema = Type.Object(
  {
    mode: Type.Union([Type.Literal('reset'), Type.Literal('change')]),
    companyId: Type.String({ minLength: 1 }),
    /** reset: the e-mail and hash of the link; change: the logged user's e-mail. */
    email: Type.String(),
    hash: Type.Optional(Type.String()),
    passwordRules: PasswordRules,
    appRoute: Type.String({ minLength: 1 }),
    latestNotificationConfigDate: LatestConfigDate,
  },
  strict,
);
export type PasswordChangeInput = Static<typeof PasswordChangeInputSchema>;
