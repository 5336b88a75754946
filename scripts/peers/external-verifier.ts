import { createServer } from 'node:http';

export type ExternalAccount = { username: string; password: string; email: string; suspended?: string };
export type RunningVerifier = { url: string; calls: number; stop(): Promise<void> };

/**
 * A company's external-auth verifier, as the portal calls it: POST {username, password} with the shared secret as
 * a bearer token. 200 {email} for a right password, 401 for a wrong one or a wrong secret, 400 {message} for a
 * suspended account (the portal shows that text).
 */
export async function startExternalVerifier(options: { port: number; secret: string; accounts: ExternalAccount[] }): Promise<RunningVerifier> {
  const accounts = new Map(options.accounts.map((a) => [a.username.toLowerCase(), a]));
  const running: RunningVerifier = { url: `http://127.0.0.1:${options.port}/verificar`, calls: 0, stop: async () => undefined };
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    running.calls += 1;
    const reply = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/verificar') return reply(404, { message: 'Não encontrado.' });
    if (req.headers.authorization !== `Bearer ${options.secret}`) return reply(401, { message: 'Segredo inválido.' });
    let body: { username?: unknown; password?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return reply(400, { message: 'Requisição inválida.' });
    }
    const account = typeof body.username === 'string' ? accounts.get(body.username.toLowerCase()) : undefined;
    if (!account || account.password !== body.password) return reply(401, { message: 'Usuário ou senha inválidos.' });
    if (account.suspended) return reply(400, { message: account.suspended });
    return reply(200, { email: account.email });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  running.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return running;
}
