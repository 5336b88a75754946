/** pt-BR texts of the form links (/dynamic-form/:hash, issue 11): the public page, its errors and the mail. */
export const dynamicFormMessages = {
  page: {
    defaultTitle: 'Formulário',
    loading: 'Carregando formulário…',
    submit: 'Enviar',
    sending: 'Enviando…',
    thankYouTitle: 'Resposta enviada',
    thankYou: 'Obrigado! Sua resposta foi registrada.',
    sendFailed: 'Não foi possível enviar sua resposta. Tente novamente.',
    loadFailed: 'Não foi possível carregar o formulário. Tente novamente.',
    retry: 'Tentar novamente',
    goHome: 'Ir para o início',
  },
  gone: {
    notFoundTitle: 'Formulário não encontrado',
    notFound: 'Este link de formulário não existe. Confira o endereço recebido por e-mail.',
    usedTitle: 'Formulário já respondido',
    used: 'Este formulário já foi respondido. Cada link aceita uma única resposta.',
    expiredTitle: 'Link expirado',
    expired: 'O prazo para responder este formulário terminou. Peça um novo link a quem o enviou.',
  },
  errors: {
    notFound: 'Link de formulário não encontrado.',
    used: 'Este formulário já foi respondido.',
    expired: 'O link deste formulário expirou.',
    invalidAnswer: 'A resposta tem campos inválidos.',
    invalidDefinition: 'O formulário do link é inválido: informe json.form.schema, um JSON Schema de objeto.',
  },
  mail: {
    subject: (title: string) => (title ? `Formulário: ${title}` : 'Formulário para responder'),
    text: (title: string, link: string, expires: string) =>
      `Olá!\n\nVocê recebeu ${title ? `o formulário "${title}"` : 'um formulário'} para responder.\nAbra o link abaixo até ${expires}:\n\n${link}\n\nSe você não esperava este e-mail, ignore-o.`,
  },
  admin: {
    nav: 'Formulários',
    title: 'Respostas de formulários',
    intro: 'Respostas enviadas pelos links de formulário (/dynamic-form), cada uma já validada pelo formulário do link.',
    empty: 'Nenhuma resposta recebida ainda.',
    count: (total: number, shown: number) => (total === shown ? `${total} resposta(s).` : `${total} respostas; mostrando as ${shown} mais recentes.`),
    anonymous: '(sem e-mail)',
    when: 'Recebida em',
    who: 'E-mail',
    form: 'Formulário',
    answer: 'Resposta',
  },
} as const;
