// What a file really is, read from its first bytes (magic numbers), never from its name or a Content-Type header.
// The browser checks before sending and the server again before storing (SPEC §5 File rules).
import { fileExtension } from './files';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'xml' | 'text';

/** The extensions the portal accepts, each with the kind its bytes must have and the type it is served as. */
export const fileTypes = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  zip: { kind: 'zip', contentType: 'application/zip' },
  docx: { kind: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  xml: { kind: 'xml', contentType: 'application/xml' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
} as const satisfies Record<string, { kind: FileKind; contentType: string }>;

export type FileExtension = keyof typeof fileTypes;
export const knownExtensions = Object.keys(fileTypes) as FileExtension[];

/** How many leading bytes sniffing reads (the browser slices this much off the chosen file). */
export const sniffBytes = 4096;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Text: valid UTF-8 with no control characters but tab, line feed, carriage return and form feed. */
function isText(bytes: Uint8Array): boolean {
  // A multi-byte character cut at the end of the sniffed slice is not an error.
  const body = bytes.length >= sniffBytes ? trimPartialCharacter(bytes) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f) return false;
  }
  return true;
}

function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const b = bytes[end - back]!;
    if ((b & 0xc0) === 0xc0) return bytes.subarray(0, end - back);
    if ((b & 0x80) === 0) break;
  }
  return bytes;
}

/** The kind the bytes show, or null for anything else (an executable, an unknown binary, an empty file). */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (!isText(bytes)) return null;
  const start = new TextDecoder().decode(bytes.subarray(0, 256)).replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<?xml') || /^<[A-Za-z_]/.test(start) ? 'xml' : 'text';
}

export type FileTypeCheck = { ok: true; extension: FileExtension; contentType: string } | { ok: false; reason: 'extension' | 'content' };

/**
 * Whether a file named `fileName` with these leading bytes may be stored: its extension must be known (and in
 * `allowed` when given) and its bytes must be of that extension's kind. Text files may hold XML (it is text).
 */
export function checkFileType(fileName: string, bytes: Uint8Array, allowed: readonly string[] = []): FileTypeCheck {
  const ext = fileExtension(fileName);
  const accepted = allowed.map((a) => a.replace(/^\./, '').toLowerCase());
  if (!Object.hasOwn(fileTypes, ext) || (accepted.length > 0 && !accepted.includes(ext))) return { ok: false, reason: 'extension' };
  const type = fileTypes[ext as FileExtension];
  const kind = sniffKind(bytes);
  const matches = kind === type.kind || (type.kind === 'text' && kind === 'xml');
  return matches ? { ok: true, extension: ext as FileExtension, contentType: type.contentType } : { ok: false, reason: 'content' };
}

/** Default largest file (10 MB) when the tenant sets no quotas.fileBytes. */
export const defaultMaxFileBytes = 10 * 1024 * 1024;
