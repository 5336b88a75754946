import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_ON_LOGIN, signInTarget } from '../../../domain/sign-in-target';

const user = (pendingTerms = {}, revisionDate: string | null = '2026-01-01T00:00:00.000Z') => ({
  pendingTerms,
  notifications: { revisionDate },
});

describe('where a signed-in user goes (SPEC §4 Login flow 7-8)', () => {
  it('the last pending term wins', () => {
    const pending = { privacidade: { version: 3 }, uso: { version: 1 } };
    expect(signInTarget(user(pending), { appRoute: '/menu', redirectUrl: '/menu/x' })).toBe('/termos/uso/1');
  });

  it('then redirect_url, then consent, then the app route', () => {
    expect(signInTarget(user(), { appRoute: '/menu', redirectUrl: '/help' })).toBe('/help');
    const later = { appRoute: '/menu', latestNotificationConfigDate: '2026-02-01T00:00:00.000Z' };
    expect(signInTarget(user(), later)).toBe(NOTIFICATIONS_ON_LOGIN);
    expect(signInTarget(user({}, '2026-03-01T00:00:00.000Z'), later)).toBe('/menu');
    expect(signInTarget(user(), { appRoute: '/dashboard', redirectUrl: '' })).toBe('/dashboard');
  });
});
