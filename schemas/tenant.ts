import { Type, type Static } from 'typebox';
import { CompanyConfig } from './company';
import { SeedLiveEvent } from './live-shop';
import { ExternalAuthSettings, LdapDirectory, OidcSettings } from './sign-in-providers';

/** A connector the server runs named queries on. Accounts are read-only. */
export const Connector = Type.Union([
  Type.Object(
    { type: Type.Literal('pglite'), database: Type.String({ minLength: 1, description: 'Name of an embedded database under DATA_DIR.' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('postgres'), url: Type.String({ minLength: 1 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('mariadb'),
      url: Type.String({ pattern: '^(mysql|mariadb)://', description: 'mysql://user:password@host:3306/database' }),
    },
    { additionalProperties: false, description: 'A MariaDB/MySQL ERP by url; the account should only hold SELECT.' },
  ),
  Type.Object(
    {
      type: Type.Literal('mariadb'),
      host: Type.String({ minLength: 1 }),
      port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535, description: 'Default 3306.' })),
      user: Type.String({ minLength: 1 }),
      password: Type.Optional(Type.String()),
      database: Type.String({ minLength: 1 }),
    },
    { additionalProperties: false, description: 'A MariaDB/MySQL ERP by its parts; the account should only hold SELECT.' },
  ),
]);

/** A named query: SQL text with `:token:` placeholders that become bound parameters. */
export const NamedQuery = Type.Object(
  {
    connector: Type.String({ minLength: 1 }),
    sql: Type.String({ minLength: 1 }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 300000 })),
  },
  { additionalProperties: false },
);

/** Invoice configuration (SPEC §2; issue 10): the financial config a signed-in user's portal reads. */
export const InvoiceConfig = Type.Object(
  {
    senderName: Type.Optional(Type.String({ maxLength: 120, description: 'Name invoices and bills are sent from.' })),
    replyTo: Type.Optional(Type.String({ format: 'email', description: 'Where replies to an invoice e-mail go.' })),
    subject: Type.Optional(Type.String({ maxLength: 200, description: "Subject of an invoice e-mail; '{numero}' becomes the invoice number." })),
    instructions: Type.Optional(Type.String({ maxLength: 2000, description: 'Text printed on bills (payment instructions).' })),
    finePercent: Type.Optional(Type.Number({ minimum: 0, maximum: 20, description: 'Late fine, % of the amount.' })),
    interestPercentPerMonth: Type.Optional(Type.Number({ minimum: 0, maximum: 20, description: 'Late interest, % a month.' })),
    copyTo: Type.Optional(Type.Array(Type.String({ format: 'email' }), { maxItems: 10, description: 'Who gets a copy of every invoice e-mail.' })),
  },
  { additionalProperties: false, description: "Invoice configuration (SPEC §2; issue 10): the financial config a signed-in user's portal reads." },
);

