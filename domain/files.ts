// SPEC §5 upload checks: the file is required, its extension must be allowed; names are lowercased with
// accents removed before upload; a file URL must be http or https. SPEC §9 storage defaults.
import { portalMessages } from './messages/portal';

/** SPEC §9: signed storage by default; 'tmp-public-link' for temporary public links; expires 0. */
export const DEFAULT_STORAGE = 'app-storage';
export const TEMPORARY_STORAGE = 'tmp-public-link';
export const DEFAULT_EXPIRES = 0;

/** 'Relatório Março.PDF' -> 'relatorio marco.pdf'. */
export function normalizeFileName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
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

/** True for an absolute http: or https: URL (javascript:, data:, relative paths are refused). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
