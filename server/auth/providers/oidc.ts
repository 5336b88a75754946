import * as client from 'openid-client';
import { DomainError } from '../../../domain/domain-error';
import type { OidcSettings } from '../../../schemas/sign-in-providers';

const defaultTimeoutMs = 5000;
const discoveryCacheMs = 10 * 60_000;

/** What the server keeps with the one-time state while the browser is at the provider. */
export type OidcChecks = { nonce: string; codeVerifier: string };

type Cached = { server: client.ServerMetadata; at: number };
const discovered = new Map<string, Cached>();

function timedFetch(timeoutMs: number): client.CustomFetch {
  return (url, options) => fetch(url, { ...options, signal: AbortSignal.timeout(timeoutMs) } as RequestInit);
}

/**
 * The client for one call: the provider's metadata (issuer discovery, cached per settings for a while) and the
 * server's clock (`clockSkewSeconds`: the app clock minus the machine's). A provider that is down or slow fails within
 * the timeout with 503 #ADFS_UNAVAILABLE. Plain http issuers are only allowed outside production.
 */
async function configuration(settings: OidcSettings, production: boolean, clockSkewSeconds = 0): Promise<client.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId]);
  const insecure = new URL(settings.issuer).protocol === 'http:' && !production;
  const customFetch = timedFetch(settings.timeoutMs ?? defaultTimeoutMs);
  const auth = settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None();
  let cached = discovered.get(key);
  if (!cached || Date.now() - cached.at > discoveryCacheMs) {
    try {
      const found = await client.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
        [client.customFetch]: customFetch,
        execute: insecure ? [client.allowInsecureRequests] : [],
      });
      cached = { server: found.serverMetadata(), at: Date.now() };
      discovered.set(key, cached);
    } catch {
      throw new DomainError('#ADFS_UNAVAILABLE');
    }
  }
  const config = new client.Configuration(cached.server, settings.clientId, { [client.clockSkew]: clockSkewSeconds }, auth);
  config[client.customFetch] = customFetch;
  if (insecure) client.allowInsecureRequests(config);
  // The ID token's signature is checked against the provider's keys (not only trusted because TLS brought it).
  client.enableNonRepudiationChecks(config);
  return config;
}

/** Fresh PKCE verifier and nonce for one sign-in, kept on the server with the state. */
export function newOidcChecks(): OidcChecks {
  return { codeVerifier: client.randomPKCECodeVerifier(), nonce: client.randomNonce() };
}

/** The authorization URL: code flow, PKCE S256, the one-time state and the nonce. */
export async function oidcAuthorizationUrl(
  settings: OidcSettings,
  options: { redirectUri: string; state: string; checks: OidcChecks; production: boolean },
): Promise<string> {
  const config = await configuration(settings, options.production);
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(options.checks.codeVerifier),
    code_challenge_method: 'S256',
    state: options.state,
    nonce: options.checks.nonce,
  });
  return url.toString();
}

/** The signed-in person as the ID token names them. */
export type OidcIdentity = { email: string; name: string | undefined };

function identityOf(claims: client.IDToken): OidcIdentity | undefined {
  // Entra ID puts the address in email or preferred_username, ADFS in upn.
  const candidates = [claims.email, claims.preferred_username, claims.upn];
  const email = candidates.find((c): c is string => typeof c === 'string' && c.includes('@'));
  if (!email) return undefined;
  return { email: email.trim().toLowerCase(), name: typeof claims.name === 'string' ? claims.name : undefined };
}

/**
 * Finishes the code flow: exchanges the code with the PKCE verifier, and checks the state, the ID token's signature,
 * issuer, audience, expiry (on the server's clock: `clockSkewSeconds`) and nonce. Any refusal is 401
 * #ADFS_LOGIN_FAILED; a provider that does not answer in time is 503 #ADFS_UNAVAILABLE.
 */
export async function finishOidcSignIn(
  settings: OidcSettings,
  options: { callbackUrl: URL; state: string; checks: OidcChecks; production: boolean; clockSkewSeconds: number },
): Promise<OidcIdentity> {
  const config = await configuration(settings, options.production, options.clockSkewSeconds);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, options.callbackUrl, {
      pkceCodeVerifier: options.checks.codeVerifier,
      expectedState: options.state,
      expectedNonce: options.checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    const name = (error as { name?: string; cause?: { name?: string } }).name;
    const cause = (error as { cause?: { name?: string } }).cause?.name;
    if ([name, cause].some((n) => n === 'TimeoutError' || n === 'AbortError')) throw new DomainError('#ADFS_UNAVAILABLE');
    if (error instanceof TypeError) throw new DomainError('#ADFS_UNAVAILABLE');
    throw new DomainError('#ADFS_LOGIN_FAILED');
  }
  const identity = claims ? identityOf(claims) : undefined;
  if (!identity) throw new DomainError('#ADFS_LOGIN_FAILED');
  return identity;
}

/** Whether the tenant lets this e-mail's domain in through the provider (no list: any). */
export function emailDomainAllowed(settings: OidcSettings, email: string): boolean {
  const allowed = (settings.allowedEmailDomains ?? []).map((d) => d.trim().toLowerCase().replace(/^@/, ''));
  return allowed.length === 0 || allowed.includes(email.slice(email.lastIndexOf('@') + 1));
}
