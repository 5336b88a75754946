import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const ItemSummaryInputSchema = Type.Object(
  {
    companyId: Type.String({ minLength: 1 }),
    moduleId: Type.String({ minLength: 1 }),
    item: Type.Object({
      id: Type.String({ minLength: 1 }),
      sumSql: Type.Optional(Type.String()),
      connector: Type.Optional(Type.String()),
      sumType: Type.Optional(Type.Union([Type.Literal('currency'), Type.Literal('number')])),
    }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  strict,
);
export type ItemSummaryInput = Static<typeof ItemSummaryInputSchema>;
