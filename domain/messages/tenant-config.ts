/** pt-BR texts of tenant configuration as code (issue 9): the admin API's replies and the config rules. */
export const tenantConfigMessages = {
  errors: {
    invalid: 'A configuração tem erros e não foi salva.',
    conflict: (author: string, version: number, time: string) =>
      `A configuração foi alterada por ${author} (versão ${version}, ${time}) depois que você a abriu. Recarregue e refaça sua alteração.`,
    conflictGeneric: 'A configuração foi alterada por outra pessoa depois que você a abriu. Recarregue e refaça sua alteração.',
    versionRequired: 'Informe a versão que você editou (cabeçalho If-Match).',
    versionNotFound: 'Versão da configuração não encontrada.',
    invalidApiKey: 'Chave de API inválida ou revogada.',
    apiKeyNotFound: 'Chave de API não encontrada.',
    tenantExists: 'Já existe uma empresa com este identificador.',
    operatorTenantLocked: 'A empresa do endereço de operação não pode ser desativada nem bloqueada: os operadores perderiam o acesso.',
    domainTaken: 'Este domínio já é usado por outra empresa.',
    tenantNotFound: 'Empresa não encontrada.',
    userAlreadyRegistered: 'Este usuário já concluiu o cadastro: não há link de cadastro a reenviar.',
  },
  rules: {
    secretWithoutValue: 'Segredo mascarado sem valor salvo: informe o valor.',
    notInSection: (key: string) => `"${key}" não faz parte desta seção da configuração.`,
    onlyGroups: 'Nos perfis só mudam os grupos que veem cada módulo e item; o restante dos módulos se edita em Módulos.',
    grantBeyondOwn: (permission: string) => `Você não pode conceder a permissão "${permission}", que você mesmo não tem.`,
    duplicateModule: (id: string) => `O módulo "${id}" aparece mais de uma vez.`,
    duplicateItem: (id: string) => `O item "${id}" aparece mais de uma vez neste módulo.`,
    unknownQuery: (name: string) => `A consulta "${name}" não existe em server.queries.`,
    unknownConnector: (name: string) => `O conector "${name}" não existe em server.connectors.`,
    routeToNowhere: (path: string) =>
      `O item abriria em ${path}, caminho que nenhuma tela do portal atende: quem clicar volta ao início. Use dashboard, menu, script ou app.`,
    idChanged: (id: string) => `O identificador da empresa não pode mudar: deve ser "${id}".`,
    domainTaken: (domain: string) => `O domínio "${domain}" já pertence a outra empresa.`,
    domain: {
      notHostname: (domain: string) => `"${domain}" não é um nome de domínio: use só o endereço em minúsculas, como portal.empresa.com.br (sem https:// nem barras).`,
      localhost: (domain: string) => `"${domain}" contém localhost, que é sempre a empresa local: use outro domínio.`,
      repeated: (domain: string) => `O domínio "${domain}" aparece mais de uma vez.`,
    },
    lowContrast: (label: string, color: string, ratio: string) =>
      `A cor ${label} (${color}) com texto branco tem contraste ${ratio}:1, abaixo do mínimo AA de 4,5:1.`,
    colorLabels: { primary: 'primária', secondary: 'secundária', active: 'ativa' } as Record<string, string>,
  },
  versions: {
    initialComment: 'Versão inicial (fixtures)',
    initialAuthor: 'sistema',
    rollbackComment: (version: number) => `Restauração da versão ${version}`,
  },
} as const;

/** pt-BR texts of the platform operators' tenant list (issue 9). */
export const operatorMessages = {
  createdComment: 'Empresa criada pelo operador',
  blockedDefault: 'O acesso a este portal está bloqueado. Entre em contato com o suporte.',
  statusComment: (status: 'active' | 'disabled' | 'blocked') =>
    ({ active: 'Empresa ativada pelo operador', disabled: 'Empresa desativada pelo operador', blocked: 'Empresa bloqueada pelo operador' })[status],
} as const;
