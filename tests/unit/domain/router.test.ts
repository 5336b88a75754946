import { describe, expect, it } from 'vitest';
import { hasEvent, isRouterEvent, missingEventReply, routerOutcome } from '../../../domain/router';

describe('router replies (SPEC §8)', () => {
  it('rejects status 0, 400 and 409, as a number or a string, with the reply as it came', () => {
    const body = { status: 'error', error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' };
    for (const status of [0, 400, 409, '0', '400', '409']) {
      expect(routerOutcome(status, body), String(status)).toEqual({
        settle: 'reject',
        reply: { status: Number(status), error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' },
      });
    }
  });

  it('resolves 200, 201 and 404 with the reply (data, or the 404 code and message)', () => {
    expect(routerOutcome(200, { status: 'success', data: { source: 'x' } })).toEqual({ settle: 'resolve', reply: { status: 200, data: { source: 'x' } } });
    expect(routerOutcome('201', { status: 'success', data: { changed: true } })).toEqual({ settle: 'resolve', reply: { status: 201, data: { changed: true } } });
    expect(routerOutcome(404, { status: 'error', error: '#ROUTER_EVENT_NOTFOUND', message: 'Evento desconhecido.' })).toEqual({
      settle: 'resolve',
      reply: { status: 404, error: '#ROUTER_EVENT_NOTFOUND', message: 'Evento desconhecido.' },
    });
  });

  it('rejects any other status as {status 401, message}: the reply’s message, or one naming the status', () => {
    expect(routerOutcome(500, { status: 'error', error: '#INTERNAL', message: 'Erro interno.' })).toEqual({
      settle: 'reject',
      reply: { status: 401, message: 'Erro interno.' },
    });
    expect(routerOutcome(429, null)).toEqual({ settle: 'reject', reply: { status: 401, message: 'O servidor respondeu de forma inesperada (status 429).' } });
    expect(routerOutcome(401, { message: 'Sessão inválida.' })).toEqual({ settle: 'reject', reply: { status: 401, message: 'Sessão inválida.' } });
  });

  it('rejects a network failure (no answer) with status 500', () => {
    expect(routerOutcome(null, null)).toEqual({
      settle: 'reject',
      reply: { status: 500, message: 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.' },
    });
  });

  it('a missing event is #ERRO_ROUTER_REQUEST; the events the server answers are named', () => {
    expect(missingEventReply()).toEqual({ status: 400, error: '#ERRO_ROUTER_REQUEST', message: 'Requisição sem evento.' });
    expect([undefined, null, '', '  ', 3].map(hasEvent)).toEqual([false, false, false, false, false]);
    expect(hasEvent('local/script')).toBe(true);
    expect(['user/changePasswordByDash', 'local/script', 'user/other'].map(isRouterEvent)).toEqual([true, true, false]);
  });
});
