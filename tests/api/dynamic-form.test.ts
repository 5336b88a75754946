import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './databases';
import { lastMailedLink } from './links';
import { acme, call, local, loginCode } from './requests';

const minutes = (n: number) => n * 60_000;
const form = {
  schema: {
    type: 'object',
    required: ['nome', 'nota'],
    properties: {
      nome: { type: 'string', title: 'Nome', minLength: 2 },
      nota: { type: 'integer', title: 'Nota', minimum: 0, maximum: 10 },
      cpf: { type: 'string', title: 'CPF', format: 'cpf' },
    },
  },
  uiSchema: { nota: { 'ui:widget': 'updown' } },
};

describe.each(backends())('dynamic form links on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  beforeEach(async () => {
    admin = await loginCode(t.app, 'local', local.host, 'admin@demo.com.br');
  });
  afterAll(() => t.close());

  const create = (email: string, body: Record<string, unknown>, code = admin) =>
    call(t.app, { method: 'POST', url: `/auth/v1/session/app/local/user/${email}/directHash`, ...local, headers: { code }, payload: body });
  const view = (hash: string, host = local) => call(t.app, { method: 'GET', url: `/auth/v1/general/app/local/dynamicForm/${hash}`, ...host });
  const submit = (hash: string, answer: unknown, app = 'local', host = local) =>
    call(t.app, { method: 'POST', url: `/auth/v1/general/app/${app}/dynamicForm/${hash}`, ...host, payload: { answer } });
  const answers = (code = admin) => call(t.app, { method: 'GET', url: '/pro-admin/v1/session/app/local/form-answers', ...local, headers: { code } });

  it('mails a /dynamic-form link for a json with a form, serves the form without a session, stores one valid answer', async () => {
    const res = await create('ana@demo.com.br', { title: 'Pesquisa de satisfação', json: { form }, expires: 120 });
    expect(res.statusCode).toBe(200);
    const { hash, link } = res.json().data;
    expect(link).toBe(`http://localhost:3000/dynamic-form/${hash}`);
    expect(await lastMailedLink(t.app, 'ana@demo.com.br')).toBe(link);
    // A form link does not sign in: the sign-in route does not know it.
    expect((await call(t.app, { method: 'POST', url: `/auth/v1/general/app/local/user/directHash/${hash}`, ...local })).statusCode).toBe(400);

    const opened = await view(hash);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ title: 'Pesquisa de satisfação', schema: form.schema, uiSchema: form.uiSchema, submitLabel: 'Enviar' });

    const bad = await submit(hash, { nome: 'A', nota: 11, cpf: '111.111.111-11' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 'error', error: '#FORM_ANSWER_INVALID', message: 'A resposta tem campos inválidos.' });
    const problems = bad.json().problems as { path: string; message: string }[];
    expect(problems.map((p) => p.path).sort()).toEqual(['/cpf', '/nome', '/nota']);
    expect(problems.find((p) => p.path === '/nota')?.message).toBe('deve ser <= 10');
    expect(problems.find((p) => p.path === '/cpf')?.message).toMatch(/^deve corresponder ao formato/);
    const missing = await submit(hash, {});
    expect(missing.json().problems).toEqual(expect.arrayContaining([{ path: '/nome', message: "deve ter a propriedade obrigatória nome" }]));
    // Refused answers leave the link open.
    expect((await view(hash)).statusCode).toBe(200);

    const good = await submit(hash, { nome: 'Ana', nota: 9, cpf: '529.982.247-25' });
    expect(good.statusCode).toBe(200);
    const again = await submit(hash, { nome: 'Ana', nota: 1 });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ status: 'error', error: '#FORM_LINK_USED', message: 'Este formulário já foi respondido.' });
    expect((await view(hash)).json().error).toBe('#FORM_LINK_USED');

    const list = await answers();
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items[0]).toMatchObject({
      id: good.json().data.id,
      title: 'Pesquisa de satisfação',
      email: 'ana@demo.com.br',
      answer: { nome: 'Ana', nota: 9, cpf: '529.982.247-25' },
    });
  });

  it('answers unknown and expired links with their own codes, and refuses a bad form definition', async () => {
    const unknown = await view('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', error: '#FORM_LINK_NOT_FOUND', message: 'Link de formulário não encontrado.' });
    const { hash } = (await create('ana@demo.com.br', { title: 'Curto', json: { form }, expires: 30 })).json().data;
    t.clock.advance(minutes(30));
    const expired = await view(hash);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('#FORM_LINK_EXPIRED');
    expect((await submit(hash, { nome: 'Ana', nota: 5 })).json().error).toBe('#FORM_LINK_EXPIRED');

    for (const json of [{ form: {} }, { form: { schema: { type: 'string' } } }, { form: { schema: { type: 'object', properties: { a: { type: 'nada' } } } } }]) {
      const bad = await create('ana@demo.com.br', { json });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('#INVALID_FORM_DEFINITION');
    }
    // A sign-in link's json without `form` still makes a /directHash link.
    expect((await create('ana@demo.com.br', { json: { formulario: 1 } })).json().data.link).toContain('/directHash/');
  });

  it("keeps each tenant's links and answers to itself", async () => {
    const { hash } = (await create('ana@demo.com.br', { json: { form } })).json().data;
    const otherHost = await call(t.app, { method: 'GET', url: `/auth/v1/general/app/acme/dynamicForm/${hash}`, ...acme });
    expect(otherHost.statusCode).toBe(404);
    expect((await submit(hash, { nome: 'Ana', nota: 1 }, 'acme', acme)).statusCode).toBe(404);
    const wrongApp = await submit(hash, { nome: 'Ana', nota: 1 }, 'acme', local);
    expect(wrongApp.statusCode).toBe(403);
    const ana = await loginCode(t.app, 'local', local.host, 'ana@demo.com.br');
    expect((await answers(ana)).statusCode).toBe(403);
    expect((await view(hash)).statusCode).toBe(200);
  });
});
