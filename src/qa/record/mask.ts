/**
 * Secrets never enter a recorded fixture (issue 15): any field whose name says secret is replaced at the source,
 * in events, actor results and action params, by one fixed mask, so the replay sees the same value everywhere
 * (the login actor's input, the cleared context, persistSession's code all carry the same mask).
 */
export const SECRET_MASK = '[mascarado]';

const secretKey = /^(password|oldPassword|newPassword|currentPassword|confirmation|passwordConfirmation|code|sessionCode|hash|directHash|token|accessToken|refreshToken|idToken|secret|clientSecret|otp|pin)$/i;

export const isSecretKey = (key: string): boolean => secretKey.test(key);

/**
 * A JSON copy of `value` with every secret field masked. An empty (or blank) string stays as typed: it hides
 * nothing and the machine's 'required' guard must see it. Functions and undefined are dropped, as JSON does.
 */
export function maskSecrets(value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  return walk(copy);
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const blank = typeof field === 'string' && field.trim() === '';
    out[key] = isSecretKey(key) && field !== null && !blank ? SECRET_MASK : walk(field);
  }
  return out;
}
