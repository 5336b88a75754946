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
  /** The bill e-mail (SPEC §7 sendNoBearerEmail), to the user who asked for it; its reply to the portal. */
  bill: {
    subject: (appName: string, numero: string) => `Boleto ${numero} - ${appName}`,
    text: (b: {
      appName: string;
      nick: string;
      email: string;
      numero: string;
      vencimento: string;
      valor: string;
      cnpj?: string;
      situacao?: string;
      linhaDigitavel?: string;
      instructions?: string;
    }) =>
      [
        `Olá${b.nick ? `, ${b.nick}` : ''}!`,
        '',
        `Seguem os dados do boleto ${b.numero}, como você pediu no ${b.appName}.`,
        '',
        `Vencimento: ${b.vencimento}`,
        `Valor: ${b.valor}`,
        ...(b.cnpj ? [`CPF/CNPJ: ${b.cnpj}`] : []),
        ...(b.situacao ? [`Situação: ${b.situacao}`] : []),
        ...(b.linhaDigitavel ? [`Linha digitável: ${b.linhaDigitavel}`] : []),
        ...(b.instructions ? ['', b.instructions] : []),
        '',
        `Este e-mail foi enviado a ${b.email} a pedido de quem entrou no ${b.appName} com este endereço. Se não foi você, ignore esta mensagem.`,
      ].join('\n'),
    /** #BILL_NOT_FOUND */
    notFound: 'Boleto não encontrado entre os títulos das suas empresas.',
    /** #BILL_EMAIL_NOT_CONFIGURED */
    notConfigured: 'O envio de boletos por e-mail não está configurado nesta empresa.',
    /** #BILL_EMAIL_FAILED */
    failed: 'Não foi possível enviar o e-mail do boleto agora. Tente novamente em instantes.',
  },
} as const;
