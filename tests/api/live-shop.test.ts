import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeys } from '../../server/admin/api-keys';
import { backends, startTestApp, type TestApp } from './databases';
import { tenantApiKey } from './notification-sends';
import { acme, call, local, loginCode } from './requests';
import { TestSocket } from './sockets';

const event = {
  title: 'Liquida de verão',
  status: 'live',
  description: 'Ofertas só durante a transmissão.',
  products: [
    { id: 'camiseta', name: 'Camiseta básica', priceCents: 4990, image: 'https://cdn.example.com/camiseta.jpg', link: 'https://loja.example.com/camiseta', stock: 12 },
    { id: 'bone', name: 'Boné', priceCents: 123456, stock: 0 },
  ],
};

describe.each(backends())('live shop on %s', (backend) => {
  let t: TestApp;
  let key: string;
  let acmeKey: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    key = await tenantApiKey(t.app, 'local', local.host, 'admin@demo.com.br');
    acmeKey = (await new ApiKeys(t.app.db, () => new Date()).create('acme', 'ERP acme', 'teste')).key;
  });
  afterAll(() => t.close());

  const bearer = (k: string | null): Record<string, string> => (k ? { authorization: `Bearer ${k}` } : {});
  const put = (live: string, body: object, headers: Record<string, string> = bearer(key), app = 'local', host = local) =>
    call(t.app, { method: 'PUT', url: `/store/v1/app/${app}/live/${live}`, ...host, headers, payload: body });
  const patch = (live: string, product: string, body: object, headers: Record<string, string> = bearer(key)) =>
    call(t.app, { method: 'PATCH', url: `/store/v1/app/local/live/${live}/products/${product}`, ...local, headers, payload: body });
  const get = (live: string, app = 'local', host = local) => call(t.app, { method: 'GET', url: `/store/v1/app/${app}/live/${live}`, ...host });
  const watch = async (live: string) => {
    const socket = await TestSocket.open(t.app, '/store/v1/live/socket', local.host);
    socket.send({ action: 'subscribe', app: 'local', live });
    expect(await socket.next()).toEqual({ action: 'subscribed', live });
    return socket;
  };

  it('saves an event with the tenant key, serves it publicly, and pushes each change to the open pages', async () => {
    const saved = await put('verao', event);
    expect(saved.statusCode).toBe(200);
    const viewer = await watch('verao');
    const publicRead = await get('verao');
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.json().data).toMatchObject({ id: 'verao', ...event, products: [event.products[0], { ...event.products[1], image: '', link: '' }] });

    const changed = await patch('verao', 'bone', { stock: 3, priceCents: 9990 });
    expect(changed.json().data).toEqual({ id: 'bone', name: 'Boné', priceCents: 9990, image: '', link: '', stock: 3 });
    const frame = await viewer.next();
    expect(frame).toMatchObject({ action: 'live', live: 'verao', event: { type: 'product', product: changed.json().data } });
    expect((await get('verao')).json().data.products[1]).toMatchObject({ stock: 3, priceCents: 9990 });

    const renamed = await put('verao', { ...event, title: 'Liquida de verão — parte 2', products: [event.products[1]] });
    expect(renamed.statusCode).toBe(200);
    expect(await viewer.next()).toMatchObject({ action: 'live', live: 'verao', event: { type: 'changed' } });
    expect((await get('verao')).json().data).toMatchObject({ title: 'Liquida de verão — parte 2', products: [{ id: 'bone', stock: 0 }] });
    viewer.close();
  });

  it('lets an admin session with the modules permission edit too, and refuses everyone else', async () => {
    const admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
    expect((await put('sessao', event, { code: admin })).statusCode).toBe(200);
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await put('sessao', event, { code: ana })).statusCode).toBe(403);
    expect((await patch('sessao', 'bone', { stock: 1 }, { code: ana })).statusCode).toBe(403);
    for (const k of [null, 'ptk_errada', acmeKey]) {
      const refused = await patch('sessao', 'bone', { stock: 1 }, bearer(k));
      expect(refused.statusCode).toBe(401);
    }
    // Another tenant's id on this host is refused; this tenant's event is not seen from another host.
    expect((await put('sessao', event, bearer(acmeKey), 'acme', local)).statusCode).toBe(403);
    expect((await get('sessao', 'acme', acme)).json().error).toBe('#LIVE_NOT_FOUND');
    expect((await get('sessao', 'local', acme)).statusCode).toBe(403);
    expect((await get('sessao')).json().data.products[1].stock).toBe(0);
  });

  it("serves the demo tenant's seeded live event", async () => {
    const demo = await get('lancamento');
    expect(demo.json().data).toMatchObject({ title: 'Lançamento da coleção de verão', status: 'live' });
    expect(demo.json().data.products.map((p: { id: string }) => p.id)).toEqual(['camiseta', 'bermuda', 'chapeu']);
  });

  it('answers unknown events and products, and bad input, with pt-BR errors and nothing changed', async () => {
    expect((await get('nada')).json()).toEqual({ status: 'error', error: '#LIVE_NOT_FOUND', message: 'Transmissão ao vivo não encontrada.' });
    expect((await patch('nada', 'bone', { stock: 1 })).statusCode).toBe(404);
    await put('erros', event);
    const unknown = await patch('erros', 'sapato', { stock: 1 });
    expect(unknown.json()).toEqual({ status: 'error', error: '#LIVE_PRODUCT_NOT_FOUND', message: 'Produto não encontrado nesta transmissão.' });
    for (const body of [
      { ...event, status: 'talvez' },
      { ...event, products: [{ ...event.products[0], priceCents: -1 }] },
      { ...event, products: [{ ...event.products[0], link: 'javascript:alert(1)' }] },
      { ...event, products: [event.products[0], event.products[0]] },
    ]) {
      const bad = await put('erros', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ status: 'error', error: '#VALIDATION', message: 'Dados inválidos.' });
    }
    expect((await patch('erros', 'bone', { stock: -2 })).statusCode).toBe(400);
    expect((await get('erros')).json().data).toMatchObject({ status: 'live', products: [{ priceCents: 4990 }, { stock: 0 }] });
  });
});
