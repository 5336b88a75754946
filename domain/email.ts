// E-mail rules of SPEC §5: a standard pattern that also admits a quoted local part and an IP-literal domain.
const LOCAL = String.raw`(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"(?:[^"\\\r\n]|\\.)+")`;
const DOMAIN = String.raw`(?:\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]|(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,})`;
const EMAIL = new RegExp(`^${LOCAL}@${DOMAIN}$`);

/** Trims and lowercases an address as typed (SPEC §4 step 1). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** True for one valid address: `a.b@host.com.br`, `"john doe"@example.com`, `user@[192.168.0.1]`. */
export function isValidEmail(value: string): boolean {
  const match = EMAIL.exec(value.trim());
  if (!match) return false;
  const octets = match.slice(1, 5).filter((o): o is string => o !== undefined);
  return octets.every((o) => Number(o) <= 255);
}

/** True when a ';'-separated list has at least one address and every non-empty part is valid. */
export function isValidEmailList(value: string): boolean {
  const parts = value
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return parts.length > 0 && parts.every(isValidEmail);
}

/** SPEC §5: the first half of the local part, then one asterisk per hidden character. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const local = value.slice(0, at);
  const shown = Math.floor(local.length / 2);
  return `${local.slice(0, shown)}${'*'.repeat(local.length - shown)}${value.slice(at)}`;
}
