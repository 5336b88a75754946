/**
 * pt-BR texts of the question asked before unsaved edits are left behind (src/ui/leave-guard.tsx): an admin
 * section, an item's form in the admin, a form item in the portal. SPEC leaves it "not shown": the wording is ours.
 */
export const leaveMessages = {
  title: 'Sair sem salvar?',
  stay: 'Continuar editando',
  leave: 'Sair sem salvar',
  /** What each screen loses. */
  section: 'As alterações desta seção ainda não foram salvas e serão perdidas.',
  adminItem: "As alterações deste item ainda não foram aplicadas ao rascunho ('Aplicar ao rascunho') e serão perdidas.",
  formItem: 'Os dados deste formulário ainda não foram salvos e serão perdidos.',
} as const;
