import { byteSizeInput, parseByteSize } from './byte-size';
import { adminOperationsUi } from './messages/admin-operations-ui';
import { quotaNames, type QuotaName, type QuotaUse } from './quotas';

/** The quota screen's fields (issue 10): each limit as typed; '' is no limit. */
export type QuotaLimitTexts = Record<QuotaName, string>;
export type QuotaLimitsResult =
  | { ok: true; limits: Record<QuotaName, number | null> }
  | { ok: false; errors: Partial<Record<QuotaName, string>> };

const t = adminOperationsUi.quotas;
/** The smallest limit each quota takes (a queries quota of 0 would stop every query: the server refuses it). */
const minimum: Record<QuotaName, number> = { users: 0, storageBytes: 0, queriesPerMinute: 1 };

/** The stored limits as the fields show them. */
export function quotaLimitTexts(report: Record<QuotaName, QuotaUse>): QuotaLimitTexts {
  const text = (name: QuotaName) => {
    const limit = report[name].limit;
    if (limit === null) return '';
    return name === 'storageBytes' ? byteSizeInput(limit) : String(limit);
  };
  return { users: text('users'), storageBytes: text('storageBytes'), queriesPerMinute: text('queriesPerMinute') };
}

function parseLimit(name: QuotaName, text: string): { value: number | null } | { error: string } {
  const typed = text.trim();
  if (typed === '') return { value: null };
  // A negative number is a whole number too: say the least the limit takes, not that it is not an integer.
  if (name !== 'storageBytes' && /^-\d+$/.test(typed.replace(/\./g, ''))) return { error: t.atLeast(minimum[name]) };
  const value = name === 'storageBytes' ? parseByteSize(typed) : /^\d+$/.test(typed.replace(/\./g, '')) ? Number(typed.replace(/\./g, '')) : null;
  if (value === null) return { error: name === 'storageBytes' ? t.notSize : t.notInteger };
  if (!Number.isSafeInteger(value)) return { error: t.tooBig };
  if (value < minimum[name]) return { error: t.atLeast(minimum[name]) };
  return { value };
}

/** The typed limits as the PUT's numbers (null: no limit), or a pt-BR message per field that is not a limit. */
export function parseQuotaLimits(texts: QuotaLimitTexts): QuotaLimitsResult {
  const limits = {} as Record<QuotaName, number | null>;
  const errors: Partial<Record<QuotaName, string>> = {};
  for (const name of quotaNames) {
    const parsed = parseLimit(name, texts[name]);
    if ('error' in parsed) errors[name] = parsed.error;
    else limits[name] = parsed.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, limits };
}

/** Only the limits that differ from the stored ones (the PUT keeps an absent field as it is). */
export function changedLimits(report: Record<QuotaName, QuotaUse>, limits: Record<QuotaName, number | null>): Partial<Record<QuotaName, number | null>> {
  return Object.fromEntries(quotaNames.filter((name) => report[name].limit !== limits[name]).map((name) => [name, limits[name]]));
}

/**
 * How full a quota is, in whole percent, or null without a limit. Over 100 when a limit was set below what was
 * already in use ('8 de 2 (400%)'); a limit of 0 with any use reads 100.
 */
export function quotaPercent(use: QuotaUse): number | null {
  if (use.limit === null) return null;
  if (use.limit === 0) return use.used > 0 ? 100 : 0;
  return Math.round((use.used / use.limit) * 100);
}

/**
 * A limit typed below what is already in use (users, storage): allowed, since nothing is removed, but the admin is
 * told that new users or uploads will be refused. The queries quota's use is the current minute's, so it has none.
 */
export function belowUseWarning(name: QuotaName, text: string, use: QuotaUse, format: (n: number) => string): string | null {
  if (name === 'queriesPerMinute') return null;
  const parsed = parseLimit(name, text);
  if ('error' in parsed || parsed.value === null || parsed.value >= use.used) return null;
  return t.belowUse[name](format(use.used));
}
