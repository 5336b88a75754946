import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce, set by the page that carries scripts (the portal shell); '' otherwise. */
    cspNonce: string;
  }
}

/** A fresh 128-bit nonce for one HTML response. */
export const newCspNonce = () => randomBytes(16).toString('base64');

// The chat vendors' widgets (src/chat/) talk to their own hosts over HTTPS and WebSockets and show frames from them.
const chatHosts = ['*.zendesk.com', '*.zdassets.com', '*.zopim.com', '*.tawk.to', '*.blip.ai', 'unpkg.com', '*.zenvia.com', '*.tiflux.com'];
const chatConnect = chatHosts.flatMap((h) => [`https://${h}`, `wss://${h}`]);

/**
 * The Content-Security-Policy of an HTML page. Scripts: only those carrying this response's nonce, and what they
 * load at run time ('strict-dynamic': the app's lazy chunks and the chat vendors' loaders); never inline code
 * without the nonce; never eval (the browser validates JSON Schemas by interpreting them: renderers/forms/schema-check.ts).
 * Styles keep 'unsafe-inline': tenant HTML carries style attributes, the legacy script frame (srcdoc, which inherits
 * this policy) has a <style>, and the chat widgets inject theirs.
 */
export function contentSecurityPolicy(nonce: string, extraConnect: string[] = []): string {
  const scripts = nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'none'";
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "script-src-attr 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    // Embed items show http(s) pages; the legacy script frame is srcdoc (same policy, nonce passed in).
    "frame-src 'self' http: https:",
    ["connect-src 'self'", ...extraConnect, ...chatConnect].join(' '),
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    "style-src 'self' 'unsafe-inline' https:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * Security headers on every reply (issue 13): CSP on HTML pages, nosniff, referrer and permissions policies,
 * COOP, and HSTS in production only (a development server on http://localhost must not pin https).
 */
export default fp(
  async (app) => {
    const { production, filesS3 } = app.config;
    const extraConnect = filesS3 ? [new URL(filesS3.url).origin] : [];
    app.decorateReply('cspNonce', '');
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()');
      if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        reply.header('content-security-policy', contentSecurityPolicy(reply.cspNonce, extraConnect));
        reply.header('x-frame-options', 'SAMEORIGIN');
      }
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['core'] },
);
