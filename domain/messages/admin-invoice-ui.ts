/** pt-BR texts of 'Cobrança' (issue 10: invoice configuration), the admin screen of the config section 'invoice'. */
export const adminInvoiceUi = {
  nav: 'Cobrança',
  title: 'Configuração de cobrança',
  intro: 'Como as faturas e os boletos da empresa são enviados e cobrados. O portal lê esta configuração na chamada financeira.',
  senderName: 'Nome do remetente',
  replyTo: 'E-mail para respostas',
  subject: 'Assunto do e-mail da fatura',
  subjectHint: '{numero} vira o número da fatura.',
  instructions: 'Instruções impressas no boleto',
  finePercent: 'Multa por atraso (%)',
  interestPercent: 'Juros por mês de atraso (%)',
  copyTo: 'Enviar cópia para (um e-mail por linha)',
  save: 'Salvar cobrança',
  saveTitle: 'Salvar a configuração de cobrança',
  saveComment: 'Configuração de cobrança alterada',
} as const;
