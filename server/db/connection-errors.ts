/**
 * Whether a driver error means "the database cannot be reached or did not answer in time" (a 503 for the
 * caller, the pool drops the connection) rather than a fault of the statement itself.
 */
export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Network errors, SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now),
    // 57014 (statement_timeout: the server is too slow to answer in time).
    if (/^(E[A-Z]+|08...|57P0[1-3]|57014|PROTOCOL_CONNECTION_LOST)$/.test(code)) return true;
  }
  return typeof message === 'string' && connectionMessages.some((m) => message.includes(m));
}

/** What node-postgres and mariadb say when a connection fails, times out or is cut. */
const connectionMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended',
  'connection timeout',
  'socket has unexpectedly been closed',
  'retrieve connection from pool timeout',
  'Cannot use a pool after calling end',
];
