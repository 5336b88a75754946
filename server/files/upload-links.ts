import { DomainError } from '../../domain/domain-error';
import { DEFAULT_STORAGE, TEMPORARY_STORAGE, normalizeFileName, validateFile } from '../../domain/files';
import { knownExtensions } from '../../domain/file-kinds';
import type { FileStore } from './file-store';
import { cleanPath, newFileKey, storeKeyOf } from './file-keys';
import type { UrlSigner } from './url-signer';

/** How long the upload URL of signedUpload lives; a download link of 'app-storage' and of 'tmp-public-link'. */
export const uploadUrlMs = 15 * 60_000;
export const linkMs = { [DEFAULT_STORAGE]: 60 * 60_000, [TEMPORARY_STORAGE]: 24 * 60 * 60_000 } as const;
export type StorageType = keyof typeof linkMs;

/** What the signed upload URL carries (signed with it, so none of it can be changed on the way). */
export type UploadMeta = {
  name: string;
  storageType: StorageType;
  moduleId?: string;
  itemId?: string;
  allowed?: string[];
  /** The file's own expiry, epoch ms (SPEC §9 expires; absent: never). */
  fileExpires?: number;
  userId?: string;
};

export function storageTypeOf(header: string | undefined): StorageType {
  if (header === undefined) return DEFAULT_STORAGE;
  if (header === DEFAULT_STORAGE || header === TEMPORARY_STORAGE) return header;
  throw new DomainError('#VALIDATION');
}

/** The blob route's path for a store key (each segment URL-encoded). */
export const blobPath = (storeKey: string) => `/file/v1/blob/${storeKey.split('/').map(encodeURIComponent).join('/')}`;

export type UploadRequest = {
  tenantId: string;
  path: string | undefined;
  fileName: string | undefined;
  /** The field's label in the 'Arquivo(label) não informado' message. */
  label: string;
  storageType: StorageType;
  unique: boolean;
  meta: Omit<UploadMeta, 'name' | 'storageType'>;
  now: Date;
};

/**
 * SPEC §7 Files: {key, url, link} for a new upload. `url` is this server's signed PUT route (the bytes are checked
 * there before anything is stored, whichever store is behind); `link` a signed read URL that works once the PUT is done.
 */
export async function issueUpload(deps: { store: FileStore; signer: UrlSigner }, request: UploadRequest) {
  const problem = validateFile({ label: request.label, fileName: request.fileName, allowed: request.meta.allowed?.length ? request.meta.allowed : knownExtensions });
  if (problem) throw new DomainError('#VALIDATION', problem);
  const name = normalizeFileName(request.fileName ?? '');
  const key = newFileKey(cleanPath(request.path), name, request.unique);
  const storeKey = storeKeyOf(request.tenantId, key);
  const meta: UploadMeta = { name, storageType: request.storageType, ...request.meta };
  const encoded = Buffer.from(JSON.stringify(meta)).toString('base64url');
  const signed = deps.signer.sign('PUT', storeKey, new Date(request.now.getTime() + uploadUrlMs), encoded);
  const url = `${blobPath(storeKey)}?${new URLSearchParams(signed)}`;
  const link = await deps.store.signedUrl('GET', storeKey, new Date(request.now.getTime() + linkMs[request.storageType]));
  return { key, url, link };
}

export function parseUploadMeta(encoded: string | undefined, fallbackName: string): UploadMeta {
  if (!encoded) return { name: fallbackName, storageType: DEFAULT_STORAGE };
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as UploadMeta;
  } catch {
    throw new DomainError('#FILE_LINK');
  }
}
