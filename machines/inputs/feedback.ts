import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const FeedbackInputSchema = Type.Object(
  { score: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) },
  strict,
);
export type FeedbackInput = Static<typeof FeedbackInputSchema>;
