/** Server-only pt-BR texts (replies, logs, the dev outbox page). */
export const serverMessages = {
  missingQueryParam: (name: string) => `Parâmetro da consulta não informado: ${name}`,
  outboxTitle: 'Caixa de saída (desenvolvimento)',
  outboxEmpty: 'Nenhuma mensagem enviada ainda.',
  outboxFrom: 'De:',
  outboxCc: 'Cópia:',
  outboxReplyTo: 'Responder a:',
  listening: (url: string) => `Portal no ar em ${url}`,
  demoLogins: 'Acessos de demonstração (senha entre parênteses):',
  shuttingDown: 'Encerrando o servidor…',
  /** WORKERS > 1 without DATABASE_URL: PGlite is one process's embedded database. */
  workersNeedPostgres: (asked: number) =>
    `WORKERS=${asked} requer DATABASE_URL (PostgreSQL); com o PGlite o portal roda em 1 processo. / WORKERS=${asked} needs DATABASE_URL (PostgreSQL); on PGlite the portal runs 1 process.`,
  clusterStarting: (workers: number) => `Iniciando ${workers} processos do servidor em uma porta.`,
  workerExited: (pid: number, code: number | null, signal: string | null) =>
    `Processo ${pid} do servidor terminou (código ${code ?? '-'}, sinal ${signal ?? '-'}); iniciando outro.`,
  workerListening: (pid: number) => `Processo ${pid} do servidor pronto.`,
  workerFailedToStart: 'O primeiro processo do servidor não iniciou; encerrando.',
  /**
   * 429 #RATE_LIMITED. With the wait (Retry-After) it is said in words, seconds under a minute, else whole minutes;
   * without it (the code's catalogue text, domain/domain-error.ts) it only asks to wait.
   */
  rateLimited: (retryAfterSeconds?: number) => {
    if (retryAfterSeconds === undefined) return 'Muitas tentativas. Aguarde e tente novamente.';
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'segundo' : 'segundos'}`
        : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    return `Muitas tentativas. Aguarde ${wait} e tente novamente.`;
  },
} as const;
