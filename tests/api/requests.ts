import type { FastifyInstance, InjectOptions } from 'fastify';

export const local = { host: 'localhost:3000' };
export const acme = { host: 'acme.portal.test' };
export const gamma = { host: 'gamma.portal.test' };
export const password = 'Portal@2026';

// Test replies are read loosely: the assertions check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { statusCode: number; headers: Record<string, unknown>; body: string; json: () => any };

/** inject with a JSON body and the tenant host. */
export async function call(app: FastifyInstance, options: InjectOptions & { host?: string }): Promise<Reply> {
  const { host, ...rest } = options;
  const headers = { ...(host ? { host } : {}), ...(rest.headers ?? {}) };
  return app.inject({ ...rest, headers });
}

/** Logs in and returns the session code (fails the test on anything but 200). */
export async function loginCode(app: FastifyInstance, tenantId: string, host: string, email: string): Promise<string> {
  const res = await call(app, { method: 'POST', url: `/auth/v1/general/app/${tenantId}/login`, host, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  return res.json().data.code as string;
}
