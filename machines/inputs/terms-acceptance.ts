import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const TermsAcceptanceInputSchema = Type.Object(
  {
    termId: Type.String({ minLength: 1 }),
    version: Type.Integer({ minimum: 1 }),
    /** Where the user was going (redirect_url, or the app route). */
    continueTo: Type.String({ minLength: 1 }),
  },
  strict,
);
export type TermsAcceptanceInput = Static<typeof TermsAcceptanceInputSchema>;
