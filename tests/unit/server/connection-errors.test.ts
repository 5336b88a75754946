import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../../../server/db/connection-errors';
import { toDatabaseError } from '../../../server/db/pg-db';
import { DomainError } from '../../../domain/domain-error';

describe('connection errors', () => {
  it('are network codes, SQLSTATE 08xxx/57P0x/57014 and the drivers\' lost-connection messages', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '08006', '08P01', '57P01', '57P03', '57014', 'PROTOCOL_CONNECTION_LOST']) {
      expect([code, isConnectionError(Object.assign(new Error('x'), { code }))]).toEqual([code, true]);
    }
    for (const message of ['timeout exceeded when trying to connect', 'Connection terminated unexpectedly', 'Query read timeout']) {
      expect([message, isConnectionError(new Error(message))]).toEqual([message, true]);
    }
  });

  it("are not a statement's own errors (syntax, read-only, constraint, a parse error of mariadb)", () => {
    for (const code of ['42601', '25006', '23505', 'ER_PARSE_ERROR', '42P01']) {
      expect([code, isConnectionError(Object.assign(new Error('x'), { code }))]).toEqual([code, false]);
    }
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError(new DomainError('#QUERY_TIMEOUT'))).toBe(false);
  });

  it('become 503 #DATABASE_UNAVAILABLE with the pt-BR text; other errors pass through unchanged', () => {
    const mapped = toDatabaseError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })) as DomainError;
    expect([mapped.status, mapped.code, mapped.message]).toEqual([503, '#DATABASE_UNAVAILABLE', 'Não foi possível conectar ao banco de dados. Tente novamente em instantes.']);
    const own = Object.assign(new Error('syntax'), { code: '42601' });
    expect(toDatabaseError(own)).toBe(own);
  });
});
