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
        'Entra ID: https://login.microsoftonline.com/{tenant-id}/v2.0; ADFS: https://adfs.example.com.br/adfs. Discovery reads {issuer}/.well-known/openid-configuration.',
    }),
    clientId: Type.String({ minLength: 1 }),
    clientSecret: Type.Optional(Type.String({ description: 'Client secret of the app registration (write-only).' })),
    allowedEmailDomains: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'Only these e-mail domains may sign in this way (empty or missing: any).' }),
    ),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 30000, description: 'Per call to the provider (default 5000).' })),
  },
  { additionalProperties: false, description: "OpenID Connect sign-in ('Continuar com Microsoft'), authorization code with PKCE." },
);

/** One company directory (LDAP or Active Directory), keyed in the config by the users' ldapDomain. */
export const LdapDirectory = Type.Object(
  {
    url: Type.String({ pattern: '^ldaps?://', description: 'ldap://host:389 or ldaps://host:636.' }),
    startTls: Type.Optional(Type.Boolean({ description: 'Upgrade an ldap:// connection with StartTLS.' })),
    caPem: Type.Optional(Type.String({ description: "The directory's CA certificate (PEM), when it is not publicly trusted." })),
    bindDn: Type.String({ minLength: 1, description: 'Service account that searches the users.' }),
    bindPassword: Type.String({ description: 'Password of the service account (write-only).' }),
    searchBase: Type.String({ minLength: 1 }),
    userFilter: Type.Optional(
      Type.String({ description: "Filter with {email} (escaped): default (mail={email}); Active Directory: (userPrincipalName={email})." }),
    ),
    groupSearchBase: Type.Optional(Type.String({ description: 'Where the groups are (default searchBase).' })),
    groupMap: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: "Directory group name (cn) -> portal group. When set, the user's portal groups follow the directory at each sign-in.",
      }),
    ),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 30000, description: 'Per directory operation (default 5000).' })),
  },
  { additionalProperties: false },
);

/** The tenant's external-auth verifier (SPEC: username login), called over HTTP. */
export const ExternalAuthSettings = Type.Object(
  {
    url: Type.String({ format: 'uri', description: 'POST {username, password}; 200 {email?} accepts, 401/403 refuses, 400 {message} shows the text.' }),
    secret: Type.String({ description: 'Sent as Authorization: Bearer (write-only).' }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 500, maximum: 30000, description: 'Default 5000.' })),
  },
  { additionalProperties: false },
);

export type OidcSettings = Static<typeof OidcSettings>;
export type LdapDirectory = Static<typeof LdapDirectory>;
export type ExternalAuthSettings = Static<typeof ExternalAuthSettings>;
