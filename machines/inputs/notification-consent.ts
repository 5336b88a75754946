import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const NotificationConsentInputSchema = Type.Object(
  {
    channels: Type.Array(Type.Object({ id: Type.String(), label: Type.String() }, strict)),
    current: Type.Record(Type.String(), Type.Boolean()),
    isLoggingIn: Type.Boolean(),
    appRoute: Type.String({ minLength: 1 }),
  },
  strict,
);
export type NotificationConsentInput = Static<typeof NotificationConsentInputSchema>;
