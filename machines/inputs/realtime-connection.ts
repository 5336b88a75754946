import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); the machine imports its type only.
export const RealtimeConnectionInputSchema = Type.Object(
  {
    /** Jitter seed of this tab (the app passes a random one; fixtures a fixed one, so delays replay exactly). */
    seed: Type.Integer({ minimum: 0 }),
  },
  strict,
);
export type RealtimeConnectionInput = Static<typeof RealtimeConnectionInputSchema>;
