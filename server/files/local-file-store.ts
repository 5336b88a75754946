import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStoreKey, type FileStore, type StoredObject } from './file-store';
import type { SignedMethod, UrlSigner } from './url-signer';

const metaSuffix = '.meta.json';

/**
 * Files on local disk under `root` (DATA_DIR/files): each object is its bytes plus a small JSON file with its type.
 * Writes go to a temporary name and are renamed into place, so a failed put leaves no half file. Signed URLs point
 * at `blobPath` (this server's route), signed by `signer`.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
    private readonly blobPath = '/file/v1/blob',
  ) {}

  private pathOf(key: string): string {
    assertStoreKey(key);
    if (key.endsWith(metaSuffix)) throw new Error(`Chave de arquivo inválida: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temp, bytes);
      await writeFile(`${temp}.meta`, JSON.stringify({ contentType }));
      await rename(`${temp}.meta`, file + metaSuffix);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}.meta`, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const [info, meta] = await Promise.all([stat(file), readFile(file + metaSuffix, 'utf8')]);
      if (!info.isFile()) return null;
      return { key, size: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string): Promise<(StoredObject & { bytes: Buffer }) | null> {
    const head = await this.head(key);
    if (!head) return null;
    try {
      const bytes = await readFile(this.pathOf(key));
      return { ...head, size: bytes.length, bytes };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(file + metaSuffix, { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = keyPrefix + entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`);
        else if (!entry.name.endsWith(metaSuffix) && !entry.name.endsWith('.part') && key.startsWith(prefix)) {
          const head = await this.head(key);
          if (head) found.push(head);
        }
      }
    };
    // Walk from the deepest whole directory of the prefix.
    const slash = prefix.lastIndexOf('/');
    const base = slash >= 0 ? prefix.slice(0, slash + 1) : '';
    await walk(base ? path.join(this.root, ...base.slice(0, -1).split('/')) : this.root, base);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async signedUrl(method: SignedMethod, key: string, expiresAt: Date): Promise<string> {
    assertStoreKey(key);
    const { expires, signature } = this.signer.sign(method, key, expiresAt);
    return `${this.blobPath}/${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&signature=${signature}`;
  }
}
