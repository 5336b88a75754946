/** SPEC §9: batch max-wait 300000 ms, the longest a batch job may run and the default wait. */
export const batchMaxWaitMs = 300_000;

/** A `max-wait-time` (or `timeout`) header in ms, clamped to 1..300000; undefined when absent or bad. */
export function headerMs(value: string | string[] | undefined): number | undefined {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), batchMaxWaitMs) : undefined;
}
