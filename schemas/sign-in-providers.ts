import { Type, type Static } from 'typebox';

/**
 * 'Continuar com Microsoft' (SPEC §6 adfsConfig): any OpenID Connect provider. Entra ID and ADFS differ only in
 * the issuer. The client secret is a config secret (masked in the API, encrypted at rest).
 */
export const OidcSettings = Type.Object(
  {
    issuer: Type.String({
      format: 'uri',
      description:
        'Entra ID: https://login.microsoftonline.com/{tenant-id}/v2.0; ADFS: https://adfs.example.com.br/adfs. O portal lê a configuração do provedor em {issuer}/.well-known/openid-configuration.',
    }),
    clientId: Type.String({ minLength: 1 }),
    clientSecret: Type.Optional(Type.String({ description: 'Segredo do cliente (client secret) do registro do aplicativo; depois de salvo, não é mais exibido.' })),
    allowedEmailDomains: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'Só e-mails destes domínios podem entrar por aqui (vazio ou ausente: qualquer domínio).' }),
    ),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 30000, description: 'Tempo limite de cada chamada ao provedor, em ms (padrão 5000).' })),
  },
  { additionalProperties: false, description: "Login por OpenID Connect ('Continuar com Microsoft'), pelo fluxo authorization code com PKCE." },
);

/** One company directory (LDAP or Active Directory), keyed in the config by the users' ldapDomain. */
export const LdapDirectory = Type.Object(
  {
    url: Type.String({ pattern: '^ldaps?://', description: 'ldap://host:389 ou ldaps://host:636.' }),
    startTls: Type.Optional(Type.Boolean({ description: 'Protege uma conexão ldap:// com StartTLS.' })),
    caPem: Type.Optional(Type.String({ description: 'Certificado da CA do diretório (PEM), quando ela não é uma CA pública confiável.' })),
    bindDn: Type.String({ minLength: 1, description: 'Conta de serviço que busca os usuários no diretório.' }),
    bindPassword: Type.String({ description: 'Senha da conta de serviço; depois de salva, não é mais exibida.' }),
    searchBase: Type.String({ minLength: 1 }),
    userFilter: Type.Optional(
      Type.String({ description: 'Filtro com {email} (escapado): padrão (mail={email}); Active Directory: (userPrincipalName={email}).' }),
    ),
    groupSearchBase: Type.Optional(Type.String({ description: 'Onde ficam os grupos (padrão: searchBase).' })),
    groupMap: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Nome do grupo no diretório (cn) -> grupo do portal. Se preenchido, os grupos do usuário no portal seguem o diretório a cada login.',
      }),
    ),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 30000, description: 'Tempo limite de cada operação no diretório, em ms (padrão 5000).' })),
  },
  { additionalProperties: false },
);

/** The tenant's external-auth verifier (SPEC: username login), called over HTTP. */
export const ExternalAuthSettings = Type.Object(
  {
    url: Type.String({ format: 'uri', description: 'Recebe POST {username, password}; 200 {email?} aceita, 401/403 recusa, 400 {message} mostra o texto.' }),
    secret: Type.String({ description: 'Enviado como Authorization: Bearer; depois de salvo, não é mais exibido.' }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 30000, description: 'Tempo limite da chamada, em ms (padrão 5000).' })),
  },
  { additionalProperties: false },
);

export type OidcSettings = Static<typeof OidcSettings>;
export type LdapDirectory = Static<typeof LdapDirectory>;
export type ExternalAuthSettings = Static<typeof ExternalAuthSettings>;
