// Pieces shared by the input schemas of machines/inputs/ (replay runner only; see machines/registry.ts).
import { Type } from 'typebox';

export const strict = { additionalProperties: false } as const;

/** Tenant password rules (lengths). */
export const PasswordRules = Type.Object(
  { min: Type.Integer({ minimum: 0 }), max: Type.Optional(Type.Integer({ minimum: 0 })) },
  strict,
);

export const LatestConfigDate = Type.Optional(Type.Union([Type.String(), Type.Null()]));
