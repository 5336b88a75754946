// Reconnecting the notifications socket (issue 11): exponential backoff with jitter, capped, so a server
// restart does not bring every open tab back in the same second.

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 30000;

/** A number in [0, 1) from a seed and the attempt: the same pair always gives the same jitter (replayable). */
export function jitterFraction(seed: number, attempt: number): number {
  let x = (Math.floor(seed) ^ Math.imul(attempt + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * Wait before reconnect attempt `attempt` (0 = the first after a loss): base * 2^attempt capped at `cap`,
 * then "equal jitter": half of it fixed, the other half random, so it is never below half the step.
 */
export function reconnectDelay(
  attempt: number,
  seed: number,
  base = RECONNECT_BASE_MS,
  cap = RECONNECT_CAP_MS,
): number {
  const step = Math.min(cap, base * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.round(step / 2 + (step / 2) * jitterFraction(seed, attempt));
}
