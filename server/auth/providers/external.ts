import { DomainError } from '../../../domain/domain-error';
import type { ExternalAuthSettings } from '../../../schemas/sign-in-providers';
import type { PasswordProvider } from './provider';

const defaultTimeoutMs = 5000;

/** The verifier's 400 text, shown as is (SPEC §8), when it is a short plain string. */
function verifierMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() && message.length <= 300 ? message.trim() : undefined;
}

/**
 * POSTs {username, password} to the tenant's verifier with its secret as a bearer token. 200 accepts, 401/403
 * refuse (#EXTERNAL_AUTH_FAILED), 400 refuses with the verifier's text; anything else, or no answer within the
 * timeout, is 503 #EXTERNAL_AUTH_UNAVAILABLE.
 */
export async function callExternalVerifier(settings: ExternalAuthSettings, username: string, password: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.secret}` },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? defaultTimeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new DomainError('#EXTERNAL_AUTH_UNAVAILABLE');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200) return true;
  if (response.status === 401 || response.status === 403) return false;
  if (response.status === 400) throw new DomainError('#EXTERNAL_AUTH_FAILED', verifierMessage(body));
  throw new DomainError('#EXTERNAL_AUTH_UNAVAILABLE');
}

/** External-auth tenants (SPEC: username login) with a configured verifier. */
export const externalAuthProvider: PasswordProvider = {
  name: 'external',
  async check({ tenant, user, loginName, password }) {
    const settings = tenant.document.server.externalAuth;
    if (!settings) throw new DomainError('#EXTERNAL_AUTH_UNAVAILABLE');
    return { verified: await callExternalVerifier(settings, user?.username ?? loginName, password) };
  },
};
