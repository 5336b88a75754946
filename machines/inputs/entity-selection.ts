import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
const Entity = Type.Object({ code: Type.String(), description: Type.String() }, strict);
export const EntitySelectionInputSchema = Type.Object(
  {
    companyId: Type.String({ minLength: 1 }),
    email: Type.String({ minLength: 1 }),
    selected: Type.Array(Entity),
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  strict,
);
export type EntitySelectionInput = Static<typeof EntitySelectionInputSchema>;
