// SPEC §5 upload checks: the file is required, its extension must be allowed; names are lowercased with
// accents removed before upload (one function, the browser's and the server's); a file URL must be http or https.
// SPEC §9 storage defaults.
import { formatBytes } from './byte-size';
import { fileMessages } from './messages/files';
import { portalMessages } from './messages/portal';

/** SPEC §9: signed storage by default; 'tmp-public-link' for temporary public links; expires 0. */
export const DEFAULT_STORAGE = 'app-storage';
export const TEMPORARY_STORAGE = 'tmp-public-link';
export const DEFAULT_EXPIRES = 0;
/** The reply header of a file item's list (GET digital-content) that gives the tenant's largest file, in bytes. */
export const maxFileBytesHeader = 'max-file-bytes';

/** The longest stored file name, extension included: the key '<path>/<16 hex>-<name>' stays a valid name on any disk. */
export const MAX_FILE_NAME_LENGTH = 120;
/** What after the last dot counts as an extension; anything else stays in the name ('nota.versao-final' has none). */
const extensionPattern = /^[a-z0-9]{1,10}$/;
// Letters that NFKD does not split into a base letter and a mark.
const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ð: 'd' };

/**
 * A name as file keys spell it (SPEC §5: lowercased, accents removed): compatibility forms folded ('nº' -> 'no'),
 * then every run of anything but a-z, 0-9, '.', '_' and '-' is one '-'. Used for key segments too.
 */
export function foldFileText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþð]/g, (letter) => spelledOut[letter] ?? '-')
    .replace(/[^a-z0-9._-]+/g, '-');
}

const trimEnds = (text: string) => text.replace(/^[-.]+|[-.]+$/g, '');

/**
 * The name a file is stored under, the same in the browser (before upload, so it can go in the `filename` header,
 * which takes Latin-1 only) and on the server: 'Relatório Março – Final 😀.PDF' -> 'relatorio-marco-final.pdf'.
 * ASCII only; folders dropped; a name past MAX_FILE_NAME_LENGTH is shortened keeping its extension; a name with
 * nothing left is 'arquivo'. Applying it again changes nothing.
 */
export function normalizeFileName(name: string): string {
  const base = foldFileText(name.split(/[\\/]/).pop() ?? '').replace(/-{2,}/g, '-');
  const dot = base.lastIndexOf('.');
  // 'contrato.pdf 😀' folds to 'contrato.pdf-': the extension is 'pdf'.
  const ext = dot > 0 ? base.slice(dot + 1).replace(/-$/, '') : '';
  const hasExtension = extensionPattern.test(ext);
  const stemText = hasExtension ? base.slice(0, dot) : base;
  const suffix = hasExtension ? `.${ext}` : '';
  const stem = trimEnds(trimEnds(stemText).slice(0, MAX_FILE_NAME_LENGTH - suffix.length)) || 'arquivo';
  return `${stem}${suffix}`;
}

/** The extension without the dot, lowercased ('' when there is none): 'a.Tar.GZ' -> 'gz'. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export type FileCheck = {
  /** The field's label, used in the messages ('Arquivo(Nota fiscal) não informado'). */
  label: string;
  /** The chosen file's name, or null/undefined when none was chosen. */
  fileName?: string | null;
  /** Allowed extensions ('pdf', '.XML'); empty or absent allows any. */
  allowed?: readonly string[];
  required?: boolean;
};

/** The pt-BR message for a file field, or null when it passes. */
export function validateFile({ label, fileName, allowed = [], required = true }: FileCheck): string | null {
  if (!fileName) return required ? portalMessages.validation.fileMissing(label) : null;
  if (allowed.length === 0) return null;
  const accepted = allowed.map((ext) => ext.replace(/^\./, '').toLowerCase());
  return accepted.includes(fileExtension(fileName)) ? null : portalMessages.validation.fileExtension(label);
}

/** The pt-BR refusal of a file of `size` bytes past `maxBytes` (the tenant's quotas.fileBytes), or null when it fits. */
export function fileSizeProblem(name: string, size: number, maxBytes: number): string | null {
  return size > maxBytes ? fileMessages.errors.tooLarge(name, formatBytes(maxBytes)) : null;
}

/** The `max-file-bytes` header as a limit: a positive whole number of bytes, else null (unknown). */
export function parseMaxFileBytes(header: string | null | undefined): number | null {
  const value = /^\d{1,16}$/.test(header?.trim() ?? '') ? Number(header) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** True for an absolute http: or https: URL (javascript:, data:, relative paths are refused). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
