/**
 * pt-BR texts of the admin area's operations (issue 10): quotas, activity, audit, consent report and
 * notification automation. SPEC leaves the admin area "not shown": the wording is ours.
 */
export const adminOperationsMessages = {
  errors: {
    quotaUsersGeneric: 'Limite de usuários da empresa atingido.',
    quotaUsers: (limit: number) => `Limite de usuários da empresa atingido (${limit}).`,
    quotaStorageGeneric: 'Limite de armazenamento da empresa atingido.',
    quotaStorage: (limit: string) => `Limite de armazenamento da empresa atingido (${limit}).`,
    quotaQueriesGeneric: 'Limite de consultas por minuto da empresa atingido. Tente novamente em instantes.',
    quotaQueries: (limit: number) => `Limite de consultas por minuto da empresa atingido (${limit}). Tente novamente em instantes.`,
    invalidPeriod: 'Período inválido: informe datas válidas, com o início antes do fim.',
    tooManyBuckets: (max: number) => `Período longo demais para o agrupamento escolhido (máximo de ${max} pontos).`,
    automationNotFound: 'Automação de notificação não encontrada.',
    automationRecipients: 'Informe os destinatários: todos os usuários, grupos ou e-mails.',
  },
  quotas: {
    comment: (parts: string[]) => `Cotas alteradas: ${parts.join(', ')}`,
    users: 'usuários',
    storageBytes: 'armazenamento (bytes)',
    queriesPerMinute: 'consultas por minuto',
    none: 'sem limite',
  },
  consents: {
    header: ['E-mail', 'Nome', 'Termo', 'Versão do termo', 'Aceito em', 'IP do aceite', 'Canais de notificação', 'Notificações revisadas em'],
    channel: (name: string, accepted: boolean) => `${name}: ${accepted ? 'sim' : 'não'}`,
    fileName: (tenantId: string) => `consentimentos-${tenantId}.csv`,
  },
  automation: {
    mailFooter: (link: string) => `Veja também no portal: ${link}`,
  },
} as const;
