import { baseUrl } from './browser';
import { PASSWORD } from './login';

type Envelope<T> = { status: string; data: T; message?: string };

/** A session of a `local` user, and calls with it (the admin API's bookkeeping of tests/e2e/admin-operations.test.ts). */
export async function localSession(email: string) {
  const base = baseUrl('localhost');
  const login = await fetch(`${base}/auth/v1/general/app/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { data } = (await login.json()) as Envelope<{ code: string }>;
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', code: data.code, ...init.headers } });
    const body = (await response.json()) as Envelope<T>;
    if (body.status !== 'success') throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const admin = <T>(path: string, init: RequestInit = {}) => call<T>(`/pro-admin/v1/session/app/local/${path}`, init);
  return { code: data.code, call, admin };
}

type Config = { version: number; document: { company: { admin?: { permissions: Record<string, string[]> } } & Record<string, unknown> } };

/** As admin@demo.com.br: the published config, a publish with If-Match, a rollback; automations by name. */
export async function adminOperationsApi() {
  const { admin } = await localSession('admin@demo.com.br');
  return {
    current: () => admin<Config>('config'),
    async publish(document: Config['document'], version: number, comment: string) {
      return admin<{ version: number }>('config', { method: 'PUT', headers: { 'if-match': `"${version}"` }, body: JSON.stringify({ document, comment }) });
    },
    rollback: (version: number, comment: string) => admin<{ version: number }>(`config/versions/${version}/rollback`, { method: 'POST', body: JSON.stringify({ comment }) }),
    automations: (search: string) => admin<{ items: { id: string; name: string }[] }>(`notification-automations?search=${encodeURIComponent(search)}&limit=100`),
    deleteAutomation: (id: string) => admin(`notification-automations/${id}`, { method: 'DELETE', body: '{}' }),
  };
}
