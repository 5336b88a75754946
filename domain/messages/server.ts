/** Server-only pt-BR texts (replies, logs, the dev outbox page). */
export const serverMessages = {
  missingQueryParam: (name: string) => `Parâmetro da consulta não informado: ${name}`,
  outboxTitle: 'Caixa de saída (desenvolvimento)',
  outboxEmpty: 'Nenhuma mensagem enviada ainda.',
  listening: (url: string) => `Portal no ar em ${url}`,
  demoLogins: 'Acessos de demonstração (senha entre parênteses):',
  shuttingDown: 'Encerrando o servidor…',
} as const;
