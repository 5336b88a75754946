import type { ErrorCode } from '../../domain/error-codes';

/** The success envelope of every JSON route. */
export function ok<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

export function errorBody(code: ErrorCode | string, message: string) {
  return { status: 'error' as const, error: code, message };
}
