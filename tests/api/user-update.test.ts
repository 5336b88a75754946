import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellMessages } from '../../domain/messages/shell';
import { backends, startTestApp, type TestApp } from './databases';
import { call, local, loginCode, password } from './requests';

describe.each(backends())('user update on %s', (backend) => {
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    code = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
  });
  afterAll(() => t.close());

  const update = (payload: Record<string, unknown>, session = code) =>
    call(t.app, { method: 'POST', url: '/auth/v1/session/app/local/user/update', ...local, headers: { code: session }, payload });
  const sessionUser = async (session = code) =>
    (await call(t.app, { method: 'GET', url: '/auth/v1/session/app/local/user/session', ...local, headers: { code: session } }));

  it('updates nick and phone, seen at once by the session (cache evicted)', async () => {
    expect((await sessionUser()).json().data.user.nick).toBe('Ana Souza');
    const res = await update({ nick: 'Ana Maria', phone: '(48) 3333-4444' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ nick: 'Ana Maria', firstNick: 'Ana', phone: '4833334444' });
    expect((await sessionUser()).json().data.user.nick).toBe('Ana Maria');
  });

  it("refuses blank fields with 'Este campo é obrigatório!' and a bad phone", async () => {
    const blank = await update({ nick: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Este campo é obrigatório!');
    const blankOld = await update({ oldPassword: '', password: 'novaSenha1' });
    expect(blankOld.json().message).toBe('Este campo é obrigatório!');
    expect((await update({ nick: 'Ana', phone: '123' })).json().error).toBe('#INVALID_PHONE');
  });

  it('stores notification consent with revisionDate = now', async () => {
    const res = await update({ notifications: { whatsapp: { status: true }, sms: { status: false } } });
    expect(res.json().data.user.notifications).toEqual({
      revisionDate: t.clock.now().toISOString(),
      channels: { whatsapp: { status: true }, sms: { status: false } },
    });
    t.clock.advance(1000);
    const again = await update({ notifications: { sms: { status: true } } });
    expect(again.json().data.user.notifications.channels).toEqual({ whatsapp: { status: true }, sms: { status: true } });
    expect(again.json().data.user.notifications.revisionDate).toBe(t.clock.now().toISOString());
  });

  it('stores a feedback score 0..10 and refuses anything but exactly one kind of change', async () => {
    expect((await update({ feedbackScore: 7 })).json().data.user.feedbackScore).toBe(7);
    for (const body of [{ feedbackScore: 11 }, { feedbackScore: 2.5 }, { nick: 'X', feedbackScore: 3 }, {}, { password: 'x' }]) {
      const res = await update(body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses the current password as the new one (400 #SAME_PASSWORD) and keeps it, but only once the old one passed', async () => {
    const other = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    const same = await update({ oldPassword: password, password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ status: 'error', error: '#SAME_PASSWORD', message: 'A nova senha deve ser diferente da atual.' });
    expect((await sessionUser(other)).statusCode).toBe(200); // nothing changed: no session revoked
    // A wrong current password says so first, whatever the new one is.
    expect((await update({ oldPassword: 'errada', password: 'errada' })).json().error).toBe('#WRONG_OLD_PASSWORD');
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password } });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password: old one checked, rules applied, other sessions revoked, this one kept', async () => {
    const other = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await sessionUser(other)).statusCode).toBe(200); // cached now
    const wrong = await update({ oldPassword: 'errada', password: 'novaSenha1' });
    expect(wrong.json()).toEqual({ status: 'error', error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' });
    const short = await update({ oldPassword: password, password: '123' });
    expect(short.json()).toMatchObject({ error: '#INVALID_PASSWORD', message: shellMessages.validation.minLength(6) });
    const res = await update({ oldPassword: password, password: 'novaSenha1' });
    expect(res.statusCode).toBe(200);
    const otherNow = await sessionUser(other);
    expect(otherNow.statusCode).toBe(401);
    expect((await sessionUser()).statusCode).toBe(200);
    const login = await call(t.app, { method: 'POST', url: '/auth/v1/general/app/local/login', ...local, payload: { email: 'ana@demo.com.br', password: 'novaSenha1' } });
    expect(login.statusCode).toBe(200);
  });
});
