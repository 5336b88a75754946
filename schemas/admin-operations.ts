import { Type, type Static } from 'typebox';
import { activityBuckets, activityGroupings } from './activity-chart-options';
import { automationChannels } from './automation-channels';
import { literals } from './literals';

/**
 * The admin API's operations (issue 10): quotas, the activity chart, the audit list, the consent report and
 * notification automations. Replies are serialised by these schemas: a field not listed never leaves the server.
 */
// A type list, not anyOf: with Fastify's type coercion, anyOf [integer, null] would turn a null into 0.
const nullableCount = (minimum: number) => Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum });
const Limit = nullableCount(0);
const QuotaUse = Type.Object({ limit: Limit, used: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

/** GET quotas, PUT quotas: each limit (null: none) with its use; `version` is the config version holding them. */
export const QuotaReport = Type.Object(
  { version: Type.Integer({ minimum: 1 }), users: QuotaUse, storageBytes: QuotaUse, queriesPerMinute: QuotaUse },
  { additionalProperties: false },
);

/** PUT quotas: a number sets a limit, null removes it, an absent field keeps it. */
export const QuotaChange = Type.Object(
  {
    users: Type.Optional(Limit),
    storageBytes: Type.Optional(Limit),
    queriesPerMinute: Type.Optional(nullableCount(1)),
  },
  { additionalProperties: false },
);

const Bucket = literals(activityBuckets);
const Grouping = literals(activityGroupings);
const Channel = literals(automationChannels);

export const ActivityQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ maxLength: 40 })),
    to: Type.Optional(Type.String({ maxLength: 40 })),
    by: Type.Optional(Grouping),
    bucket: Type.Optional(Bucket),
  },
  { additionalProperties: false },
);

/** GET activity: one series per kind (pointer) or user e-mail ('' for activities without a user). */
export const ActivityChart = Type.Object(
  {
    from: Type.String({ format: 'date-time' }),
    to: Type.String({ format: 'date-time' }),
    by: Grouping,
    bucket: Bucket,
    series: Type.Array(
      Type.Object(
        {
          key: Type.String(),
          points: Type.Array(Type.Object({ at: Type.String({ format: 'date-time' }), count: Type.Integer() }, { additionalProperties: false })),
        },
        { additionalProperties: false },
      ),
    ),
    total: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const PageQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const AuditEntry = Type.Object(
  {
    actor: Type.String(),
    action: Type.String(),
    detail: Type.Record(Type.String(), Type.Unknown()),
    ip: Type.Union([Type.String(), Type.Null()]),
    userAgent: Type.Union([Type.String(), Type.Null()]),
    at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export const AuditPage = Type.Object({ total: Type.Integer(), items: Type.Array(AuditEntry) }, { additionalProperties: false });

export const ConsentUser = Type.Object(
  {
    email: Type.String(),
    nick: Type.String(),
    terms: Type.Array(
      Type.Object(
        { termId: Type.String(), title: Type.String(), version: Type.Integer(), acceptedAt: Type.String({ format: 'date-time' }), ip: Type.String() },
        { additionalProperties: false },
      ),
    ),
    notifications: Type.Object(
      {
        revisionDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        channels: Type.Record(Type.String(), Type.Object({ status: Type.Boolean() }, { additionalProperties: false })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export const ConsentReport = Type.Object({ items: Type.Array(ConsentUser) }, { additionalProperties: false });

const Recipients = Type.Object(
  {
    everyone: Type.Optional(Type.Boolean()),
    groups: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 100, uniqueItems: true })),
    emails: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 320 }), { maxItems: 1000, uniqueItems: true })),
  },
  { additionalProperties: false },
);

/** POST and PUT notification-automations: what an admin configures. */
export const AutomationInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ minLength: 1, maxLength: 20_000, description: 'HTML, guardado como foi enviado; o portal remove o que for inseguro ao exibi-lo.' }),
    module: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    recipients: Recipients,
    channels: Type.Array(Channel, { minItems: 1, uniqueItems: true }),
    notify: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const Automation = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    title: Type.String(),
    message: Type.String(),
    module: Type.Union([Type.String(), Type.Null()]),
    recipients: Recipients,
    channels: Type.Array(Type.String()),
    notify: Type.Boolean(),
    createdBy: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    lastSentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export const AutomationPage = Type.Object({ total: Type.Integer(), items: Type.Array(Automation) }, { additionalProperties: false });

export type QuotaReport = Static<typeof QuotaReport>;
export type QuotaChange = Static<typeof QuotaChange>;
export type ActivityChart = Static<typeof ActivityChart>;
export type AuditEntry = Static<typeof AuditEntry>;
export type AutomationInput = Static<typeof AutomationInput>;
export type Automation = Static<typeof Automation>;
