import { verifyPassword } from '../passwords';
import type { PasswordProvider } from './provider';

/** The portal's own argon2id hash: exactly one verify per attempt (a dummy hash for unknown users). */
export const passwordProvider: PasswordProvider = {
  name: 'password',
  async check({ user, password }) {
    return { verified: await verifyPassword(user?.password_hash, password) };
  },
};
