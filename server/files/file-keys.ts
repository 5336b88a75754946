import { randomBytes } from 'node:crypto';
import { DomainError } from '../../domain/domain-error';
import { foldFileText } from '../../domain/files';
import { fileMessages } from '../../domain/messages/files';

// A tenant's file key ('uploads/3f9c…-nota.pdf') is what the API hands out; the store key prefixes it with the
// tenant ('t/acme/uploads/…'), so a key or URL of one tenant never names another tenant's object.

// Stored keys are checked with it (parseFileKey): it must keep accepting every key it ever made.
const safeSegment = (text: string) => foldFileText(text).replace(/^[-.]+|-+$/g, '');

/**
 * One key segment made of ids ('cadastros-documentos'): lowercased, anything unsafe turned into '-'. An uploaded
 * file's name is domain/files.ts normalizeFileName, the browser's own.
 */
export function safeKeySegment(text: string): string {
  return safeSegment(text.split(/[\\/]/).pop() ?? '') || 'arquivo';
}

/** The header `path` as key segments ('Notas/2026' -> 'notas/2026'); '..' or an empty path is refused. */
export function cleanPath(path: string | undefined, fallback = 'uploads'): string {
  const raw = (path ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!raw) return fallback;
  const segments = raw.split('/');
  if (segments.length > 8 || segments.some((s) => s.trim() === '..' || s.trim() === '.')) {
    throw new DomainError('#VALIDATION', fileMessages.errors.badPath);
  }
  const cleaned = segments.map(safeSegment);
  if (cleaned.some((s) => !s)) throw new DomainError('#VALIDATION', fileMessages.errors.badPath);
  return cleaned.join('/');
}

/** A new key under `path`: '<path>/<16 hex>-<name>' (use-unique-id, the default) or '<path>/<name>'. */
export function newFileKey(path: string, name: string, unique: boolean): string {
  return unique ? `${path}/${randomBytes(8).toString('hex')}-${name}` : `${path}/${name}`;
}

/** A key as a client sends it, or a 404 when it cannot be one of ours. */
export function parseFileKey(key: string): string {
  const segments = key.split('/');
  const ok = key.length <= 900 && segments.length >= 2 && segments.every((s) => s !== '' && safeSegment(s) === s);
  if (!ok) throw new DomainError('#FILE_NOT_FOUND');
  return key;
}

export const storeKeyOf = (tenantId: string, key: string) => `t/${tenantId}/${key}`;

/** The tenant's key inside a store key, or null when the store key is not that tenant's. */
export function tenantKeyOf(tenantId: string, storeKey: string): string | null {
  const prefix = `t/${tenantId}/`;
  return storeKey.startsWith(prefix) ? storeKey.slice(prefix.length) : null;
}
