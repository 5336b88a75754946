import type { ApiFailure } from '../../domain/api-failure';
import { toApiFailure } from '../../domain/api-failure';
import { fileMessages } from '../../domain/messages/files';
import type { ItemFile } from '../../renderers/items/item-services';
import { readSessionCode } from '../session/session-storage';
import { apiRequest } from './http-client';

/** SPEC §7 Files, as a module item uses them: digital-content (upload link, list) and the PUT of the bytes. */
const enc = encodeURIComponent;
const itemHeaders = (moduleId: string, itemId: string) => ({ module: moduleId, 'module-item': itemId });

export function listItemFiles(companyId: string, moduleId: string, itemId: string): Promise<ItemFile[]> {
  return apiRequest(`/file/v1/session/app/${enc(companyId)}/digital-content`, { headers: itemHeaders(moduleId, itemId), connectionErrors: false });
}

/**
 * Asks for {key, url, link} and PUTs the file to url. SPEC §8: a reply without key or url is
 * 'Não foi possível fazer upload do arquivo.' (status 500); the PUT's own refusals (size, type) keep their pt-BR text.
 */
export async function uploadItemFile(companyId: string, moduleId: string, itemId: string, file: File, name: string): Promise<string> {
  const links = await apiRequest<{ key?: string; url?: string; link?: string } | null>(`/file/v1/session/app/${enc(companyId)}/digital-content`, {
    method: 'POST',
    headers: { ...itemHeaders(moduleId, itemId), filename: name, filetype: file.type || 'application/octet-stream' },
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
