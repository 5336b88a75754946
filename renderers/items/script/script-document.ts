import { scriptShim, type ShimConfig } from './script-shim';

export type ScriptDocumentInput = ShimConfig & {
  /** The item's title: the frame page's <title>. */
  title: string;
  /** The legacy script's text, run as it is. */
  source: string;
  /** The portal page's CSP nonce: a srcdoc frame inherits the page's policy, so its two scripts carry it. */
  nonce?: string;
};

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/** base64 of the UTF-8 bytes (btoa alone takes Latin-1 only). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The srcdoc of a legacy script's frame: a pt-BR page with a title, the bridge shim, a <main> the script may
 * fill, then the script itself. The script goes in as a data: URL, so no text in it ('</script>', '<!--') can
 * break out of its element; it still runs in document order, so document.write and DOM lookups work as in an
 * old page.
 */
export function scriptDocument({ title, source, origin, user, nonce }: ScriptDocumentInput): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#fff}</style>
<script${nonceAttribute}>${scriptShim({ origin, user })}</script>
</head>
<body>
<main id="portal-script"></main>
<script${nonceAttribute} src="data:text/javascript;charset=utf-8;base64,${base64Utf8(source)}"></script>
</body>
</html>
`;
}
