import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const EntityRegistrationInputSchema = Type.Object(
  {
    companyId: Type.String({ minLength: 1 }),
    /** The tenant's configured paths (company entity.*); the first configured one in this order is used. */
    paths: Type.Object(
      {
        autoValidate: Type.Boolean(),
        question: Type.Union([Type.Object({ description: Type.String() }, strict), Type.Null()]),
        mfa: Type.Boolean(),
        approval: Type.Boolean(),
      },
      strict,
    ),
  },
  strict,
);
export type EntityRegistrationInput = Static<typeof EntityRegistrationInputSchema>;
