/**
 * The portal's index.html as a template of one value, the response's CSP nonce: it goes on every <script> and
 * modulepreload <link> of the built page, and in a <meta property="csp-nonce"> that Vite's preload helper and
 * the legacy script frame read (the nonce attribute is hidden from the DOM, its IDL property is not).
 */
export function portalShell(html: string): (nonce: string) => string {
  const marked = html
    .replace(/<script\b/gi, '<script nonce="\u0000"')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)/gi, '<link nonce="\u0000"')
    .replace(/<head>/i, '<head>\n    <meta property="csp-nonce" nonce="\u0000" />');
  const parts = marked.split('\u0000');
  return (nonce) => parts.join(nonce);
}
