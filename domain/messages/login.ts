/** pt-BR texts of the login screen (SPEC §4, word for word; texts SPEC leaves to the design are ours). */
export const loginMessages = {
  login: {
    title: 'Seja bem-vindo',
    /** The login screen's name in the document title (ours). */
    pageTitle: 'Entrar',
    emailPlaceholder: 'Digite seu e-mail',
    usernamePlaceholder: 'Digite seu usuário',
    passwordPlaceholder: 'Digite sua senha',
    continue: 'Continuar',
    back: 'Voltar',
    continueWithMicrosoft: 'Continuar com Microsoft',
    helpButton: 'Me Ajuda',
    forgotPassword: 'Esqueci minha senha',
    greeting: (firstName?: string) => (firstName ? `Olá ${firstName}!` : 'Olá!'),
  },
  cookieBanner: { accept: 'Estou ciente' },
  promo: {
    titleLogged: (firstName: string) => `Olá, ${firstName}`,
    titleAnonymous: 'Para minha empresa',
    button: 'Saiba Mais',
  },
  validation: {
    resetNeedsEmail: 'Ops, você precisa informar um email válido.',
    confirmEmailInvalid: 'Este e-mail não é válido, por favor, tente outro e-mail!',
  },
  alerts: {
    wrongPassword: 'Senha incorreta',
    wrongUserOrPassword: 'Usuário/Senha incorreta',
    externalAuthFailed: 'Usuário ou senha inválidos.',
    tryAgain: 'Tente novamente.',
    userBlockedTitle: 'Usuário bloqueado',
    userBlockedDefault: 'Seu usuário está bloqueado. Entre em contato para obter mais informações.',
    resetUnexpectedText: 'Nosso suporte já foi informado. Tente novamente mais tarde.',
    resetSent: 'Pedido enviado! Verifique seu email para continuar.',
    registrationSent: 'E-mail enviado com sucesso!',
    registrationSentText: 'Clique no link que você recebeu no seu e-mail para continuar o cadastro.',
    ldapReset: (domain: string) =>
      `Seu e-mail é autenticado no domínio ${domain} via LDAP. A redefinição de senha deve ser feita pelo administrador do domínio`,
    unknownUser: (email: string) => `Usuário "${email}" inexistente!`,
    maintenance: 'Estamos em manutenção',
    /** A stored session the server refused mid-work (ended elsewhere, expired, user blocked): said once, on the login. */
    sessionEnded: { title: 'Sua sessão terminou', text: 'Entre de novo para continuar.' },
    confirmEmailTitle: 'Confirme seu e-mail',
    confirmEmailText: 'Qual destes é o seu e-mail?',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
  },
  ui: {
    publicModulesTitle: 'Acesso público',
    closeModal: 'Fechar',
    cookieText: (contact: string) =>
      `Usamos cookies para melhorar sua experiência. Dúvidas sobre privacidade e seus dados: ${contact}.`,
    promoText: 'Conheça a plataforma que simplifica a rotina financeira da sua empresa.',
  },
} as const;
