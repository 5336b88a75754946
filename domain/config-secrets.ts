/**
 * Server-only secrets of a tenant config (issue 9): write-only. The API and the editor show them as `secretMask`;
 * a save that leaves the mask keeps the stored value.
 */
export const secretMask = '********';

/** Property names that hold a secret wherever they sit in the `server` part. */
const secretKeys = new Set(['password', 'clientSecret', 'bindPassword', 'apiKey', 'secret', 'token']);

/** Whether the value at this path (keys from the document root) is a secret. Connector URLs carry credentials. */
export function isSecretPath(path: readonly string[]): boolean {
  if (path[0] !== 'server') return false;
  const key = path[path.length - 1] ?? '';
  if (secretKeys.has(key)) return true;
  return path[1] === 'connectors' && path.length === 4 && key === 'url';
}
