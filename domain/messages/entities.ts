/** pt-BR texts of entity (CNPJ/CPF) selection, registration paths and MFA (SPEC §4; wording ours). */
export const entityMessages = {
  validation: {
    entitySelection: 'Você precisa selecionar no mínimo 1 empresa!',
    entityCode: 'CPF/CNPJ inválido. Confira os dígitos informados.',
  },
  entities: {
    invalidDocument: 'Informe um CPF ou CNPJ válido.',
    noRegistrationPath: 'O cadastro de empresas não está habilitado.',
    refused: 'Não foi possível validar esta empresa.',
    wrongAnswer: 'Resposta incorreta. Tente novamente.',
    added: 'Empresa adicionada com sucesso!',
    pending: 'Pedido enviado! A empresa fica pendente até ser aprovada.',
    mfaCodeFormat: 'O código deve ter 6 dígitos.',
    mfaWrongCode: 'Código incorreto. Tente novamente.',
    mfaExpired: 'O código expirou. Peça um novo código.',
    mfaNoOptions: 'Nenhuma forma de autenticação disponível para esta empresa.',
  },
  /** Entities (issue 5): registration paths, MFA, host users (texts SPEC leaves to the design). */
  entity: {
    notHeld: 'Você não possui acesso a esta empresa.',
    alreadyHeld: 'Esta empresa já está vinculada ao seu usuário.',
    pathDisabled: 'Esta forma de cadastro de empresa não está habilitada.',
    notValidated: 'Não foi possível validar a empresa automaticamente.',
    wrongAnswer: 'Resposta incorreta.',
    approvalPending: 'Já existe uma solicitação pendente para esta empresa.',
    approvalNotFound: 'Solicitação de aprovação não encontrada.',
    mfaOptionNotFound: 'Opção de envio do código não encontrada.',
    mfaInvalid: 'Código inválido ou expirado.',
    auditDisabled: 'A auditoria de empresas não está habilitada.',
  },
} as const;
