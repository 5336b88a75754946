import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random code, base64url (session codes, one-time tokens, ADFS state). */
export function newCode(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the code: its sha-256, hex. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
