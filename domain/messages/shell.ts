/**
 * pt-BR texts of the shell every screen shares (ribbon, start-up pages, connection error, generic field rules),
 * word for word from SPEC.md. domain/messages/ is the product's one catalogue of user-visible strings, split
 * by area so each screen's chunk carries only its own words; components and the server take text from there only.
 */
export const shellMessages = {
  ribbon: { stage: 'HOMOLOGAÇÃO', local: 'DESENVOLVIMENTO' },
  /** The first stop of Tab on the portal and the work areas: past the header and the menus to the screen. */
  skipToContent: 'Pular para o conteúdo',
  /** Field rules shared by the login and account forms. */
  validation: {
    email: 'Informe um email válido.',
    required: 'Este campo é obrigatório!',
    minLength: (n: number) => `Este campo precisa ter no mínimo ${n} dígitos!`,
    maxLength: (n: number) => `Este campo precisa ter no máximo ${n} dígitos!`,
    phone: 'Informe um telefone válido.',
    expires: 'Validade inválida: informe uma data futura ou minutos, até 30 dias.',
  },
  alerts: {
    unexpected: 'Algum imprevisto aconteceu!',
    ok: 'Ok',
    invalidLink: 'Link inválido ou expirado.',
  },
  connectionError: {
    title: 'Algum imprevisto aconteceu!',
    text: 'O sistema pode estar fora do ar ou sua conexão com a internet foi perdida. Verifique se o seu antivírus está bloqueando o acesso. Se o problema persistir, entre em contato com o suporte.',
    browser: (info: string) => `Navegador: ${info}`,
    button: 'Ok, entendi',
  },
  detail: (status: number, code: string, message: string) => `StatusCode: ${status} / Erro: #${code.replace(/^#/, '')} - ${message}`,
  portal: { loading: 'Carregando…', disabled: 'Este portal está desativado.', notFound: 'Página não encontrada' },
  /** Texts of screens SPEC names without giving their wording (the design is ours; DESIGN.md §7). */
  ui: {
    blockedTitle: 'Acesso bloqueado',
    disabledTitle: 'Portal desativado',
    notFoundPath: (path: string) => `Endereço solicitado: ${path}`,
    backHome: 'Voltar ao início',
    environment: 'Ambiente',
  },
} as const;
