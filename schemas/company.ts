import { Type, type Static } from 'typebox';
import { adminPermissionNames } from './admin-permission-names';
import { literals } from './literals';
import { JsonLogicRule, ModuleItem } from './items';

export { ModuleItem };

/** Module: SPEC §3 "Module". */
export const Module = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    title: Type.String({ minLength: 1 }),
    customValue: Type.Optional(
      Type.Object(
        { saveOnS3: Type.Optional(Type.Boolean()), s3Link: Type.Optional(Type.String()) },
        { additionalProperties: true },
      ),
    ),
    role: Type.Optional(
      Type.Object(
        {
          groups: Type.Optional(Type.Array(Type.String())),
          showLogin: Type.Optional(Type.Boolean()),
          requiresAccountsAccess: Type.Optional(
            Type.Boolean({ description: 'Módulo de contas: aparece só para os usuários que têm acesso às contas, conforme a configuração de pagamento.' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    visibleWhen: Type.Optional(JsonLogicRule),
    hidden: Type.Optional(Type.Boolean({ description: 'Oculto para todos (continua salvo na configuração).' })),
    items: Type.Array(ModuleItem),
  },
  { additionalProperties: false },
);

const Color = Type.String({ pattern: '^#[0-9a-fA-F]{3,8}$' });
const Channel = Type.Object(
  { status: Type.Boolean(), configurationDate: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);

/**
 * Company (tenant) config, public part: what `GET /cache/{domain}.json` serves (SPEC §3 "Company config").
 * `additionalProperties: false` everywhere, so it can never carry connectors, SQL or secrets.
 */
export const CompanyConfig = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }),
    status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
    domain: Type.Array(Type.String({ minLength: 1 })),
    appName: Type.String({ minLength: 1 }),
    appTitle: Type.String({ minLength: 1 }),
    modules: Type.Array(Module),
    style: Type.Object(
      {
        color: Type.Object(
          { primary: Color, secondary: Color, active: Type.Optional(Color) },
          { additionalProperties: false },
        ),
        layout: Type.Optional(
          Type.Object(
            {
              entity: Type.Optional(Type.Object({ show: Type.Boolean() }, { additionalProperties: false })),
              fluid: Type.Optional(Type.Boolean()),
              menu: Type.Optional(Type.Boolean()),
              script: Type.Optional(Type.Boolean()),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    message: Type.Optional(
      Type.Object(
        {
          login: Type.Optional(
            Type.Object(
              { html: Type.Optional(Type.String()), responsiveEmbed: Type.Optional(Type.Boolean()) },
              { additionalProperties: false },
            ),
          ),
          userBlocked: Type.Optional(Type.String()),
          blockedAccess: Type.Optional(Type.Record(Type.String(), Type.String())),
        },
        { additionalProperties: false },
      ),
    ),
    modalLogin: Type.Optional(
      Type.Object(
        { html: Type.String(), setCookieWatched: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
    modalDashboard: Type.Optional(
      Type.Object({ setCookieWatched: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
    ),
    selfRegistration: Type.Optional(
      Type.Object(
        { enabled: Type.Boolean(), enableUserNotRegisteredNotification: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
    hasExternalAuth: Type.Optional(Type.Boolean()),
    adfsConfig: Type.Optional(
      Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false, description: 'Liga o login com ADFS; endereços e segredos ficam na parte do servidor da configuração.' }),
    ),
    showHelpButton: Type.Optional(Type.Boolean()),
    chat: Type.Optional(
      Type.Object(
        {
          type: literals(['zendesk', 'tawk', 'blip', 'zenvia', 'tiflux']),
          token: Type.Optional(Type.String()),
          openOnLogin: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    lgpd: Type.Optional(
      Type.Object(
        { contact: Type.String({ minLength: 1 }), policyUrl: Type.Optional(Type.String({ format: 'uri' })) },
        { additionalProperties: false },
      ),
    ),
    loginConnectionCheck: Type.Optional(
      Type.Object(
        {
          enable: Type.Boolean(),
          sql: Type.Optional(Type.String({ description: 'Nome de uma consulta definida no servidor.' })),
          connector: Type.Optional(Type.String()),
          errorText: Type.Optional(Type.String()),
          forceConnectionError: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    simplificaPublicityLink: Type.Optional(Type.String({ format: 'uri' })),
    entity: Type.Optional(
      Type.Object(
        {
          autoValidate: Type.Optional(
            Type.Object({ sql: Type.String(), connector: Type.String() }, { additionalProperties: false }),
          ),
          question: Type.Optional(
            Type.Object(
              { sql: Type.String(), connector: Type.String(), description: Type.String() },
              { additionalProperties: false },
            ),
          ),
          mfa: Type.Optional(Type.Boolean()),
          approval: Type.Optional(Type.Boolean()),
          radar: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    notifications: Type.Optional(Type.Record(Type.String(), Channel)),
    passwordValidation: Type.Optional(
      Type.Object(
        {
          rules: Type.Object(
            {
              min: Type.Optional(Type.Object({ value: Type.Integer({ minimum: 0 }) }, { additionalProperties: false })),
              max: Type.Optional(Type.Object({ value: Type.Integer({ minimum: 1 }) }, { additionalProperties: false })),
            },
            { additionalProperties: false },
          ),
        },
        { additionalProperties: false },
      ),
    ),
    enableBatch: Type.Optional(Type.Boolean()),
    admin: Type.Optional(
      Type.Object(
        {
          permissions: Type.Optional(
            Type.Record(Type.String({ minLength: 1 }), Type.Array(literals(adminPermissionNames), { uniqueItems: true }), {
              description: "Permissões de administração que cada grupo concede (administradores delegados); o grupo 'admin' tem todas.",
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'urn:portal:schema:company', additionalProperties: false },
);

export type Module = Static<typeof Module>;
export type CompanyConfig = Static<typeof CompanyConfig>;
