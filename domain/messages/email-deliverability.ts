/** pt-BR texts of /email-deliverability and of the test e-mail it sends (issue 11). */
export const deliverabilityMessages = {
  title: 'Teste de recebimento de e-mail',
  lead: (email: string) => `Envie uma mensagem de teste para ${email} e confira se ela chega à sua caixa de entrada.`,
  send: 'Enviar e-mail de teste',
  sending: 'Enviando…',
  accepted: (time: string, transport: 'outbox' | 'smtp') =>
    transport === 'smtp'
      ? `Mensagem aceita pelo servidor de e-mail às ${time}. Ela deve chegar em alguns minutos.`
      : `Mensagem registrada às ${time} na caixa de saída do portal (ambiente de demonstração: nenhum e-mail sai daqui).`,
  refused: 'O servidor de e-mail recusou a mensagem. Tente novamente mais tarde ou fale com o suporte.',
  failed: 'Não foi possível enviar o e-mail de teste agora. Tente novamente em instantes.',
  serverReply: (reply: string) => `Resposta do servidor: ${reply}`,
  guidanceTitle: 'Não recebeu?',
  guidance: [
    'Procure a mensagem nas pastas Spam, Lixo eletrônico, Promoções ou Atualizações.',
    'Se ela estiver lá, marque-a como "Não é spam" e adicione o remetente aos seus contatos: os próximos e-mails do portal chegarão à caixa de entrada.',
    'Em e-mails corporativos, o filtro da empresa pode reter mensagens externas: peça à equipe de TI para liberar o remetente.',
    'Confira se o seu e-mail está correto e se a caixa não está cheia.',
  ],
  back: 'Voltar ao portal',
  subject: (appName: string) => `Teste de recebimento de e-mail do ${appName}`,
  text: (appName: string, name: string, when: string) =>
    `Olá, ${name}!\n\nEste é o e-mail de teste que você pediu no ${appName} em ${when}. Se ele chegou, os e-mails do portal chegam até você.\n\nNenhuma ação é necessária.`,
} as const;
