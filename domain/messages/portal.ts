/** pt-BR texts of the signed-in portal: header, modules, items, files (texts SPEC leaves to the design are ours). */
export const portalMessages = {
  portal: { logout: 'Sair' },
  ui: {
    greeting: (firstName: string) => (firstName ? `Olá, ${firstName}!` : 'Olá!'),
    modulesTitle: 'Seus módulos',
    noModules: 'Nenhum módulo disponível para o seu perfil.',
    comingSoon: 'Esta página estará disponível em breve.',
    mainNavigation: 'Navegação principal',
  },
  alerts: {
    noModuleOpen: 'Nenhum módulo aberto.',
    uploadFailed: 'Não foi possível fazer upload do arquivo.',
    saveFileFailed: 'Ocorreu um erro ao salvar o arquivo!',
  },
  validation: {
    fileMissing: (name: string) => `Arquivo(${name}) não informado`,
    fileExtension: (name: string) => `Extensão inválida do Arquivo(${name})`,
  },
  /** Portal items: summary figures and batch queries (wording ours). */
  items: {
    batchTimedOut: 'A consulta demorou mais que o esperado. Tente novamente mais tarde.',
    loading: 'Carregando…',
    unknownKind: (kind: string) => `Tipo de item desconhecido: "${kind}".`,
  },
} as const;
