import { describe, expect, it } from 'vitest';
import { isRootPath, isSessionFailure, pathnameOf, sessionRedirect } from '../../../domain/session';

describe('session rules (SPEC §4 Session, §8)', () => {
  it('sends a failed navigation to login keeping the full path, encoded, as redirect_url', () => {
    expect(sessionRedirect('/menu/financeiro/titulos?aba=2#topo')).toBe(
      '/?redirect_url=%2Fmenu%2Ffinanceiro%2Ftitulos%3Faba%3D2%23topo',
    );
  });

  it('keeps the login screen as it is, so its own redirect_url survives', () => {
    expect(sessionRedirect('/')).toBe('/');
    expect(sessionRedirect('')).toBe('/');
    expect(sessionRedirect('/?redirect_url=%2Fmenu')).toBe('/?redirect_url=%2Fmenu');
  });

  it('reads the path of a full path', () => {
    expect(pathnameOf('/help?x=1')).toBe('/help');
    expect(pathnameOf('#a')).toBe('/');
    expect(isRootPath('/?redirect_url=x')).toBe(true);
    expect(isRootPath('/menu')).toBe(false);
  });

  it('treats status 401 and the session codes as session failures, nothing else', () => {
    expect(isSessionFailure({ status: 401 })).toBe(true);
    for (const error of [
      '#INVALID_SESSION',
      '#SESSION_NOTFOUND',
      '#USER_TOKEN_NOTFOUND',
      '#INVALID_TOKEN',
      '#PUBLIC_SESSION',
    ])
      expect(isSessionFailure({ status: 400, error })).toBe(true);
    expect(isSessionFailure({ status: 0 })).toBe(false);
    expect(isSessionFailure({ status: 500, error: '#INTERNAL' })).toBe(false);
    expect(isSessionFailure({ status: 403, error: '#TENANT_MISMATCH' })).toBe(false);
  });
});
