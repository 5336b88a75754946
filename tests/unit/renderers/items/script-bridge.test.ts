import { describe, expect, it, vi } from 'vitest';
import { connectScriptBridge, type BridgeHandlers } from '../../../../renderers/items/script/script-bridge';

const received = {
  accessKey: '3'.repeat(44),
  number: '1234',
  series: '1',
  date: '2026-03-02',
  issuer: { document: '11222333000181', name: 'DEMO CONFECCOES LTDA' },
  lines: 3,
  total: 1124.1,
  fileKey: 'faccionista/ordens-de-producao/x.xml',
  receivedAt: '2026-03-02T12:00:00.000Z',
};

/** A window that keeps its message listener, and a frame window that records what it is sent. */
function setup(handlers: Partial<BridgeHandlers> = {}) {
  let listener: ((event: MessageEvent) => void) | null = null;
  const host = {
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => (listener = fn),
    removeEventListener: () => (listener = null),
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
  const sent: unknown[] = [];
  const frame = { postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) };
  const all: BridgeHandlers = {
    query: vi.fn(async () => [{ numero: '0001234' }]),
    router: vi.fn(async () => ({ status: 200, data: { source: 'x' } })),
    sendBill: vi.fn(async () => ({ sent: true as const, to: 'ana@demo.com.br' })),
    uploadXml: vi.fn(async () => received),
    navigate: vi.fn(),
    close: vi.fn(),
    resize: vi.fn(),
    ...handlers,
  };
  const stop = connectScriptBridge(host, () => frame, all, { resultSql: 'sem linhas', invalidRequest: 'pedido inválido', routerFailed: 'falhou', billFailed: 'boleto falhou', xmlFailed: 'xml falhou' });
  const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    listener?.({ data, source: from.source ?? frame, origin: from.origin ?? 'null' } as MessageEvent);
  // Lets the handlers' promises settle (microtasks only, no timers).
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { all, sent, post, stop, settle, listening: () => listener !== null };
}

const msg = (type: string, fields: Record<string, unknown> = {}) => ({ bridge: 'portal-item', id: 'm1', type, ...fields });

