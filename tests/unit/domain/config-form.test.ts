import { describe, expect, it } from 'vitest';
import local from '../../../fixtures/tenants/local.json';
import { applyConfigForm, configFormData } from '../../../domain/config-form';
import { parseDraft } from '../../../domain/config-draft';

const { seed: _seed, ...document } = local as typeof local & { seed?: unknown };
const now = '2026-11-25T10:00:00.000Z';

describe('config form <-> document (the editor form view)', () => {
  it('reads the common parts of the local tenant', () => {
    const form = configFormData(document);
    expect(form.identity).toEqual({ appName: 'Portal Demo', appTitle: 'Portal Demo' });
    expect(form.colors).toEqual({ primary: '#0b5cab', secondary: '#12355b', active: '#e07a00' });
    expect(form.login.html).toContain('Bem-vindo ao Portal Demo.');
    expect(form.login.showHelpButton).toBe(true);
    expect(form.registration).toEqual({ enabled: true, notRegisteredNotification: false });
    expect(form.password).toEqual({ min: 6 });
    expect(form.notifications).toEqual({ whatsapp: true, sms: true });
    expect(form.chat).toEqual({ type: 'none', openOnLogin: false });
    expect(form.externalAuth).toEqual({ hasExternalAuth: false });
  });

  it('writes back an unchanged form as the very same document (same keys, same order)', () => {
    const back = applyConfigForm(document, configFormData(document), now);
    expect(JSON.stringify(back)).toBe(JSON.stringify(document));
  });

  it('changes only what the form changed and keeps the rest (modules, server part)', () => {
    const form = configFormData(document);
    form.colors.primary = '#aa0000';
    form.login.html = '<p>Nova mensagem</p>';
    form.password = { min: 8, max: 64 };
    const back = applyConfigForm(document, form, now);
    expect(back.company.style.color).toEqual({ primary: '#aa0000', secondary: '#12355b', active: '#e07a00' });
    expect(back.company.message.login.html).toBe('<p>Nova mensagem</p>');
    expect(back.company.passwordValidation).toEqual({ rules: { min: { value: 8 }, max: { value: 64 } } });
    expect(back.company.modules).toBe(document.company.modules);
    expect(back.server).toBe(document.server);
    expect(Object.keys(back.company)).toEqual(Object.keys(document.company));
  });

  it('removes optional parts the form empties and adds the ones it fills', () => {
    const form = configFormData(document);
    form.login.html = '';
    form.modal.html = '';
    form.password = {};
    form.chat = { type: 'tawk', token: 'abc', openOnLogin: true };
    form.externalAuth.hasExternalAuth = true;
    const back = applyConfigForm(document, form, now) as unknown as { company: Record<string, unknown> };
    expect(back.company.message).toBeUndefined();
    expect(back.company.modalLogin).toBeUndefined();
    expect(back.company.passwordValidation).toBeUndefined();
    expect(back.company.chat).toEqual({ type: 'tawk', token: 'abc', openOnLogin: true });
    expect(back.company.hasExternalAuth).toBe(true);
  });

  it('dates a notification channel whose status changes (users consent again) and leaves the others', () => {
    const form = configFormData(document);
    form.notifications.sms = false;
    const back = applyConfigForm(document, form, now);
    expect(back.company.notifications.sms).toEqual({ status: false, configurationDate: now });
    expect(back.company.notifications.whatsapp).toEqual(document.company.notifications.whatsapp);
  });
});

describe('draft text', () => {
  it('parses a document or says where the syntax breaks', () => {
    expect(parseDraft('{"a": 1}')).toEqual({ ok: true, document: { a: 1 } });
    const broken = parseDraft('{"a": }');
    expect(broken.ok).toBe(false);
  });
});
