/** pt-BR texts of the admin area's finance tools (issue 10): digitable lines, credentials, NF-e import. */
export const financeMessages = {
  digitableLine: {
    length: 'A linha digitável precisa ter 47 ou 48 dígitos (ou 44, se for o código de barras).',
    characters: 'A linha digitável só pode ter números, espaços, pontos e hífens.',
    collectionStart: 'A linha de arrecadação (48 dígitos) começa com 8.',
    valueIdentifier: 'O terceiro dígito (identificador de valor) da linha de arrecadação precisa ser 6, 7, 8 ou 9.',
    fieldCheckDigit: (field: number) => `O dígito verificador do campo ${field} não confere.`,
    generalCheckDigit: 'O dígito verificador geral não confere.',
    invalid: 'A linha digitável não é válida.',
  },
  credentials: {
    notEncrypted: 'O texto informado não é uma credencial cifrada por este portal.',
    cannotDecrypt: 'Não foi possível decifrar: a credencial foi alterada ou pertence a outra empresa.',
  },
  nfe: {
    malformed: (line: number, column: number) => `O arquivo não é um XML bem formado (linha ${line}, coluna ${column}).`,
    notNfe: 'O XML não é uma NF-e no layout 4.00: esperado nfeProc ou NFe com infNFe versao="4.00".',
    noProducts: 'A NF-e não tem linhas de produto (det).',
    missingField: (item: number, field: string) => `A linha de produto ${item} não tem o campo ${field}.`,
    badNumber: (item: number, field: string) => `A linha de produto ${item} tem um número inválido em ${field}.`,
    empty: 'Envie o XML da NF-e.',
    noAccessKey: 'A NF-e não tem chave de acesso: o Id de infNFe precisa ter 44 dígitos depois de "NFe".',
  },
  /** The production-order XML a contractor (faccionista) sends (SPEC §7 uploadXml). */
  productionOrder: {
    notIssuer: (document: string) => `A NF-e foi emitida por ${document}, que não é uma das suas empresas. Envie uma NF-e emitida pela sua empresa.`,
    alreadySentAny: 'Esta NF-e já foi enviada.',
    alreadySent: (number: string, day: string) => `A NF-e ${number} já foi enviada em ${day}.`,
  },
} as const;
