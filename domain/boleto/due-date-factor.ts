// The due-date factor of bank slips: days since 1997-10-07. It reached 9999 on 2025-02-21; from 2025-02-22
// FEBRABAN restarts it at 1000 (a new base date, 2022-05-29), so every 9000 days the same factor comes back.
// A factor is read as the date inside the window banks accept around today: 3000 days back, 5500 ahead (FEBRABAN's
// rule for the rollover); the 499 days left of the 9000-day cycle are counted ahead as well, so each factor has
// exactly one date for a given day.

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);
/** Days after which the same factor repeats: 9999 - 1000 + 1. */
export const FACTOR_CYCLE_DAYS = 9000;
export const FACTOR_DAYS_BACK = 3000;

const isoDays = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
const isoOf = (days: number) => new Date(FACTOR_BASE + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The due date ('YYYY-MM-DD') of a factor read on `today` ('YYYY-MM-DD'): null for 0000 (a slip with no due
 * date). Factors below 1000 exist only in the first cycle (1997-10-08 to 2000-07-02).
 */
export function dueDateOfFactor(factor: number, today: string): string | null {
  if (!Number.isInteger(factor) || factor <= 0 || factor > 9999) return null;
  if (factor < 1000) return isoOf(factor);
  const earliest = isoDays(today) - FACTOR_DAYS_BACK;
  const cycles = Math.max(0, Math.ceil((earliest - factor) / FACTOR_CYCLE_DAYS));
  return isoOf(factor + cycles * FACTOR_CYCLE_DAYS);
}

/** The factor of a due date ('YYYY-MM-DD'): 9999 on 2025-02-21, 1000 on 2025-02-22. */
export function factorOfDueDate(iso: string): number {
  const days = isoDays(iso);
  if (days < 1) throw new RangeError(`No due-date factor before 1997-10-08: ${iso}`);
  return days <= 9999 ? days : 1000 + ((days - 10000) % FACTOR_CYCLE_DAYS);
}
