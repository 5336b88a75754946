import type { ApiFailure } from '../../domain/api-failure';
import { toApiFailure } from '../../domain/api-failure';
import { fileMessages } from '../../domain/messages/files';
import { maxFileBytesHeader, normalizeFileName, parseMaxFileBytes } from '../../domain/files';
import type { ItemFile, ItemFileList } from '../../renderers/items/item-services';
import { readSessionCode } from '../session/session-storage';
import { apiRequest } from './http-client';

/** SPEC §7 Files, as a module item uses them: digital-content (upload link, list) and the PUT of the bytes. */
const enc = encodeURIComponent;
const itemHeaders = (moduleId: string, itemId: string) => ({ module: moduleId, 'module-item': itemId });

/** The item's files, and the tenant's largest file as the reply's max-file-bytes header says it. */
export async function listItemFiles(companyId: string, moduleId: string, itemId: string): Promise<ItemFileList> {
  let maxBytes: number | null = null;
  const files = await apiRequest<ItemFile[]>(`/file/v1/session/app/${enc(companyId)}/digital-content`, {
    headers: itemHeaders(moduleId, itemId),
    connectionErrors: false,
    onHeaders: (headers) => {
      maxBytes = parseMaxFileBytes(headers.get(maxFileBytesHeader));
    },
  });
  return { files, maxBytes };
}

/**
 * Asks for {key, url, link} and PUTs the file to url. SPEC §8: a reply without key or url is
 * 'Não foi possível fazer upload do arquivo.' (status 500); the PUT's own refusals (size, type) keep their pt-BR text.
 * `name` is sent as normalizeFileName makes it (the server's stored name, ASCII: fetch refuses a header outside Latin-1).
 */
export async function uploadItemFile(companyId: string, moduleId: string, itemId: string, file: File, name: string): Promise<string> {
  const links = await apiRequest<{ key?: string; url?: string; link?: string } | null>(`/file/v1/session/app/${enc(companyId)}/digital-content`, {
    method: 'POST',
    headers: { ...itemHeaders(moduleId, itemId), filename: normalizeFileName(name), filetype: file.type || 'application/octet-stream' },
    // A JSON content type with an empty body is refused: the call sends {} (everything it says is in headers).
    body: {},
    connectionErrors: false,
  });
  if (!links?.key || !links.url) throw { status: 500, message: fileMessages.errors.uploadFailed } satisfies ApiFailure;
  let response: Response;
  try {
    const code = readSessionCode();
    response = await fetch(links.url, { method: 'PUT', body: file, headers: code ? { code } : {}, credentials: 'same-origin' });
  } catch {
    throw { status: 0, message: fileMessages.errors.uploadFailed } satisfies ApiFailure;
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiFailure(response.status, body);
  }
  return links.key;
}
