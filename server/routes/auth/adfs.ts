import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { UserSession } from '../../../schemas/session';
import { consumeToken, issueToken } from '../../auth/one-time-tokens';
import { emailDomainAllowed, finishOidcSignIn, newOidcChecks, oidcAuthorizationUrl, type OidcChecks } from '../../auth/providers/oidc';
import { userForOidcIdentity } from '../../auth/providers/oidc-user';
import { assertCanSignIn, signIn } from '../../auth/sign-in';
import { ok, replySchemas } from '../../http/reply';
import { tenantBaseUrl } from '../../mail/links';
import type { Tenant } from '../../tenancy/tenant-registry';

const Params = Type.Object({ id: Type.String() });
const StartQuery = Type.Object({ redirect_url: Type.Optional(Type.String({ maxLength: 2000 })) });
const CallbackBody = Type.Object({ query: Type.String({ maxLength: 8192 }) });
const FederationResult = Type.Object(
  { user: UserSession, code: Type.String(), redirectUrl: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

const ProviderUrl = Type.Object({ url: Type.String() }, { additionalProperties: false });

type StatePayload = OidcChecks & { redirectUrl?: string };

/** Only a path inside the portal survives the round trip (never another origin). */
const portalPath = (value: string | undefined) => (value && /^\/(?![/\\])/.test(value) ? value : undefined);

/**
 * 'Continuar com Microsoft' (SPEC §6 adfsConfig, §7 federation/adfs): an OpenID Connect code flow with PKCE against
 * the tenant's server-only settings (server.adfs). GET .../federation/adfs answers the provider's URL; the provider
 * sends the browser back to /federationLogin/{id}, which POSTs what it got to .../federation/adfs/callback.
 */
const adfs: FastifyPluginAsyncTypebox = async (app) => {
  const settingsOf = (tenant: Tenant) => {
    const settings = tenant.document.server.adfs;
    if (!settings) throw new DomainError('#ADFS_NOT_CONFIGURED');
    return settings;
  };
  const redirectUri = (tenant: Tenant) => `${tenantBaseUrl(tenant, app.config)}/federationLogin/${tenant.id}`;

  app.get('/v1/app/:id/federation/adfs', { schema: { params: Params, querystring: StartQuery, response: replySchemas(ProviderUrl) } }, async (request) => {
    const { tenant } = request;
    const settings = settingsOf(tenant);
    const checks = newOidcChecks();
    const payload: StatePayload = { ...checks, redirectUrl: portalPath(request.query.redirect_url) };
    const state = await issueToken(app.db, tenant.id, 'adfs-state', null, app.now(), { payload });
    const url = await oidcAuthorizationUrl(settings, { redirectUri: redirectUri(tenant), state, checks, production: app.config.production });
    return ok({ url });
  });

  app.post(
    '/v1/app/:id/federation/adfs/callback',
    { schema: { params: Params, body: CallbackBody, response: replySchemas(FederationResult) } },
    async (request) => {
      const { tenant } = request;
      const settings = settingsOf(tenant);
      await app.rateLimiter.hit('federationCode', tenant.id, request.ip);
      const query = request.body.query.replace(/^\?/, '');
      const callbackUrl = new URL(`${redirectUri(tenant)}?${query}`);
      const state = callbackUrl.searchParams.get('state') ?? '';
      // One use per state: a second callback with the same state (a replayed code) finds nothing.
      const used = state ? await consumeToken(app.db, tenant.id, 'adfs-state', state, app.now()) : undefined;
      const payload = used?.payload as StatePayload | null | undefined;
      if (!payload?.codeVerifier || !payload.nonce) throw new DomainError('#ADFS_STATE_INVALID');
      const identity = await finishOidcSignIn(settings, {
        callbackUrl,
        state,
        checks: payload,
        production: app.config.production,
        clockSkewSeconds: Math.round((app.now().getTime() - Date.now()) / 1000),
      });
      if (!emailDomainAllowed(settings, identity.email)) throw new DomainError('#ADFS_EMAIL_DOMAIN');
      const user = await userForOidcIdentity(app.db, tenant, identity);
      assertCanSignIn(tenant, user);
      const session = await signIn(app.db, app.sessions, tenant, user.id);
      return ok({ ...session, ...(payload.redirectUrl ? { redirectUrl: payload.redirectUrl } : {}) });
    },
  );
};

export default adfs;
