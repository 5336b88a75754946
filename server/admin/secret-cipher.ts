import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const prefix = 'enc:v1:';

/** A 32-byte key and its id (the first 8 hex digits of its sha-256), so a stored value names the key it needs. */
type Key = { id: string; bytes: Buffer };

const keyOf = (bytes: Buffer): Key => ({ id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes });

function parseKey(text: string, origin: string): Key {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) throw new Error(`${origin}: a chave precisa ter 32 bytes (64 dígitos hex ou base64).`);
  return keyOf(bytes);
}

/** Keys derived for one tenant are for its own credentials only: the salt names that use. */
const tenantKeySalt = Buffer.from('portal/tenant-credentials/v1', 'utf8');

/**
 * AES-256-GCM for the server-only secrets of tenant configs. Values are `enc:v1:<keyId>:<iv>:<tag>:<data>`
 * (base64url parts). Encrypts with the current key; decrypts with it or any previous key (rotation).
 */
export class SecretCipher {
  private readonly keys: Map<string, Key>;

  constructor(
    private readonly current: Key,
    previous: Key[] = [],
  ) {
    this.keys = new Map([current, ...previous].map((k) => [k.id, k]));
  }

  static isEncrypted(value: string): boolean {
    return value.startsWith(prefix);
  }

  /** Whether a stored value was encrypted with a key other than the current one (to re-encrypt it). */
  isStale(value: string): boolean {
    return SecretCipher.isEncrypted(value) && value.slice(prefix.length, prefix.length + 8) !== this.current.id;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
    return `${prefix}${this.current.id}:${parts.join(':')}`;
  }

  /**
   * A cipher with this one's keys (current and previous) derived for one tenant with HKDF-SHA256, the tenant id as
   * info (issue 10, finance credentials): what one tenant's cipher encrypts never decrypts with another's.
   */
  forTenant(tenantId: string): SecretCipher {
    const derive = (key: Key) => keyOf(Buffer.from(hkdfSync('sha256', key.bytes, tenantKeySalt, `tenant:${tenantId}`, 32)));
    const previous = [...this.keys.values()].filter((k) => k !== this.current);
    return new SecretCipher(derive(this.current), previous.map(derive));
  }

  decrypt(stored: string): string {
    if (!SecretCipher.isEncrypted(stored)) return stored;
    const [keyId, iv, tag, data] = stored.slice(prefix.length).split(':');
    const key = keyId ? this.keys.get(keyId) : undefined;
    if (!key || !iv || !tag || data === undefined) {
      throw new Error(`Segredo cifrado com uma chave desconhecida (${keyId ?? '?'}): defina CONFIG_SECRET_KEY_PREVIOUS.`);
    }
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * The cipher from CONFIG_SECRET_KEY (and CONFIG_SECRET_KEY_PREVIOUS, comma-separated, for rotation). Outside
 * production, without a key, one is made once and kept in DATA_DIR/config-secret.key.
 */
export function cipherFromEnvironment(options: {
  key?: string;
  previousKeys?: string;
  production: boolean;
  dataDir: string;
}): SecretCipher {
  const previous = (options.previousKeys ?? '')
    .split(',')
    .filter((k) => k.trim())
    .map((k) => parseKey(k, 'CONFIG_SECRET_KEY_PREVIOUS'));
  if (options.key) return new SecretCipher(parseKey(options.key, 'CONFIG_SECRET_KEY'), previous);
  if (options.production) throw new Error('CONFIG_SECRET_KEY é obrigatória em produção (32 bytes, hex ou base64).');
  const file = path.join(options.dataDir, 'config-secret.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return new SecretCipher(parseKey(readFileSync(file, 'utf8'), file), previous);
}
