/** The request's host name: Host (or X-Forwarded-Host when the proxy is trusted), port dropped, lowercased. */
export function requestHostname(
  headers: Record<string, string | string[] | undefined>,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? first(headers['x-forwarded-host'])?.split(',')[0]?.trim() : undefined;
  const raw = (forwarded || first(headers.host) || '').trim().toLowerCase();
  if (raw.startsWith('[')) return raw.slice(0, raw.indexOf(']') + 1);
  return raw.replace(/:\d*$/, '');
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
