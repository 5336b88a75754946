import type { HttpClient } from './http-client';
import type { CrashHistory } from './crash-history';

export const crashPassword = 'Crash@2026';
export const admin = 'admin@demo.com.br';
export const selectionChoices = [['11222333000181'], ['45723174000110'], ['11222333000181', '45723174000110']];
export const customValuePath = '/app/v1/session/app/local/config/customValue?moduleId=financeiro&itemId=titulos';
const customValueHeaders = { 'module-id': 'financeiro', 'item-id': 'titulos' };

/** Logs in (200 or throws) and returns the session code. */
export async function login(client: HttpClient, email: string, password = 'Portal@2026'): Promise<string> {
  const res = await client.request('POST', '/auth/v1/general/app/local/login', { payload: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.body}`);
  return res.json().data.code as string;
}

/** Replies other than 2xx that were not a dropped connection (kept to print; they are not acknowledgements). */
export type Refusals = string[];

/**
 * Writes until `stop` is set or the server dies: registrations (+ term acceptance by the new user), the admin's
 * entity selection, a module item's customValue, and batch jobs, several at once. Every write is recorded in
 * `history` before it is sent and acknowledged on a 2xx reply; a dropped connection ends the worker.
 */
export async function runWorkload(client: HttpClient, history: CrashHistory, tag: string, adminCode: string, stop: { done: boolean }): Promise<Refusals> {
  const refusals: Refusals = [];
  const ok = (what: string, res: { status: number; body: string }) => {
    if (res.status >= 200 && res.status < 300) return true;
    refusals.push(`${what}: ${res.status} ${res.body.slice(0, 200)}`);
    return false;
  };
  const loop = async (step: (i: number) => Promise<void>) => {
    try {
      for (let i = 0; !stop.done; i++) await step(i);
    } catch {
      // The connection dropped: the server was killed.
    }
  };

  const registrar = (worker: number) =>
    loop(async (i) => {
      const email = `crash-${tag}-w${worker}-${i}@demo.com.br`;
      const path = `/auth/v1/general/app/local/user/${encodeURIComponent(email)}`;
      if (!ok('register', await client.request('POST', path, { headers: { 'send-email': 'true' } }))) return;
      const outbox = (await client.request('GET', '/dev/outbox.json')).json() as { to: string; links: string[] }[];
      const link = outbox.find((m) => m.to === email)?.links[0];
      if (!link) return void refusals.push(`no registration mail for ${email}`);
      const hash = new URL(link).searchParams.get('hash') ?? '';
      history.attempt('user', email);
      const done = await client.request('POST', path, { headers: { 'created-hash': hash }, payload: { nick: `Crash ${i}`, password: crashPassword } });
      if (!ok('complete', done)) return;
      history.ack('user', email);
      history.attempt('term', email);
      const code = done.json().data.code as string;
      const term = await client.request('POST', '/auth/v1/session/app/local/user/term/uso/1/validate', { headers: { code } });
      if (ok('term', term)) history.ack('term', email);
    });

  const selector = loop(async (i) => {
    const entities = selectionChoices[i % selectionChoices.length] ?? [];
    const index = history.attemptRegister('selection', entities.join(','));
    const res = await client.request('POST', `/auth/v1/session/app/local/user/${admin}/entity`, { headers: { code: adminCode }, payload: { entities } });
    if (ok('selection', res)) history.ackRegister('selection', index);
  });

  const customValue = loop(async (i) => {
    const value = `${tag}-${i}`;
    const index = history.attemptRegister('customValue', value);
    const res = await client.request('POST', '/app/v1/session/app/local/config/update/customValue', { headers: { code: adminCode, ...customValueHeaders }, payload: { crash: value } });
    if (ok('customValue', res)) history.ackRegister('customValue', index);
  });

  const jobs = loop(async () => {
    history.attempt('job-request', `${tag}-${history.attempted('job-request').length}`);
    const res = await client.request('GET', '/remotesql/v1/session/app/local/sql/connection-check', { headers: { code: adminCode, 'async-batch': 'true' } });
    if (ok('job', res)) history.ack('job', res.json().data.jobId as string);
  });

  await Promise.all([registrar(0), registrar(1), selector, customValue, jobs]);
  return refusals;
}
