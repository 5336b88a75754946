import { Type, type Static } from 'typebox';
import { CompanyConfig } from './company';
import { INVOICE_MAX_COPIES, INVOICE_PERCENT_RANGE, INVOICE_TEXT_MAX_LENGTH } from './invoice-limits';
import { SeedLiveEvent } from './live-shop';
import { ExternalAuthSettings, LdapDirectory, OidcSettings } from './sign-in-providers';

/** A connector the server runs named queries on. Accounts are read-only. */
export const Connector = Type.Union([
  Type.Object(
    { type: Type.Literal('pglite'), database: Type.String({ minLength: 1, description: 'Nome de um banco de dados embutido, guardado em DATA_DIR.' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('postgres'), url: Type.String({ minLength: 1 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('mariadb'),
      url: Type.String({ pattern: '^(mysql|mariadb)://', description: 'Ex.: mysql://user:password@host:3306/database' }),
    },
    { additionalProperties: false, description: 'ERP em MariaDB/MySQL, informado pela url; a conta deve ter só permissão de SELECT.' },
  ),
  Type.Object(
    {
      type: Type.Literal('mariadb'),
      host: Type.String({ minLength: 1 }),
      port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535, description: 'Padrão 3306.' })),
      user: Type.String({ minLength: 1 }),
      password: Type.Optional(Type.String()),
      database: Type.String({ minLength: 1 }),
    },
    { additionalProperties: false, description: 'ERP em MariaDB/MySQL, informado campo a campo; a conta deve ter só permissão de SELECT.' },
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
    senderName: Type.Optional(Type.String({ maxLength: INVOICE_TEXT_MAX_LENGTH.senderName, description: 'Nome do remetente das faturas e dos boletos.' })),
    replyTo: Type.Optional(Type.String({ format: 'email', description: 'Para onde vão as respostas ao e-mail da fatura.' })),
    subject: Type.Optional(Type.String({ maxLength: INVOICE_TEXT_MAX_LENGTH.subject, description: "Assunto do e-mail da fatura; '{numero}' vira o número da fatura." })),
    instructions: Type.Optional(Type.String({ maxLength: INVOICE_TEXT_MAX_LENGTH.instructions, description: 'Texto impresso no boleto (instruções de pagamento).' })),
    finePercent: Type.Optional(Type.Number({ ...INVOICE_PERCENT_RANGE.finePercent, description: 'Multa por atraso, em % do valor.' })),
    interestPercentPerMonth: Type.Optional(Type.Number({ ...INVOICE_PERCENT_RANGE.interestPercentPerMonth, description: 'Juros por atraso, em % ao mês.' })),
    copyTo: Type.Optional(Type.Array(Type.String({ format: 'email' }), { maxItems: INVOICE_MAX_COPIES, description: 'Quem recebe cópia de cada e-mail de fatura.' })),
    billQuery: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'Consulta nomeada (recebe :bill:, o número pedido, e :entities:) que devolve o boleto que o usuário pede por e-mail: uma linha {numero, vencimento, valor, cnpj?, situacao?, linhaDigitavel?}. Sem ela, o portal não envia boletos por e-mail.',
      }),
    ),
  },
  { additionalProperties: false, description: 'Configuração de cobrança, lida pelo portal dos usuários logados: como as faturas e os boletos da empresa são enviados e cobrados.' },
);

/** Server-only part of a tenant: never served to the browser. */
export const TenantServerConfig = Type.Object(
  {
    connectors: Type.Optional(Type.Record(Type.String(), Connector)),
    queries: Type.Optional(Type.Record(Type.String(), NamedQuery)),
    adfs: Type.Optional(OidcSettings),
    ldap: Type.Optional(Type.Record(Type.String(), LdapDirectory, { description: 'Diretórios (LDAP) da empresa, um para cada ldapDomain dos usuários.' })),
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
              description: 'Consulta nomeada (recebe :cnpj:) que lista os contatos de uma empresa (CPF/CNPJ) para o código de verificação (MFA): linhas {email?, phone?, description?}.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    quotas: Type.Optional(
      Type.Object(
        {
          users: Type.Optional(Type.Integer({ minimum: 0, description: 'Máximo de usuários da empresa (sem contar o visitante público).' })),
          storageBytes: Type.Optional(Type.Integer({ minimum: 0, description: 'Máximo de bytes em arquivos armazenados.' })),
          fileBytes: Type.Optional(Type.Integer({ minimum: 1, description: 'Tamanho máximo de cada arquivo enviado, em bytes (padrão 10 MB).' })),
          queriesPerMinute: Type.Optional(Type.Integer({ minimum: 1, description: 'Máximo de execuções de consultas nomeadas por minuto, somando todos os processos do servidor.' })),
        },
        { additionalProperties: false, description: 'Limites da empresa; um limite ausente quer dizer sem limite.' },
      ),
    ),
    invoice: Type.Optional(InvoiceConfig),
    payment: Type.Optional(
      Type.Object(
        {
          accountsAccess: Type.Optional(Type.Boolean({ description: 'Todos os usuários da empresa têm acesso ao módulo de contas.' })),
          accountsAccessEmails: Type.Optional(Type.Array(Type.String(), { description: 'Usuários (e-mails) com acesso ao módulo de contas.' })),
        },
        { additionalProperties: false, description: 'Adaptador de pagamento padrão: quem tem acesso ao módulo de contas.' },
      ),
    ),
    qa: Type.Optional(
      Type.Object(
        {
          groups: Type.Array(Type.String({ minLength: 1 }), {
            description: 'Grupos de usuários que podem abrir a bancada de QA (/qa) em produção.',
          }),
        },
        { additionalProperties: false, description: 'Acesso à bancada de QA: fora de produção, ela fica aberta a todos.' },
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
    username: Type.Optional(Type.String({ description: 'Nome de usuário na autenticação externa.' })),
    pendingTerms: Type.Optional(Type.Array(Type.String())),
    entities: Type.Optional(Type.Array(Type.String({ description: 'Códigos (CPF/CNPJ) das empresas de exemplo vinculadas a este usuário.' }))),
    notifications: Type.Optional(
      Type.Object(
        {
          revisionDate: Type.String({ format: 'date-time' }),
          channels: Type.Record(Type.String(), Type.Object({ status: Type.Boolean() }, { additionalProperties: false })),
        },
        { additionalProperties: false, description: 'Consentimento de notificações já dado pelo usuário.' },
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
    email: Type.String({ minLength: 3, description: 'E-mail de um usuário de exemplo desta empresa.' }),
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
          live: Type.Optional(Type.Array(SeedLiveEvent, { description: 'Transmissões ao vivo (live shop) com seus produtos.' })),
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
