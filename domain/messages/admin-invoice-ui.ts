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
  billQuery: 'Consulta do boleto por e-mail',
  billQueryHint:
    'Nome da consulta nomeada que acha o boleto que o usuário pede por e-mail (recebe :bill:, o número, e :entities:; devolve numero, vencimento e valor). Em branco, o portal não envia boletos por e-mail.',
  save: 'Salvar cobrança',
  saveTitle: 'Salvar a configuração de cobrança',
  saveComment: 'Configuração de cobrança alterada',
  /** What a field holds that the invoice schema would refuse (the browser's check before the save). */
  checks: {
    tooLong: (max: number) => `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
    badEmail: 'Informe um e-mail válido. Ex.: financeiro@empresa.com.br',
    badEmails: (emails: string) => `E-mails inválidos: ${emails}`,
    tooManyCopies: (max: number) => `Informe no máximo ${max} e-mails.`,
    notNumber: 'Informe um número. Ex.: 2 ou 2,5',
    percentRange: (min: number, max: number) => `Informe um percentual de ${min} a ${max}.`,
  },
} as const;
