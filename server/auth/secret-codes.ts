import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random code, base64url (session codes, one-time tokens, ADFS state). */
export function newCode(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the code: its sha-256, hex. One-shot crypto.hash (no Hash object per
 * call): it runs on every session validate.
 */
export function hashCode(code: string): string {
  return hash('sha256', code, 'hex');
}
