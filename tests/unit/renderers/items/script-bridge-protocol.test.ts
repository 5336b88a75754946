import { describe, expect, it } from 'vitest';
import {
  clampFrameHeight,
  failureReply,
  parseBridgeRequest,
  queryReply,
} from '../../../../renderers/items/script/bridge-protocol';

const head = { bridge: 'portal-item', id: 'm1' };

describe('script bridge requests (frame -> portal)', () => {
  it('reads a query with its name and replace values', () => {
    expect(parseBridgeRequest({ ...head, type: 'query', name: 'titulos-lista', replace: { search: '', limit: 10 } })).toEqual({
      ...head,
      type: 'query',
      name: 'titulos-lista',
      replace: { search: '', limit: 10 },
    });
    expect(parseBridgeRequest({ ...head, type: 'query', name: 'titulos-abertos' })).toMatchObject({ replace: {} });
  });

  it('refuses a query without a plain name or with a replace that is not an object', () => {
    expect(parseBridgeRequest({ ...head, type: 'query', name: 'SELECT 1' })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'query', name: '../x' })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'query', name: 'q', replace: [1] })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'query', name: 'q', replace: 'x' })).toBeNull();
  });

  it("reads a router event with its fields; a missing event comes as '' for the router's own #ERRO_ROUTER_REQUEST", () => {
    expect(parseBridgeRequest({ ...head, type: 'router', event: 'local/script', fields: { name: 'boletos.js' }, extra: 1 })).toEqual({
      ...head,
      type: 'router',
      event: 'local/script',
      fields: { name: 'boletos.js' },
    });
    expect(parseBridgeRequest({ ...head, type: 'router' })).toEqual({ ...head, type: 'router', event: '', fields: {} });
  });

  it('refuses a router event that is not a short string, or fields that are not a plain object', () => {
    expect(parseBridgeRequest({ ...head, type: 'router', event: 7 })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'router', event: 'x'.repeat(101) })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'router', event: 'local/script', fields: ['boletos.js'] })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'router', event: 'local/script', fields: 'boletos.js' })).toBeNull();
  });

  it('reads a bill request: a number of up to 60 characters, not blank; anything else is refused', () => {
    expect(parseBridgeRequest({ ...head, type: 'sendBill', bill: '0001234', to: 'outro@x.com' })).toEqual({ ...head, type: 'sendBill', bill: '0001234' });
    for (const bill of [undefined, '', '  ', 'x'.repeat(61), 1234, { numero: '1' }]) {
      expect(parseBridgeRequest({ ...head, type: 'sendBill', bill }), JSON.stringify(bill)).toBeNull();
    }
  });

  it('reads an XML upload: text up to the server\'s limit, not blank', () => {
    expect(parseBridgeRequest({ ...head, type: 'uploadXml', xml: '<NFe/>', name: 'x.xml' })).toEqual({ ...head, type: 'uploadXml', xml: '<NFe/>' });
    for (const xml of [undefined, '', ' \n', 'x'.repeat(3 * 1024 * 1024), 42, ['<NFe/>']]) {
      expect(parseBridgeRequest({ ...head, type: 'uploadXml', xml }), typeof xml).toBeNull();
    }
  });

  it('reads navigate with one-segment ids and an optional suffix', () => {
    expect(parseBridgeRequest({ ...head, type: 'navigate', moduleId: 'financeiro', itemId: 'titulos' })).toEqual({
      ...head,
      type: 'navigate',
      moduleId: 'financeiro',
      itemId: 'titulos',
      suffix: '',
    });
    expect(parseBridgeRequest({ ...head, type: 'navigate', moduleId: 'f', itemId: 't', suffix: '?numero=1' })).toMatchObject({ suffix: '?numero=1' });
  });

  it('refuses navigate ids that are paths and suffixes that are not a path, query or hash', () => {
    expect(parseBridgeRequest({ ...head, type: 'navigate', moduleId: 'a/b', itemId: 't' })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'navigate', moduleId: 'f', itemId: '' })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'navigate', moduleId: 'f', itemId: 't', suffix: 'https://evil' })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'navigate', moduleId: 'f', itemId: 't', suffix: 1 })).toBeNull();
  });

  it('reads close and a resize clamped to 100..4000 px', () => {
    expect(parseBridgeRequest({ ...head, type: 'close' })).toEqual({ ...head, type: 'close' });
    expect(parseBridgeRequest({ ...head, type: 'resize', height: 812.2 })).toMatchObject({ height: 813 });
    expect(parseBridgeRequest({ ...head, type: 'resize', height: 99999 })).toMatchObject({ height: 4000 });
    expect(clampFrameHeight(3)).toBe(100);
    expect(parseBridgeRequest({ ...head, type: 'resize', height: Number.NaN })).toBeNull();
  });

  it('ignores messages of another bridge, without an id, or of an unknown type', () => {
    expect(parseBridgeRequest({ bridge: 'other', id: 'm1', type: 'close' })).toBeNull();
    expect(parseBridgeRequest({ bridge: 'portal-item', type: 'close' })).toBeNull();
    expect(parseBridgeRequest({ ...head, type: 'session' })).toBeNull();
    expect(parseBridgeRequest('close')).toBeNull();
    expect(parseBridgeRequest(null)).toBeNull();
  });
});

describe('script bridge replies (portal -> frame)', () => {
  it('answers rows when the query gave a list of rows', () => {
    expect(queryReply('m1', [{ numero: '1' }], 'sem linhas')).toEqual({ ...head, type: 'rows', rows: [{ numero: '1' }] });
  });

  it('answers #ERRO_RESULT_SQL when there is no rows list', () => {
    expect(queryReply('m1', { rows: 1 }, 'sem linhas')).toEqual({ ...head, type: 'error', error: '#ERRO_RESULT_SQL', message: 'sem linhas' });
    expect(queryReply('m1', [1, 2], 'sem linhas')).toMatchObject({ error: '#ERRO_RESULT_SQL' });
  });

  it("passes a failed call's code and message on, or the fallback", () => {
    const fallback = { error: '#ERRO_RESULT_SQL', message: 'sem linhas' };
    expect(failureReply('m1', { status: 403, error: '#FORBIDDEN', message: 'Acesso negado.' }, fallback)).toMatchObject({
      error: '#FORBIDDEN',
      message: 'Acesso negado.',
    });
    expect(failureReply('m1', new Error('boom'), fallback)).toMatchObject(fallback);
  });
});
