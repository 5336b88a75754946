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
  /** Portal layout: header, menus, tabs, footer and dialogs (wording ours; DESIGN.md §7). */
  layout: {
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    mobileMenu: 'Menu',
    modulesNav: 'Módulos',
    breadcrumb: 'Você está em',
    home: 'Início',
    closeItem: 'Fechar',
    itemTabs: (module: string) => `Itens de ${module}`,
    chooseItem: 'Escolha um item no menu para começar.',
    itemUnavailable: 'Este item não existe ou não está disponível para o seu perfil.',
    itemBusy: 'Aguarde: um item ainda está carregando.',
    itemSummaryFailed: 'Indisponível: o resumo deste item não pôde ser carregado.',
    footer: (appName: string, year: number) => `© ${year} ${appName}`,
    bannerTitle: 'Novidades',
    cookieClose: 'Fechar aviso de cookies',
    cookieRegion: 'Aviso de cookies',
    publicityRegion: 'Para minha empresa',
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
