/** pt-BR texts of the company sign-in providers (Microsoft/OIDC, LDAP, external auth); SPEC leaves them to the design. */
export const signInProviderMessages = {
  errors: {
    adfsState: 'O login Microsoft expirou ou já foi usado. Clique em "Continuar com Microsoft" de novo.',
    adfsRefused: 'Não foi possível confirmar seu login Microsoft. Tente novamente.',
    adfsEmailDomain: 'Este e-mail não pode entrar com a Microsoft nesta empresa.',
    adfsUnavailable: 'O login Microsoft não respondeu. Tente novamente em instantes.',
    ldapUnavailable: 'Não foi possível falar com o diretório da empresa (LDAP). Tente novamente em instantes.',
    externalAuthUnavailable: 'O serviço de autenticação da empresa não respondeu. Tente novamente em instantes.',
  },
  federation: {
    failedTitle: 'Não foi possível entrar com a Microsoft',
  },
} as const;
