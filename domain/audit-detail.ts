import { formatDateTime } from './dates';
import { adminOperationsUi } from './messages/admin-operations-ui';

const text = adminOperationsUi.audit.detail;

// An instant as the server writes one (toISOString(), or with an offset); a date-only text stays as written.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A key's pt-BR label; an unknown key shows as written, so nothing the server adds is hidden. */
const labelOf = (key: string) => (Object.hasOwn(text.labels, key) ? text.labels[key]! : key);

/** The value as text, '' when there is nothing to show (null, '', an empty list or object). */
function valueText(value: unknown, nested: boolean, timeZone: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'string') return (ISO_INSTANT.test(value) && formatDateTime(value, timeZone)) || value;
  if (Array.isArray(value)) {
    return value
      .map((item) => valueText(item, true, timeZone))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') {
    const inner = pairs(value as Record<string, unknown>, true, timeZone).join(', ');
    // Inside a list or another object, parentheses keep its pairs apart from their neighbours.
    return nested && inner ? `(${inner})` : inner;
  }
  return String(value);
}

/** 'Label: valor' for each key with something to show; `nested` when `detail` is itself a value. */
function pairs(detail: Record<string, unknown>, nested: boolean, timeZone: string | undefined): string[] {
  return Object.entries(detail).flatMap(([key, value]) => {
    const shown = valueText(value, nested, timeZone);
    return shown ? [`${labelOf(key)}: ${shown}`] : [];
  });
}

/**
 * An admin audit entry's detail as pt-BR text: 'Label: valor' pairs joined by ' · ', instants as
 * 'DD/MM/YYYY HH:mm' in `timeZone` (the browser's when omitted), lists joined by ', ', sim/não for booleans,
 * nested objects as their own pairs; empty values left out. The detail holds ids and names, never a secret:
 * the server audits none.
 */
export function auditDetailText(detail: Record<string, unknown>, timeZone?: string): string {
  return pairs(detail, false, timeZone).join(' · ');
}
