import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

export type IdpUser = { email: string; name: string; password: string };
export type IdpClient = { clientId: string; clientSecret: string; redirectUris: string[] };
/** Rewrites the token endpoint's id_token before it leaves (tests of wrongly signed or foreign tokens). */
export type IdTokenTamper = (idToken: string) => Promise<string>;

export type RunningIdp = {
  issuer: string;
  /** The provider's signing key (private JWK), for tests that sign tokens as it would. */
  signingKey: JWK;
  tamper(fn: IdTokenTamper | undefined): void;
  stop(): Promise<void>;
};

type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
type GrantContext = {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(id: string): string | undefined };
    provider: { Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant | undefined> } };
    result?: { consent?: { grantId?: string } };
  };
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, email: string, error?: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Entrar - identidade demo (ADFS)</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}label{display:block;margin-top:1rem}
input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b5394;color:#fff;border:0}
p[role=alert]{color:#a10000}</style></head><body><main>
<h1>Identidade demo (ADFS)</h1><p>Provedor OpenID Connect de demonstração do portal.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Senha</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button></form></main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return new URLSearchParams(text);
}

/**
 * A small OpenID Connect identity provider (oidc-provider) on 127.0.0.1:`port`, issuer http://127.0.0.1:`port`:
 * code flow with PKCE required, its own pt-BR sign-in page, consent granted for its registered clients. The demo's
 * ADFS and the OIDC tests run it.
 */
export async function startIdentityProvider(options: {
  port: number;
  users: IdpUser[];
  clients: IdpClient[];
  idTokenTtlSeconds?: number;
}): Promise<RunningIdp> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'demo-idp', alg: 'RS256', use: 'sig' };
  const users = new Map(options.users.map((u) => [u.email.toLowerCase(), u]));
  let tamper: IdTokenTamper | undefined;
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 600, AccessToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: (_ctx: unknown, id: string) => {
      const user = users.get(id);
      return user && { accountId: id, claims: () => ({ sub: id, email: user.email, email_verified: true, name: user.name }) };
    },
    // First-party clients: the scopes they ask for are granted without a consent screen.
    loadExistingGrant: async (ctx: GrantContext) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (tamper && ctx.path === '/token' && ctx.method === 'POST' && body?.id_token) ctx.body = { ...body, id_token: await tamper(body.id_token) };
  });
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid, hint));
      return;
    }
    const form = await formBody(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const user = users.get(email);
    if (!user || user.password !== form.get('password')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid, email, 'E-mail ou senha incorretos.'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return callback(req, res);
    interaction(req, res, match[1]!).catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Sessão de login inválida ou expirada.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    signingKey,
    tamper: (fn) => (tamper = fn),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
