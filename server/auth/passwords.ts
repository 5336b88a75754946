import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { argon2Params } from './argon2-params';

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Params);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password with exactly one argon2 verify. Without a stored hash (unknown or unregistered user)
 * it verifies against a dummy hash with the same parameters, so time and reply match a known user's.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && Boolean(storedHash);
}
