/** pt-BR reasons for a JSON syntax error (domain/json-syntax.ts), said with where it is. */
export const jsonSyntaxMessages = {
  at: (line: number, column: number, reason: string) => `linha ${line}, coluna ${column}: ${reason}.`,
  end: 'o fim do texto',
  character: (c: string) => (c === '"' ? 'aspas duplas' : c === '\n' ? 'uma quebra de linha' : `"${c}"`),
  unexpected: (what: string) => `${what} não era esperado aqui`,
  unexpectedEnd: 'o texto acabou antes do valor',
  unclosedString: 'um texto entre aspas não foi fechado',
  badEscape: 'escape inválido dentro do texto (use \\", \\\\, \\n ou \\uXXXX)',
  controlInString: 'quebra de linha ou tabulação dentro de um texto entre aspas (use \\n ou \\t)',
  badNumber: 'número inválido',
  trailingComma: 'vírgula sobrando antes do fechamento',
  expectedName: (what: string) => `era esperado um nome entre aspas duplas, veio ${what}`,
  expectedColon: (what: string) => `era esperado ":" depois do nome, veio ${what}`,
  expectedCommaOr: (close: string, what: string) => `falta uma vírgula ou "${close}", veio ${what}`,
  unreadable: 'o texto não é um JSON que se possa ler (aninhado demais?).',
  afterEnd: (what: string) => `há ${what} depois do fim do JSON`,
} as const;
