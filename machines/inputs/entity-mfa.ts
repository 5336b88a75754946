import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const EntityMfaInputSchema = Type.Object(
  { companyId: Type.String({ minLength: 1 }), document: Type.String({ minLength: 1 }) },
  strict,
);
export type EntityMfaInput = Static<typeof EntityMfaInputSchema>;
