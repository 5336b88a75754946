import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One published JSON text, its strong validator and its compressed copies (computed once, off the event loop). */
export interface Precompressed {
  /** The hash of the uncompressed bytes: the ETag of each copy is derived from it. */
  hash: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * Compresses a JSON text once: brotli at its best quality and gzip at level 9, both in libuv's thread pool
 * (the caller caches the promise per loaded document, so a new config version is compressed once per process).
 */
export async function precompress(text: string): Promise<Precompressed> {
  const identity = Buffer.from(text, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { hash, identity, br, gzip: gz };
}

/**
 * The strong ETag of one copy: a different content coding is a different representation (RFC 9110 §8.8.3),
 * so the compressed copies carry the hash with a suffix.
 */
export function etagOf(hash: string, coding: Coding): string {
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
}

/** Whether If-None-Match names any copy of this text (weak comparison, RFC 9110 §13.1.2; `*` matches). */
export function notModified(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    if (opaque === '*') return true;
    return opaque === `"${hash}"` || opaque === `"${hash}-br"` || opaque === `"${hash}-gzip"`;
  });
}

/** The coding to send for an Accept-Encoding header: brotli, then gzip, then none (q=0 refuses a coding). */
export function negotiate(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: string) => weights.get(coding) ?? (weights.has('*') ? weights.get('*')! : 0);
  const best = (['br', 'gzip'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best ?? 'identity';
}
