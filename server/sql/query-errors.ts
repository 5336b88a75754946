import { DomainError } from '../../domain/domain-error';
import { isConnectionError } from '../db/connection-errors';
import { NoRowsListError, QueryTimeoutError, readOnlyViolation } from './connector';

/**
 * Turns what a connector throws into the reply a caller sees: time limit -> 504 #QUERY_TIMEOUT, no rows
 * list -> #ERRO_RESULT_SQL, a write on the read-only account -> 403 #READ_ONLY_QUERY, a source that cannot be
 * reached -> 503 #DATABASE_UNAVAILABLE. Anything else is returned as is (the error handler logs it and answers 500 #INTERNAL, never the SQL text).
 */
export function toQueryError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  if (error instanceof QueryTimeoutError) return new DomainError('#QUERY_TIMEOUT');
  if (error instanceof NoRowsListError) return new DomainError('#ERRO_RESULT_SQL');
  if ((error as { code?: unknown })?.code === readOnlyViolation) return new DomainError('#READ_ONLY_QUERY');
  if (isConnectionError(error)) return new DomainError('#DATABASE_UNAVAILABLE');
  return error;
}
