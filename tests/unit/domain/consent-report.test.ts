import { describe, expect, it } from 'vitest';
import { consentChannels, consentRows, type ConsentUser } from '../../../domain/consent-report';

describe('consent report', () => {
  it('reads the channels as the profile stores them and as the seed does, sorted by name', () => {
    expect(consentChannels({ channels: { whatsapp: { status: true }, email: { status: false } } })).toEqual({
      email: { status: false },
      whatsapp: { status: true },
    });
    expect(Object.keys(consentChannels({ whatsapp: { status: true }, sms: { status: false } }))).toEqual(['sms', 'whatsapp']);
    expect(consentChannels({ whatsapp: 'sim', sms: { status: 1 } })).toEqual({});
    expect(consentChannels(null)).toEqual({});
  });

  it('gives a header and a row per accepted term, or one row for a user without any, dates in São Paulo time', () => {
    const users: ConsentUser[] = [
      {
        email: 'ana@demo.com.br',
        nick: 'Ana Souza',
        terms: [
          { termId: 'uso', title: 'Termos de uso', version: 1, acceptedAt: '2026-03-02T12:00:00.000Z', ip: '10.0.0.1' },
          { termId: 'uso', title: 'Termos de uso', version: 2, acceptedAt: '2026-04-01T15:30:00.000Z', ip: '10.0.0.2' },
        ],
        notifications: { revisionDate: '2026-02-01T12:00:00.000Z', channels: { sms: { status: false }, whatsapp: { status: true } } },
      },
      { email: 'bia@demo.com.br', nick: '', terms: [], notifications: { revisionDate: null, channels: {} } },
    ];
    expect(consentRows(users, 'America/Sao_Paulo')).toEqual([
      ['E-mail', 'Nome', 'Termo', 'Versão do termo', 'Aceito em', 'IP do aceite', 'Canais de notificação', 'Notificações revisadas em'],
      ['ana@demo.com.br', 'Ana Souza', 'uso (Termos de uso)', '1', '02/03/2026 09:00', '10.0.0.1', 'sms: não, whatsapp: sim', '01/02/2026 09:00'],
      ['ana@demo.com.br', 'Ana Souza', 'uso (Termos de uso)', '2', '01/04/2026 12:30', '10.0.0.2', 'sms: não, whatsapp: sim', '01/02/2026 09:00'],
      ['bia@demo.com.br', '', '', '', '', '', '', ''],
    ]);
  });
});
