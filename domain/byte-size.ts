// Storage sizes as an admin reads and types them (issue 10 quotas): pt-BR numbers, binary units (1 KB = 1024 bytes,
// as file managers on the desktops of Brazilian companies show them).

import { formatNumber } from './money';

const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const factor = (index: number) => 1024 ** index;

/** formatBytes(1536) -> '1,5 KB'; formatBytes(0) -> '0 bytes'; up to 2 decimals. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let index = 0;
  while (index < units.length - 1 && bytes >= factor(index + 1)) index += 1;
  const value = bytes / factor(index);
  return `${formatNumber(value, 'pt-BR', index === 0 ? 0 : 2)} ${units[index]}`;
}

/**
 * A typed size in bytes, or null when it is not one: '500 MB', '1,5 gb', '10GB', '2.048' (bytes), '2048 bytes'.
 * Results that are not whole bytes are rounded down.
 */
export function parseByteSize(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?\s*(bytes?|b|kb|mb|gb|tb)?$/i.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction, unit = 'bytes'] = match;
  const value = Number(`${whole.replace(/\./g, '')}.${fraction ?? '0'}`);
  const name = unit.toLowerCase();
  const index = name.startsWith('b') ? 0 : units.findIndex((u) => u.toLowerCase() === name);
  const bytes = Math.floor(value * factor(index));
  return Number.isSafeInteger(bytes) ? bytes : null;
}

/** A stored size as the field shows it: the largest unit that holds it exactly ('10 GB'), else the bytes ('1000000'). */
export function byteSizeInput(bytes: number): string {
  for (let index = units.length - 1; index > 0; index -= 1) {
    if (bytes > 0 && bytes % factor(index) === 0) return `${bytes / factor(index)} ${units[index]}`;
  }
  return String(bytes);
}
