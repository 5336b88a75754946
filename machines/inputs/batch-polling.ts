import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const BatchPollingInputSchema = Type.Object(
  {
    jobId: Type.String({ minLength: 1 }),
    pollMs: Type.Optional(Type.Integer({ minimum: 1 })),
    maxWaitMs: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  strict,
);
export type BatchPollingInput = Static<typeof BatchPollingInputSchema>;
