// The entity texts the signed-in portal's header and account menu show: a catalogue of their own, so that the
// dashboard's first load does not bring every entity dialog's texts (issue 14); part of entityUiMessages too.

/** The header's entity button and the account menu's entity entries (wording ours). */
export const entityHeaderMessages = {
  header: {
    one: (description: string) => `Empresa: ${description}`,
    many: (count: number) => `${count} empresas`,
    none: 'Selecionar empresa',
    add: 'Adicionar empresa',
    pendingApproval: 'Empresa aguardando aprovação',
  },
  menu: {
    entities: 'Empresas',
    addEntity: 'Adicionar empresa',
    approvals: 'Aprovações pendentes',
    host: 'Convidados',
    audit: 'Auditoria de empresas',
    accounts: 'Contas',
  },
} as const;
