import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret file URLs are signed with: FILES_SIGNING_KEY; else, in production, one derived (HKDF-SHA256) from
 * CONFIG_SECRET_KEY; else, outside production, one made once and kept in DATA_DIR/files-signing.key (as the
 * config secret's development key is kept).
 */
export function filesSigningKey(options: { key?: string; configSecretKey?: string; production: boolean; dataDir: string }): Buffer {
  if (options.key) return Buffer.from(options.key, 'utf8');
  if (options.configSecretKey) {
    return Buffer.from(hkdfSync('sha256', Buffer.from(options.configSecretKey, 'utf8'), 'portal/files', 'url-signing/v1', 32));
  }
  if (options.production) throw new Error('FILES_SIGNING_KEY (ou CONFIG_SECRET_KEY) é obrigatória em produção.');
  const file = path.join(options.dataDir, 'files-signing.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
