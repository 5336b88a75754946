/** pt-BR e-mails the server sends (subject and text). */
export const mailMessages = {
  registrationSubject: (appName: string) => `Complete seu cadastro no ${appName}`,
  registrationText: (appName: string, link: string, hours = 48) =>
    `Olá!\n\nRecebemos um pedido de cadastro no ${appName} para este e-mail. Para continuar, acesse o link abaixo:\n\n${link}\n\nO link vale por ${hours} horas. Se você não fez este pedido, ignore esta mensagem.`,
  resetSubject: (appName: string) => `Redefinição de senha do ${appName}`,
  resetText: (appName: string, link: string, minutes = 60) =>
    `Olá!\n\nRecebemos um pedido para redefinir a sua senha no ${appName}. Para criar uma nova senha, acesse o link abaixo:\n\n${link}\n\nO link vale por ${minutes % 60 === 0 ? `${minutes / 60} hora${minutes === 60 ? '' : 's'}` : `${minutes} minutos`}. Se você não fez este pedido, ignore esta mensagem.`,
  /** Entities (issue 5): the MFA code and the host's guest invitation. */
  mfaSubject: (appName: string) => `Código de verificação do ${appName}`,
  mfaText: (appName: string, code: string, entity: string, minutes: number) =>
    `Olá!\n\nSeu código de verificação no ${appName} para vincular a empresa ${entity} é: ${code}\n\nO código vale por ${minutes} minutos e pode ser usado uma única vez. Se você não fez este pedido, ignore esta mensagem.`,
  guestSubject: (appName: string) => `Você foi convidado para o ${appName}`,
  guestText: (appName: string, link: string, hours = 48) =>
    `Olá!\n\nVocê foi convidado para acessar o ${appName}. Para criar sua senha, acesse o link abaixo:\n\n${link}\n\nO link vale por ${hours} horas.`,
} as const;
