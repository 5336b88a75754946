import { Type, type Static } from 'typebox';
import { CompanyConfig } from './company';
import { TenantServerConfig } from './tenant';

/**
 * A tenant's stored configuration (issue 9): the public `company` part and the server-only `server` part, as in
 * fixtures/tenants/*.json without the demo `seed`. What the admin API reads and writes and the editor validates.
 */
export const TenantConfig = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    company: CompanyConfig,
    server: TenantServerConfig,
  },
  { $id: 'urn:portal:schema:tenant-config', additionalProperties: false },
);

/** One problem of a document: its JSON path ('/company/style/color/primary'), a pt-BR message, and how grave. */
export const ConfigProblem = Type.Object(
  {
    path: Type.String(),
    message: Type.String(),
    severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  },
  { additionalProperties: false },
);

/** POST config/validate: valid is false when any problem is an error (warnings alone keep it valid). */
export const ConfigValidation = Type.Object(
  { valid: Type.Boolean(), errors: Type.Array(ConfigProblem) },
  { additionalProperties: false },
);

/** One saved version: who saved it, when (ISO 8601) and why. */
export const ConfigVersionInfo = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    author: Type.String(),
    time: Type.String({ format: 'date-time' }),
    comment: Type.String(),
  },
  { additionalProperties: false },
);

/** GET config, GET config/versions/{n}, and the reply of PUT config and rollback: secrets masked. */
export const ConfigVersion = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    author: Type.String(),
    time: Type.String({ format: 'date-time' }),
    comment: Type.String(),
    document: Type.Unsafe<TenantConfig>(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: false },
);

/** A tenant API key as listed (the key itself is shown once, at creation, and stored hashed). */
export const ApiKeyInfo = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    prefix: Type.String({ description: 'Os primeiros caracteres da chave, para reconhecê-la.' }),
    createdBy: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);

export type TenantConfig = Static<typeof TenantConfig>;
export type ConfigProblem = Static<typeof ConfigProblem>;
export type ConfigValidation = Static<typeof ConfigValidation>;
export type ConfigVersionInfo = Static<typeof ConfigVersionInfo>;
export type ConfigVersion = Static<typeof ConfigVersion>;
export type ApiKeyInfo = Static<typeof ApiKeyInfo>;
