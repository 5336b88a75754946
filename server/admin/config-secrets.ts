import { isSecretPath, secretMask } from '../../domain/config-secrets';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import type { ConfigProblem } from '../../schemas/admin-config';

type Json = unknown;

/** A copy of `value` with every secret string (domain/config-secrets.ts) passed through `change`. */
export function mapSecrets<T>(value: T, change: (secret: string, path: string[]) => string, at: string[] = []): T {
  if (Array.isArray(value)) return value.map((v, i) => mapSecrets(v, change, [...at, String(i)])) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, v] of Object.entries(value)) {
      const path = [...at, key];
      out[key] = typeof v === 'string' && isSecretPath(path) ? change(v, path) : mapSecrets(v, change, path);
    }
    return out as T;
  }
  return value;
}

/** What the API and the editor show: every secret as the mask. */
export function maskSecrets<T>(document: T): T {
  return mapSecrets(document, () => secretMask);
}

function valueAt(root: Json, path: string[]): Json {
  let node = root;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

/**
 * A saved document: where it still carries the mask, the stored (plain) value is kept. A mask with nothing stored
 * behind it is a problem at its path.
 */
export function keepMaskedSecrets<T>(incoming: T, stored: Json): { document: T; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const document = mapSecrets(incoming, (value, path) => {
    if (value !== secretMask) return value;
    const kept = valueAt(stored, path);
    if (typeof kept === 'string') return kept;
    problems.push({ path: `/${path.join('/')}`, message: tenantConfigMessages.rules.secretWithoutValue, severity: 'error' });
    return value;
  });
  return { document, problems };
}
