// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { base64Utf8, scriptDocument } from '../../../../renderers/items/script/script-document';
import { scriptShim } from '../../../../renderers/items/script/script-shim';

const origin = 'http://localhost:3000';
const user = { nick: 'Ana Souza', email: 'ana@demo.com.br' };

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the frame page of a legacy script', () => {
  it('is a pt-BR page titled after the item, with a <main> for the script', () => {
    const doc = parse(scriptDocument({ title: 'Boletos', source: '1', origin, user }));
    expect(doc.documentElement.lang).toBe('pt-BR');
    expect(doc.title).toBe('Boletos');
    expect(doc.querySelector('main#portal-script')).not.toBeNull();
  });

  it('carries the script as a data: URL, so its text cannot break out of its element', () => {
    const source = 'document.title = "</script><img src=x onerror=alert(1)> ç";';
    const doc = parse(scriptDocument({ title: 'T', source, origin, user }));
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(2);
    expect(doc.querySelector('img')).toBeNull();
    const src = scripts[1]!.getAttribute('src')!;
    expect(src.startsWith('data:text/javascript;charset=utf-8;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(src.split(',')[1]!), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(source);
  });

  it('escapes the title and the user data it embeds', () => {
    const html = scriptDocument({ title: '<b>Boletos</b>', source: '', origin, user: { nick: '</script><script>alert(1)</script>' } });
    const doc = parse(html);
    expect(doc.title).toBe('<b>Boletos</b>');
    expect(doc.querySelectorAll('script')).toHaveLength(2);
  });

  it("gives both scripts the portal page's CSP nonce (a srcdoc frame inherits the page's policy)", () => {
    const doc = parse(scriptDocument({ title: 'T', source: '1', origin, user, nonce: 'n0nce+/=' }));
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('nonce'))).toEqual(['n0nce+/=', 'n0nce+/=']);
    const plain = parse(scriptDocument({ title: 'T', source: '1', origin, user }));
    expect([...plain.querySelectorAll('script')].map((s) => s.hasAttribute('nonce'))).toEqual([false, false]);
  });

  it('encodes UTF-8 text as base64', () => {
    expect(atob(base64Utf8('ação'))).toBe(String.fromCharCode(...new TextEncoder().encode('ação')));
  });
});

/** Runs the shim against a fake frame window: what it posts to the parent, and its message listener. */
function runShim() {
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  const listeners: ((event: Partial<MessageEvent>) => void)[] = [];
  const parent = { postMessage: (message: Record<string, unknown>, target: string) => posted.push({ message, origin: target }) };
  const frame: Record<string, unknown> = {
    parent,
    addEventListener: (type: string, fn: (event: Partial<MessageEvent>) => void) => type === 'message' && listeners.push(fn),
  };
  new Function('window', 'document', scriptShim({ origin, user }))(frame, document);
  const reply = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
    listeners.forEach((fn) => fn({ data, source: from.source ?? parent, origin: from.origin ?? origin } as Partial<MessageEvent>));
  type Portal = {
    query(name: string, replace?: object): Promise<unknown>;
    router(event: unknown, fields?: object): Promise<unknown>;
    sendBill(bill: unknown): Promise<unknown>;
    uploadXml(xml: unknown): Promise<unknown>;
    navigate(m: string, i: string, s?: string): void;
    close(): void;
    user: object;
  };
  return { portal: frame.portal as Portal, frame, posted, reply };
}

