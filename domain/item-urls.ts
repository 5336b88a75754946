// SPEC §5 "URL must be http or https" for the pages an embed item shows; a path on the portal host is allowed too.
import { isHttpUrl } from './files';

/** Where an embed item points: another site (absolute http/https) or a page of the portal's own host. */
export type EmbedTarget = { kind: 'external'; url: string } | { kind: 'same-host'; url: string };

const base = 'http://portal.invalid';

/** Whitespace, control characters or a backslash: browsers drop or rewrite them, so the URL is not what it says. */
const hasUnsafeCharacters = (value: string) =>
  /[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The embed target of a configured URL, or null when it must not be shown: javascript:, data:, blob:,
 * protocol-relative ('//x'), backslash tricks ('/\\x') and anything with whitespace or control characters.
 * An absolute URL to `portalOrigin` itself counts as same-host (it must not get allow-same-origin).
 */
export function embedTarget(value: string, portalOrigin?: string): EmbedTarget | null {
  if (hasUnsafeCharacters(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return { kind: 'same-host', url: url.pathname + url.search + url.hash };
  }
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  if (portalOrigin && url.origin === portalOrigin) return { kind: 'same-host', url: url.pathname + url.search + url.hash };
  return { kind: 'external', url: url.href };
}

/**
 * The iframe sandbox of an embed. Another site keeps its own origin (its scripts, forms and popups work). A page
 * of the portal's host gets an opaque origin: allow-scripts with allow-same-origin there would let it reach the
 * portal's storage and session.
 */
export function embedSandbox(target: EmbedTarget): string {
  return target.kind === 'external' ? 'allow-scripts allow-same-origin allow-forms allow-popups' : 'allow-scripts allow-forms allow-popups';
}

/** An embed's height in px: the item's, or 600. */
export const embedHeight = (height?: number) => height ?? 600;
