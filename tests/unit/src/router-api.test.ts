// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFailureHandlers } from '../../../src/api/http-client';
import { routerRequest } from '../../../src/api/router-api';

const handlers = { onConnectionError: vi.fn(), onSessionError: vi.fn() };
const fetchMock = vi.fn();
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setFailureHandlers(handlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  handlers.onConnectionError.mockReset();
  handlers.onSessionError.mockReset();
});

describe('routerRequest (SPEC §7 "Router" with §8 reply rules)', () => {
  it('posts {event, ...fields} to /router; a field cannot replace the event', async () => {
    answer(200, { status: 'success', data: { source: 'x' } });
    await expect(routerRequest('local/script', { name: 'boletos.js', event: 'outro' })).resolves.toEqual({ status: 200, data: { source: 'x' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/router');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ name: 'boletos.js', event: 'local/script' });
    expect(init.headers['content-type']).toBe('application/json');
  });

  it('refuses a missing event with #ERRO_ROUTER_REQUEST without calling the server', async () => {
    await expect(routerRequest('  ')).rejects.toEqual({ status: 400, error: '#ERRO_ROUTER_REQUEST', message: 'Requisição sem evento.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resolves a 404, rejects a 400 with the reply, and a 500 as status 401 (the dialog too, unless the caller shows it)', async () => {
    answer(404, { status: 'error', error: '#ROUTER_EVENT_NOTFOUND', message: 'Evento desconhecido.' });
    await expect(routerRequest('x/y')).resolves.toMatchObject({ status: 404, error: '#ROUTER_EVENT_NOTFOUND' });
    answer(400, { status: 'error', error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' });
    await expect(routerRequest('user/changePasswordByDash')).rejects.toEqual({ status: 400, error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' });
    answer(500, { status: 'error', error: '#INTERNAL', message: 'Erro interno.' });
    await expect(routerRequest('local/script', {}, { connectionErrors: false })).rejects.toEqual({ status: 401, message: 'Erro interno.' });
    expect(handlers.onConnectionError).not.toHaveBeenCalled();
    answer(500, { status: 'error', error: '#INTERNAL', message: 'Erro interno.' });
    await expect(routerRequest('local/script')).rejects.toMatchObject({ status: 401 });
    expect(handlers.onConnectionError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    expect(handlers.onSessionError).not.toHaveBeenCalled();
  });

  it('a network failure rejects with status 500; a lost session still goes to the login', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(routerRequest('local/script', {}, { connectionErrors: false })).rejects.toMatchObject({ status: 500 });
    answer(401, { status: 'error', error: '#SESSION_NOTFOUND', message: 'Sessão não encontrada.' });
    await expect(routerRequest('local/script')).rejects.toEqual({ status: 401, message: 'Sessão não encontrada.' });
    expect(handlers.onSessionError).toHaveBeenCalledWith(expect.objectContaining({ status: 401, error: '#SESSION_NOTFOUND' }));
  });
});
