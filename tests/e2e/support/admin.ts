import { baseUrl } from './browser';
import { PASSWORD } from './login';

type Envelope<T> = { status: string; data: T };

/**
 * The tenant admin API on `local`, called the way the CLI does (a session of admin@demo.com.br), for the
 * e2e file's own bookkeeping: the published version before the tests, and putting it back after them.
 */
export async function adminApi() {
  const base = baseUrl('localhost');
  const login = await fetch(`${base}/auth/v1/general/app/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com.br', password: PASSWORD }),
  });
  const { data } = (await login.json()) as Envelope<{ code: string }>;
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${base}/pro-admin/v1/session/app/local/${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', code: data.code, ...init.headers },
    });
    const body = (await response.json()) as Envelope<T>;
    if (body.status !== 'success') throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  return {
    current: () => call<{ version: number; document: { company: { message?: { login?: { html?: string } } } } }>('config'),
    /** A POST on the admin API (e.g. `users/ana@demo.com.br/unblock`), for putting a user back after a test. */
    post: <T>(path: string, body: unknown = {}) => call<T>(path, { method: 'POST', body: JSON.stringify(body) }),
    /** Publishes a whole document over `version` (If-Match), e.g. the current one with company.chat changed. */
    publish: (document: unknown, version: number, comment: string) =>
      call<{ version: number }>('config', { method: 'PUT', headers: { 'if-match': `"${version}"` }, body: JSON.stringify({ document, comment }) }),
    rollback: (version: number, comment: string) => call<{ version: number }>(`config/versions/${version}/rollback`, { method: 'POST', body: JSON.stringify({ comment }) }),
  };
}