describe('window.portal inside the frame (the bridge shim)', () => {
  it("offers the user's nick and e-mail, and nothing of the session", () => {
    const { portal, frame } = runShim();
    expect(portal.user).toEqual(user);
    expect(Object.keys(portal).sort()).toEqual(['close', 'navigate', 'query', 'resize', 'router', 'sendBill', 'uploadXml', 'user']);
    expect(JSON.stringify(Object.keys(frame))).not.toMatch(/code|token|session/i);
  });

  it('posts a query to the portal origin and resolves with the rows of its reply', async () => {
    const { portal, posted, reply } = runShim();
    const result = portal.query('titulos-lista', { limit: 10 });
    expect(posted[0]).toEqual({
      message: { bridge: 'portal-item', id: 'm1', type: 'query', name: 'titulos-lista', replace: { limit: 10 } },
      origin,
    });
    reply({ bridge: 'portal-item', id: 'm1', type: 'rows', rows: [{ numero: '1' }] });
    await expect(result).resolves.toEqual([{ numero: '1' }]);
  });

  it("rejects with the portal's message and code on an error reply", async () => {
    const { portal, reply } = runShim();
    const result = portal.query('q');
    reply({ bridge: 'portal-item', id: 'm1', type: 'error', error: '#ERRO_RESULT_SQL', message: 'sem linhas' });
    await expect(result).rejects.toMatchObject({ message: 'sem linhas', code: '#ERRO_RESULT_SQL' });
  });

  it('posts a router event and resolves with the reply, or rejects with its code and status', async () => {
    const { portal, posted, reply } = runShim();
    const sent = portal.router('local/script', { name: 'boletos.js' });
    expect(posted[0]).toEqual({
      message: { bridge: 'portal-item', id: 'm1', type: 'router', event: 'local/script', fields: { name: 'boletos.js' } },
      origin,
    });
    reply({ bridge: 'portal-item', id: 'm1', type: 'result', reply: { status: 200, data: { source: 'x' } } });
    await expect(sent).resolves.toEqual({ status: 200, data: { source: 'x' } });

    const refused = portal.router(undefined);
    expect(posted[1]).toMatchObject({ message: { id: 'm2', type: 'router', event: '', fields: {} } });
    reply({ bridge: 'portal-item', id: 'm2', type: 'error', error: '#ERRO_ROUTER_REQUEST', message: 'Requisição sem evento.', status: 400 });
    await expect(refused).rejects.toMatchObject({ message: 'Requisição sem evento.', code: '#ERRO_ROUTER_REQUEST', status: 400 });
  });

  it('posts a bill request and resolves with where the e-mail went, or rejects with the code', async () => {
    const { portal, posted, reply } = runShim();
    const sent = portal.sendBill(1234);
    expect(posted[0]).toEqual({ message: { bridge: 'portal-item', id: 'm1', type: 'sendBill', bill: '1234' }, origin });
    reply({ bridge: 'portal-item', id: 'm1', type: 'data', data: { sent: true, to: 'ana@demo.com.br' } });
    await expect(sent).resolves.toEqual({ sent: true, to: 'ana@demo.com.br' });

    const missing = portal.sendBill('9');
    reply({ bridge: 'portal-item', id: 'm2', type: 'error', error: '#BILL_NOT_FOUND', message: 'Boleto não encontrado.' });
    await expect(missing).rejects.toMatchObject({ message: 'Boleto não encontrado.', code: '#BILL_NOT_FOUND' });
  });

  it('posts an XML upload and resolves with what the server read, or rejects with the code', async () => {
    const { portal, posted, reply } = runShim();
    const sent = portal.uploadXml('<NFe/>');
    expect(posted[0]).toEqual({ message: { bridge: 'portal-item', id: 'm1', type: 'uploadXml', xml: '<NFe/>' }, origin });
    reply({ bridge: 'portal-item', id: 'm1', type: 'data', data: { number: '1234', lines: 3 } });
    await expect(sent).resolves.toEqual({ number: '1234', lines: 3 });

    const refused = portal.uploadXml('<pedido/>');
    reply({ bridge: 'portal-item', id: 'm2', type: 'error', error: '#INVALID_NFE_XML', message: 'O XML não é uma NF-e.' });
    await expect(refused).rejects.toMatchObject({ message: 'O XML não é uma NF-e.', code: '#INVALID_NFE_XML' });
  });

  it('ignores replies from another window or another origin', async () => {
    const { portal, reply } = runShim();
    const result = portal.query('q');
    reply({ bridge: 'portal-item', id: 'm1', type: 'rows', rows: ['falso'] }, { source: {} });
    reply({ bridge: 'portal-item', id: 'm1', type: 'rows', rows: ['falso'] }, { origin: 'https://evil.example.com' });
    reply({ bridge: 'portal-item', id: 'm1', type: 'rows', rows: [{ ok: true }] });
    await expect(result).resolves.toEqual([{ ok: true }]);
  });

  it('posts navigate and close requests', () => {
    const { portal, posted } = runShim();
    portal.navigate('financeiro', 'titulos');
    portal.close();
    expect(posted.map((p) => p.message)).toEqual([
      { bridge: 'portal-item', id: 'm1', type: 'navigate', moduleId: 'financeiro', itemId: 'titulos', suffix: '' },
      { bridge: 'portal-item', id: 'm2', type: 'close' },
    ]);
  });
});
