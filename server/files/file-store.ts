import type { SignedMethod } from './url-signer';

/** A stored object's facts. */
export type StoredObject = { key: string; size: number; contentType: string };

/**
 * Where file bytes live (DESIGN §8): local disk under DATA_DIR or an S3-compatible bucket. Keys are the store's
 * own ('t/<tenant>/<path>/<name>'); tenant scoping is the caller's (server/files/file-keys.ts). `put` is all or
 * nothing: a failed put leaves no object behind.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes and type, or null when there is no such object. */
  get(key: string): Promise<(StoredObject & { bytes: Buffer }) | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Objects whose key starts with `prefix`, sorted by key. */
  list(prefix: string): Promise<StoredObject[]>;
  /**
   * A URL that reads (GET) or writes (PUT) one object until `expiresAt`, without any other credential: the local
   * store's point at this server's /file/v1/blob route (HMAC), the S3 store's are presigned S3 URLs.
   */
  signedUrl(method: SignedMethod, key: string, expiresAt: Date): Promise<string>;
}

/** Store keys are relative paths of safe segments (no '..', no empty segment, no backslash). */
export function assertStoreKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 1024 || segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || [...s].some((c) => c.charCodeAt(0) < 0x20))) {
    throw new Error(`Chave de arquivo inválida: ${key}`);
  }
}
