import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionValidation } from '../../schemas/session';
import { compileSchema } from '../../schemas/validator';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local } from './requests';

describe.each(backends())('public session on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  const openPublic = () => call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/public', ...local });

  it('opens a visitor session: isPublic, no groups, and validate says isPublic', async () => {
    const res = await openPublic();
    expect(res.statusCode).toBe(200);
    const { code, user } = res.json().data;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ isPublic: true, groups: [], email: '' });
    const validate = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/session/validate', ...local, payload: { code } });
    expect(compileSchema(SessionValidation).check(validate.json().data)).toBe(true);
    expect(validate.json().data).toMatchObject({ isPublic: true, json: { isPublic: true, groups: [] } });
  });

  it('is refused by login by token (401 #PUBLIC_SESSION) and by user routes', async () => {
    const { code } = (await openPublic()).json().data;
    const byToken = await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code } });
    expect(byToken.statusCode).toBe(401);
    expect(byToken.json().error).toBe('#PUBLIC_SESSION');
    const update = await call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/user/update', ...local, headers: { code }, payload: { feedbackScore: 5 } });
    expect(update.json().error).toBe('#PUBLIC_SESSION');
  });

  it('gives each visitor a session of their own, all on one hidden visitor row that cannot log in', async () => {
    const a = (await openPublic()).json().data.code;
    const b = (await openPublic()).json().data.code;
    expect(a).not.toBe(b);
    const visitors = await t.app.db.query<{ status: string; password_hash: string | null }>("SELECT status, password_hash FROM users WHERE tenant_id = 'local' AND status = 'public'");
    expect(visitors).toEqual([{ status: 'public', password_hash: null }]);
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: '', password: '' } });
    expect(login.statusCode).toBe(401);
  });
});
