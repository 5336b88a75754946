import { describe, expect, it } from 'vitest';
import { audienceText, sendConfirmation } from '../../../domain/automation-send';
import type { Automation } from '../../../schemas/admin-operations';

const automation: Automation = {
  id: '00000000-0000-0000-0000-000000000001',
  name: 'Aviso',
  title: 'Boleto disponível',
  message: '<p>Oi</p>',
  module: null,
  recipients: { groups: ['financeiro'], emails: ['ana@demo.com.br', 'rui@demo.com.br'] },
  channels: ['portal', 'email'],
  notify: true,
  createdBy: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  lastSentAt: null,
};

describe("the question before 'Enviar agora'", () => {
  it('names the automation, what is sent, by which channels and to whom', () => {
    expect(sendConfirmation(automation)).toEqual({
      title: 'Enviar "Aviso" agora?',
      text: 'A notificação "Boleto disponível" será enviada agora pelo portal e por e-mail para os usuários do grupo financeiro, ana@demo.com.br e rui@demo.com.br. Não é possível desfazer o envio.',
    });
  });

  it('says everyone, groups alone or e-mails alone', () => {
    expect(audienceText({ everyone: true })).toBe('todos os usuários ativos da empresa');
    expect(audienceText({ groups: ['financeiro', 'compras', 'rh'] })).toBe('os usuários dos grupos financeiro, compras e rh');
    expect(audienceText({ emails: ['ana@demo.com.br'] })).toBe('ana@demo.com.br');
    expect(audienceText({ groups: ['financeiro'], emails: ['ana@demo.com.br'] })).toBe('os usuários do grupo financeiro e ana@demo.com.br');
    expect(sendConfirmation({ ...automation, channels: ['email'] }).text).toContain('enviada agora por e-mail para');
  });
});
