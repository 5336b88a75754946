import type { ApiFailure } from './api-failure';
import { isSessionError } from './error-codes';

/** The path part of a full path ('/menu?x=1#top' -> '/menu'); '' counts as the root. */
export function pathnameOf(fullPath: string): string {
  const path = fullPath.split(/[?#]/, 1)[0] ?? '';
  return path === '' ? '/' : path;
}

/** SPEC §2 '/': the login screen. */
export function isRootPath(fullPath: string): boolean {
  return pathnameOf(fullPath) === '/';
}

/**
 * SPEC §4 "Any failure goes to a session error with the full path": the login screen keeping where the user
 * was going as redirect_url. The login screen itself is returned as is, so its own redirect_url survives.
 */
export function sessionRedirect(fullPath: string): string {
  if (isRootPath(fullPath)) return fullPath === '' ? '/' : fullPath;
  return `/?redirect_url=${encodeURIComponent(fullPath)}`;
}

/** SPEC §8: status 401 or one of the session error codes: log out and go to login. */
export function isSessionFailure(failure: ApiFailure): boolean {
  return isSessionError(failure.status, failure.error);
}