/** Server-only part of a tenant: never served to the browser. */
export const TenantServerConfig = Type.Object(
  {
    connectors: Type.Optional(Type.Record(Type.String(), Connector)),
    queries: Type.Optional(Type.Record(Type.String(), NamedQuery)),
    adfs: Type.Optional(OidcSettings),
    ldap: Type.Optional(Type.Record(Type.String(), LdapDirectory, { description: "Company directories by the users' ldapDomain." })),
    externalAuth: Type.Optional(ExternalAuthSettings),
    session: Type.Optional(
      Type.Object(
        {
          idleMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 1440 })),
          absoluteHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720 })),
        },
        { additionalProperties: false },
      ),
    ),
    mailFrom: Type.Optional(Type.String()),
    entity: Type.Optional(
      Type.Object(
        {
          mfaContactsQuery: Type.Optional(
            Type.String({
              minLength: 1,
              description: "Named query (bound :cnpj:) listing an entity's contacts for MFA: rows {email?, phone?, description?}.",
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    quotas: Type.Optional(
      Type.Object(
        {
          users: Type.Optional(Type.Integer({ minimum: 0, description: 'Most users the tenant may have (the public visitor aside).' })),
          storageBytes: Type.Optional(Type.Integer({ minimum: 0, description: 'Most bytes of stored files.' })),
          fileBytes: Type.Optional(Type.Integer({ minimum: 1, description: 'Largest single uploaded file in bytes (default 10 MB).' })),
          queriesPerMinute: Type.Optional(Type.Integer({ minimum: 1, description: 'Most named-query calls per minute, across every server process.' })),
        },
        { additionalProperties: false, description: 'Per-tenant limits (issue 10); a missing limit means none.' },
      ),
    ),
    invoice: Type.Optional(InvoiceConfig),
    payment: Type.Optional(
      Type.Object(
        {
          accountsAccess: Type.Optional(Type.Boolean({ description: 'Every user of the tenant has accounts-module access.' })),
          accountsAccessEmails: Type.Optional(Type.Array(Type.String(), { description: 'Users (e-mails) with accounts-module access.' })),
        },
        { additionalProperties: false, description: 'Default payment adapter: who has accounts-module access (SPEC §6).' },
      ),
    ),
    qa: Type.Optional(
      Type.Object(
        {
          groups: Type.Array(Type.String({ minLength: 1 }), {
            description: 'User groups that may open the QA workbench (/qa) in production (issue 15).',
          }),
        },
        { additionalProperties: false, description: 'QA workbench access: outside production it is open to everyone.' },
      ),
    ),
  },
  { $id: 'urn:portal:schema:tenant-server', additionalProperties: false, 'x-server-only': true },
);

/** Demo/seed users of a tenant fixture. Passwords are hashed with argon2id when seeded. */
export const SeedUser = Type.Object(
  {
    email: Type.String({ minLength: 3 }),
    nick: Type.String({ minLength: 1 }),
    password: Type.String({ minLength: 4 }),
    groups: Type.Optional(Type.Array(Type.String())),
    phone: Type.Optional(Type.String()),
    blocked: Type.Optional(Type.Boolean()),
    ldapDomain: Type.Optional(Type.String()),
    adfs: Type.Optional(Type.Boolean()),
    username: Type.Optional(Type.String({ description: 'External-auth username.' })),
    pendingTerms: Type.Optional(Type.Array(Type.String())),
    entities: Type.Optional(Type.Array(Type.String({ description: 'Codes of seed entities this user holds.' }))),
    notifications: Type.Optional(
      Type.Object(
        {
          revisionDate: Type.String({ format: 'date-time' }),
          channels: Type.Record(Type.String(), Type.Object({ status: Type.Boolean() }, { additionalProperties: false })),
        },
        { additionalProperties: false, description: 'Notification consent already given (SPEC §4).' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const SeedTerm = Type.Object(
  { id: Type.String(), version: Type.Integer({ minimum: 1 }), title: Type.String(), html: Type.String() },
  { additionalProperties: false },
);

/** A dashboard banner (SPEC §3 "Banner"), shown while now is within [startsAt, endsAt). */
export const SeedBanner = Type.Object(
  {
    html: Type.String({ minLength: 1 }),
    startsAt: Type.Optional(Type.String({ format: 'date-time' })),
    endsAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

/** A notification for one seed user (SPEC §3 "Notification"). */
export const SeedNotification = Type.Object(
  {
    email: Type.String({ minLength: 3, description: 'E-mail of a seed user of this tenant.' }),
    identifier: Type.String({ minLength: 1 }),
    uniqueIdentifier: Type.Optional(Type.String({ minLength: 1 })),
    module: Type.Optional(Type.String()),
    title: Type.String(),
    message: Type.String(),
    notify: Type.Optional(Type.Boolean()),
    read: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A tenant document: fixtures/tenants/*.json and what the server stores per tenant. */
export const SeedEntity = Type.Object(
  { code: Type.String({ pattern: '^[0-9A-Z]{11,14}$' }), description: Type.String() },
  { additionalProperties: false },
);

export const TenantDocument = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    company: CompanyConfig,
    server: TenantServerConfig,
    seed: Type.Optional(
      Type.Object(
        {
          users: Type.Optional(Type.Array(SeedUser)),
          terms: Type.Optional(Type.Array(SeedTerm)),
          entities: Type.Optional(Type.Array(SeedEntity)),
          banners: Type.Optional(Type.Array(SeedBanner)),
          notifications: Type.Optional(Type.Array(SeedNotification)),
          live: Type.Optional(Type.Array(SeedLiveEvent, { description: 'Live-shop events with their products (issue 11).' })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'urn:portal:schema:tenant', additionalProperties: false },
);

export type Connector = Static<typeof Connector>;
export type MariadbConnector = Extract<Connector, { type: 'mariadb' }>;
export type NamedQuery = Static<typeof NamedQuery>;
export type TenantServerConfig = Static<typeof TenantServerConfig>;
export type SeedUser = Static<typeof SeedUser>;
export type SeedBanner = Static<typeof SeedBanner>;
export type SeedNotification = Static<typeof SeedNotification>;
export type TenantDocument = Static<typeof TenantDocument>;
