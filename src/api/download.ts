import { readSessionCode } from '../session/session-storage';
import type { ApiFailureWithBody } from './http-client';

/**
 * A file a route sends as a download, fetched with the session `code` (it travels in a header, so a plain link
 * cannot), with the name its content-disposition gives, else `fallbackName`. A failure is `{ status }` (0 offline).
 */
export async function fetchDownload(path: string, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const code = readSessionCode();
  let response: Response;
  try {
    response = await fetch(path, { headers: { 'origin-url': window.location.href, ...(code ? { code } : {}) }, credentials: 'same-origin' });
  } catch {
    throw { status: 0 } satisfies ApiFailureWithBody;
  }
  if (!response.ok) throw { status: response.status } satisfies ApiFailureWithBody;
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