describe('script bridge in the portal', () => {
  it("runs a frame's query and answers its rows to that frame", async () => {
    const s = setup();
    s.post(msg('query', { name: 'titulos-lista', replace: { limit: 10 } }));
    await s.settle();
    expect(s.all.query).toHaveBeenCalledWith('titulos-lista', { limit: 10 });
    expect(s.sent).toEqual([{ message: msg('rows', { rows: [{ numero: '0001234' }] }), origin: '*' }]);
  });

  it('answers #ERRO_RESULT_SQL when the query gives no rows list, and the error of a failed call', async () => {
    const s = setup({ query: async () => ({ nada: true }) });
    s.post(msg('query', { name: 'q' }));
    await s.settle();
    expect(s.sent[0]).toMatchObject({ message: { type: 'error', error: '#ERRO_RESULT_SQL', message: 'sem linhas' } });

    const f = setup({ query: async () => Promise.reject({ status: 403, error: '#FORBIDDEN', message: 'Acesso negado.' }) });
    f.post(msg('query', { name: 'q' }));
    await f.settle();
    expect(f.sent[0]).toMatchObject({ message: { type: 'error', error: '#FORBIDDEN' } });
  });

  it("sends a frame's router event and answers the reply SPEC §8 resolves with", async () => {
    const s = setup();
    s.post(msg('router', { event: 'local/script', fields: { name: 'boletos.js' } }));
    await s.settle();
    expect(s.all.router).toHaveBeenCalledWith('local/script', { name: 'boletos.js' });
    expect(s.sent).toEqual([{ message: msg('result', { reply: { status: 200, data: { source: 'x' } } }), origin: '*' }]);
  });

  it("answers a rejected router event with its status, code and message, and anything else with the fallback", async () => {
    const s = setup({ router: async () => Promise.reject({ status: 400, error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.' }) });
    s.post(msg('router', { event: 'user/changePasswordByDash', fields: {} }));
    await s.settle();
    expect(s.sent[0]).toEqual({
      message: msg('error', { error: '#WRONG_OLD_PASSWORD', message: 'Senha atual incorreta.', status: 400 }),
      origin: '*',
    });
    const bare = setup({ router: async () => Promise.reject({ status: 401, message: 'Sessão inválida.' }) });
    bare.post(msg('router', { event: 'x' }));
    await bare.settle();
    expect(bare.sent[0]).toMatchObject({ message: { type: 'error', error: '', message: 'Sessão inválida.', status: 401 } });
    const thrown = setup({ router: async () => Promise.reject(new Error('boom')) });
    thrown.post(msg('router', { event: 'x' }));
    await thrown.settle();
    expect(thrown.sent[0]).toEqual({ message: msg('error', { error: '#INTERNAL', message: 'falhou' }), origin: '*' });
  });

  it("asks for a frame's bill by e-mail and answers where it went, or the server's code and message", async () => {
    const s = setup();
    s.post(msg('sendBill', { bill: '0001234' }));
    await s.settle();
    expect(s.all.sendBill).toHaveBeenCalledWith('0001234');
    expect(s.sent).toEqual([{ message: msg('data', { data: { sent: true, to: 'ana@demo.com.br' } }), origin: '*' }]);

    const missing = setup({ sendBill: async () => Promise.reject({ status: 404, error: '#BILL_NOT_FOUND', message: 'Boleto não encontrado.' }) });
    missing.post(msg('sendBill', { bill: '9' }));
    await missing.settle();
    expect(missing.sent[0]).toEqual({ message: msg('error', { error: '#BILL_NOT_FOUND', message: 'Boleto não encontrado.' }), origin: '*' });
    const thrown = setup({ sendBill: async () => Promise.reject(new Error('offline')) });
    thrown.post(msg('sendBill', { bill: '9' }));
    await thrown.settle();
    expect(thrown.sent[0]).toEqual({ message: msg('error', { error: '#BILL_EMAIL_FAILED', message: 'boleto falhou' }), origin: '*' });
  });

  it("sends a frame's production-order XML and answers what the server read, or its code and message", async () => {
    const s = setup();
    s.post(msg('uploadXml', { xml: '<NFe/>' }));
    await s.settle();
    expect(s.all.uploadXml).toHaveBeenCalledWith('<NFe/>');
    expect(s.sent).toEqual([{ message: msg('data', { data: received }), origin: '*' }]);

    const twice = setup({ uploadXml: async () => Promise.reject({ status: 409, error: '#NFE_ALREADY_SENT', message: 'A NF-e 1234 já foi enviada em 02/03/2026.' }) });
    twice.post(msg('uploadXml', { xml: '<NFe/>' }));
    await twice.settle();
    expect(twice.sent[0]).toEqual({ message: msg('error', { error: '#NFE_ALREADY_SENT', message: 'A NF-e 1234 já foi enviada em 02/03/2026.' }), origin: '*' });
    const thrown = setup({ uploadXml: async () => Promise.reject(new TypeError('Failed to fetch')) });
    thrown.post(msg('uploadXml', { xml: '<NFe/>' }));
    await thrown.settle();
    expect(thrown.sent[0]).toEqual({ message: msg('error', { error: '#ERROR_UPLOAD_FILE', message: 'xml falhou' }), origin: '*' });
  });

  it('navigates, closes and resizes on request', () => {
    const s = setup();
    s.post(msg('navigate', { moduleId: 'financeiro', itemId: 'titulos' }));
    s.post(msg('close'));
    s.post(msg('resize', { height: 640 }));
    expect(s.all.navigate).toHaveBeenCalledWith('financeiro', 'titulos', '');
    expect(s.all.close).toHaveBeenCalledOnce();
    expect(s.all.resize).toHaveBeenCalledWith(640);
  });

  it('ignores messages from another window or from a non-opaque origin', () => {
    const s = setup();
    s.post(msg('close'), { source: {} });
    s.post(msg('close'), { origin: 'http://localhost:3000' });
    s.post(msg('close'), { origin: 'https://evil.example.com' });
    expect(s.all.close).not.toHaveBeenCalled();
  });

  it('answers a malformed bridge request with an error instead of leaving the script waiting', () => {
    const s = setup();
    s.post(msg('query', { name: 'DROP TABLE' }));
    expect(s.all.query).not.toHaveBeenCalled();
    expect(s.sent).toEqual([{ message: msg('error', { error: '#VALIDATION', message: 'pedido inválido' }), origin: '*' }]);
  });

  it('stops listening, and sends nothing more, once disconnected', async () => {
    let finish: (rows: unknown) => void = () => undefined;
    const s = setup({ query: () => new Promise((resolve) => (finish = resolve)) });
    s.post(msg('query', { name: 'q' }));
    s.stop();
    finish([]);
    await s.settle();
    expect(s.listening()).toBe(false);
    expect(s.sent).toEqual([]);
  });
});
