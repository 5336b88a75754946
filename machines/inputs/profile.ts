import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); machine files import its type only,
// so the browser never loads typebox.
export const ProfileInputSchema = Type.Object(
  { nick: Type.String(), phone: Type.Optional(Type.String()) },
  strict,
);
export type ProfileInput = Static<typeof ProfileInputSchema>;
