import { accountMenuMessages } from './account-menu';

/** pt-BR texts of the account flows: registration, password, profile, feedback, terms, notification consent. */
export const accountMessages = {
  account: {
    passwordMismatch: 'As senhas não conferem.',
    passwordChanged: 'Senha alterada com sucesso!',
    preferencesSaved: 'Preferências salvas!',
    profileSaved: 'Dados atualizados com sucesso!',
    feedbackThanks: 'Obrigado pela sua avaliação!',
    feedbackInvalidScore: 'Escolha uma nota de 0 a 10.',
  },
  alerts: {
    wrongOldPassword: 'Senha atual incorreta.',
    samePassword: 'A nova senha deve ser diferente da atual.',
    forbidden: 'Você não tem permissão para esta ação.',
    termNotFound: 'Termo não encontrado.',
  },
  ui: {
    termsTitle: 'Termos de uso',
    notificationsTitle: 'Notificações',
    helpTitle: 'Ajuda',
  },
  /** Account screens and dialogs (issue 3); SPEC names them without their wording, so the words are ours. */
  accountUi: {
    ...accountMenuMessages,
    registerTitle: 'Complete seu cadastro',
    registerButton: 'Cadastrar',
    email: 'E-mail',
    nick: 'Nome',
    password: 'Senha',
    confirmPassword: 'Confirme a senha',
    phone: 'Telefone (opcional)',
    passwordHint: (min: number) => `A senha precisa ter no mínimo ${min} caracteres.`,
    resetTitle: 'Redefinir senha',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    confirmNewPassword: 'Confirme a nova senha',
    save: 'Salvar',
    close: 'Fechar',
    continue: 'Continuar',
    signingIn: 'Entrando…',
    accept: 'Aceitar',
    notificationsText: 'Escolha por quais canais você quer receber nossas notificações.',
    channelLabels: { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail', push: 'Notificações no navegador', telegram: 'Telegram' } as Record<string, string>,
    feedbackQuestion: 'De 0 a 10, o quanto você recomendaria o portal a um colega?',
    feedbackSend: 'Enviar',
    helpText: 'Precisa de ajuda? Fale com o suporte da sua empresa ou com o responsável pelo portal.',
    helpGreeting: (name: string) => `Olá, ${name}! Como podemos ajudar?`,
    publicTitle: 'Ao vivo',
    publicText: 'Conteúdos abertos a visitantes, sem precisar entrar.',
    signIn: 'Entrar',
    /** The way out for someone already signed in: the public page, /changePassword without changing it. */
    backToPortal: 'Voltar ao portal',
  },
} as const;
