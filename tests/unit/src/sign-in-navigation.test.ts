import { describe, expect, it } from 'vitest';
import { inApp } from '../../../src/hooks/use-stable-navigate';
import { withRedirectUrl } from '../../../src/login/use-login-machine';

describe('where a sign-in goes (SPEC §4 steps 7-8)', () => {
  it('carries redirect_url through a pending term, so accepting it continues there', () => {
    expect(withRedirectUrl('/termos/uso/1', '/dashboard/financeiro/titulos')).toBe(
      '/termos/uso/1?redirect_url=%2Fdashboard%2Ffinanceiro%2Ftitulos',
    );
  });

  it('leaves any other target, or a term without redirect_url, as it is', () => {
    expect(withRedirectUrl('/dashboard', '/menu')).toBe('/dashboard');
    expect(withRedirectUrl('/termos/uso/1', null)).toBe('/termos/uso/1');
  });

  it('never leaves the portal: other origins and protocol-relative paths go to /', () => {
    expect(inApp('/notifications?isLoggingIn=true')).toBe('/notifications?isLoggingIn=true');
    expect(inApp('https://evil.example.com/')).toBe('/');
    expect(inApp('//evil.example.com/')).toBe('/');
  });
});
