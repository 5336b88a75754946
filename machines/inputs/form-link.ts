import { Type, type Static } from 'typebox';
import { strict } from './shared';

// Only machines/registry.ts imports this schema (for the replay runner); the machine imports its type only.
export const FormLinkInputSchema = Type.Object({ hash: Type.String() }, strict);
export type FormLinkInput = Static<typeof FormLinkInputSchema>;
