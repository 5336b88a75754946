/**
 * Every user-visible pt-BR string, word for word from SPEC.md. Components and the server take text
 * from here only, so a wording change happens in one place.
 */
export const messages = {
  login: {
    title: 'Seja bem-vindo',
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
  ribbon: { stage: 'HOMOLOGAÇÃO', local: 'DESENVOLVIMENTO' },
  validation: {
    email: 'Informe um email válido.',
    required: 'Este campo é obrigatório!',
    minLength: (n: number) => `Este campo precisa ter no mínimo ${n} dígitos!`,
    maxLength: (n: number) => `Este campo precisa ter no máximo ${n} dígitos!`,
    resetNeedsEmail: 'Ops, você precisa informar um email válido.',
    entitySelection: 'Você precisa selecionar no mínimo 1 empresa!',
    confirmEmailInvalid: 'Este e-mail não é válido, por favor, tente outro e-mail!',
    fileMissing: (name: string) => `Arquivo(${name}) não informado`,
    fileExtension: (name: string) => `Extensão inválida do Arquivo(${name})`,
  },
  alerts: {
    wrongPassword: 'Senha incorreta',
    wrongUserOrPassword: 'Usuário/Senha incorreta',
    tryAgain: 'Tente novamente.',
    userBlockedTitle: 'Usuário bloqueado',
    userBlockedDefault: 'Seu usuário está bloqueado. Entre em contato para obter mais informações.',
    unexpected: 'Algum imprevisto aconteceu!',
    resetUnexpectedText: 'Nosso suporte já foi informado. Tente novamente mais tarde.',
    resetSent: 'Pedido enviado! Verifique seu email para continuar.',
    registrationSent: 'E-mail enviado com sucesso!',
    registrationSentText: 'Clique no link que você recebeu no seu e-mail para continuar o cadastro.',
    ldapReset: (domain: string) =>
      `Seu e-mail é autenticado no domínio ${domain} via LDAP. A redefinição de senha deve ser feita pelo administrador do domínio`,
    unknownUser: (email: string) => `Usuário "${email}" inexistente!`,
    maintenance: 'Estamos em manutenção',
    noModuleOpen: 'Nenhum módulo aberto.',
    uploadFailed: 'Não foi possível fazer upload do arquivo.',
    saveFileFailed: 'Ocorreu um erro ao salvar o arquivo!',
    confirmEmailTitle: 'Confirme seu e-mail',
    confirmEmailText: 'Qual destes é o seu e-mail?',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    ok: 'Ok',
  },
  connectionError: {
    title: 'Algum imprevisto aconteceu!',
    text: 'O sistema pode estar fora do ar ou sua conexão com a internet foi perdida. Verifique se o seu antivírus está bloqueando o acesso. Se o problema persistir, entre em contato com o suporte.',
    browser: (info: string) => `Navegador: ${info}`,
    button: 'Ok, entendi',
  },
  detail: (status: number, code: string, message: string) => `StatusCode: ${status} / Erro: #${code.replace(/^#/, '')} - ${message}`,
  portal: { logout: 'Sair', loading: 'Carregando…', disabled: 'Este portal está desativado.', notFound: 'Página não encontrada' },
  /** Texts of screens SPEC names without giving their wording (the design is ours; DESIGN.md §7). */
  ui: {
    publicModulesTitle: 'Acesso público',
    closeModal: 'Fechar',
    cookieText: (contact: string) =>
      `Usamos cookies para melhorar sua experiência. Dúvidas sobre privacidade e seus dados: ${contact}.`,
    promoText: 'Conheça a plataforma que simplifica a rotina financeira da sua empresa.',
    greeting: (firstName: string) => (firstName ? `Olá, ${firstName}!` : 'Olá!'),
    modulesTitle: 'Seus módulos',
    noModules: 'Nenhum módulo disponível para o seu perfil.',
    blockedTitle: 'Acesso bloqueado',
    disabledTitle: 'Portal desativado',
    notFoundPath: (path: string) => `Endereço solicitado: ${path}`,
    backHome: 'Voltar ao início',
    comingSoon: 'Esta página estará disponível em breve.',
    termsTitle: 'Termos de uso',
    notificationsTitle: 'Notificações',
    helpTitle: 'Ajuda',
    mainNavigation: 'Navegação principal',
    environment: 'Ambiente',
  },
  /** E-mails the server sends (subject and text). */
  mail: {
    registrationSubject: (appName: string) => `Complete seu cadastro no ${appName}`,
    registrationText: (appName: string, link: string) =>
      `Olá!\n\nRecebemos um pedido de cadastro no ${appName} para este e-mail. Para continuar, acesse o link abaixo:\n\n${link}\n\nO link vale por 24 horas. Se você não fez este pedido, ignore esta mensagem.`,
    resetSubject: (appName: string) => `Redefinição de senha do ${appName}`,
    resetText: (appName: string, link: string) =>
      `Olá!\n\nRecebemos um pedido para redefinir a sua senha no ${appName}. Para criar uma nova senha, acesse o link abaixo:\n\n${link}\n\nO link vale por 1 hora. Se você não fez este pedido, ignore esta mensagem.`,
  },
  /** Server-only texts (replies, logs, the dev outbox page). */
  server: {
    missingQueryParam: (name: string) => `Parâmetro da consulta não informado: ${name}`,
    outboxTitle: 'Caixa de saída (desenvolvimento)',
    outboxEmpty: 'Nenhuma mensagem enviada ainda.',
    listening: (url: string) => `Portal no ar em ${url}`,
    demoLogins: 'Acessos de demonstração (senha entre parênteses):',
    shuttingDown: 'Encerrando o servidor…',
  },
} as const;
