/** pt-BR texts of the data items: summary figures, tables, batch queries and detail tables (wording ours). */
export const dataItemMessages = {
  summary: {
    loading: 'Carregando…',
    empty: '—',
    error: 'Não foi possível carregar o valor.',
    busyLabel: (label: string) => `${label}: carregando`,
  },
  table: {
    search: 'Pesquisar',
    searchPlaceholder: 'Digite para pesquisar',
    pageSize: 'Itens por página',
    all: 'Todos',
    loading: 'Carregando…',
    processing: 'Processando…',
    empty: 'Nenhum registro encontrado.',
    failed: 'Não foi possível carregar os dados.',
    retry: 'Tentar novamente',
    pager: 'Paginação',
    first: 'Primeira',
    previous: 'Anterior',
    next: 'Próxima',
    last: 'Última',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    showing: (from: number, to: number, total: number) => `Mostrando ${from} a ${to} de ${total}`,
  },
  detail: {
    show: 'Ver detalhes',
    hide: 'Ocultar detalhes',
    title: (itemTitle: string) => `Detalhes: ${itemTitle}`,
  },
} as const;
