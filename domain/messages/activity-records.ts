/** pt-BR texts of the activity records list on /admin/activity (SPEC §7 Activity, issue 11). */
export const activityRecordsMessages = {
  title: 'Registros de atividade',
  intro: 'Cada atividade registrada pelo portal, da mais recente para a mais antiga.',
  filter: 'Tipo de atividade',
  all: 'Todas',
  when: 'Quando',
  pointer: 'Atividade',
  user: 'Usuário',
  link: 'Link',
  noUser: 'Sem usuário',
  empty: 'Nenhuma atividade registrada.',
  loading: 'Carregando registros…',
  loadFailed: 'Não foi possível carregar os registros de atividade.',
  retry: 'Tentar novamente',
  tableLabel: (count: number) => `Registros de atividade (${count.toLocaleString('pt-BR')})`,
  /** The SPEC's activities by name; any other pointer shows as recorded. */
  pointerLabel: (pointer: string) =>
    ({
      simplificaPublicityClick: 'Clique em Saiba Mais (divulgação)',
      connectionError: 'Erro de conexão',
      connectionErrorSum: 'Falha no resumo de item',
    })[pointer] ?? pointer,
} as const;
