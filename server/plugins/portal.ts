import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorTexts } from '../../domain/domain-error';
import { errorBody } from '../http/reply';
import { readPortalAssets } from '../http/portal-assets';
import { portalShell } from '../http/portal-shell';
import { shellPage } from '../http/shell-page';
import { negotiate } from '../routes/config/precompressed';
import { requestHostname } from '../tenancy/host';
import { newCspNonce } from './security-headers';

// API calls are /{service group}/v{n}/... (DESIGN.md §2) plus a few fixed paths; everything else is a portal page,
// including SPA routes that share a group's name (/app/:moduleId, /notifications).
const apiPaths = /^\/([a-z-]+\/v\d+\/|(dev|schemas|cache|health)(\/|$)|metrics$)/;
// A file the build or the browser asks for (a script, a style, an image, a font): missing, it is a 404, not the page.
// Any other dot is a page's: a user's e-mail in /admin/users/ana%40demo.com.br, a version in /termos/uso/1.2.
const assetFiles = /\.(m?js|css|map|json|wasm|html?|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf)$/i;

function isAssetFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || assetFiles.test(pathname);
}

/**
 * The built portal from PORTAL_DIR, and the SPA fallback: a GET for an unknown page answers index.html
 * (history-mode routes) with this response's CSP nonce on its scripts; API paths and other methods get 404
 * #NOT_FOUND in the envelope. index.html is read once and never served as a plain static file (it would lack the nonce).
 * For a known tenant the page carries its title, colours, config preload and, on `/` and the portal pages, the
 * route's modulepreloads, CSS and first paint (server/http/shell-page.ts); it is compressed per response (brotli
 * or gzip, as the browser accepts: the nonce differs each time).
 */
export default fp(
  async (app) => {
    const root = app.config.portalDir;
    const indexFile = path.join(root, 'index.html');
    const assets = readPortalAssets(root);
    const shell = existsSync(indexFile) ? portalShell(readFileSync(indexFile, 'utf8'), assets) : undefined;
    if (existsSync(root)) {
      // The build writes .br and .gz copies of its assets (vite.config.ts precompressAssets): sent as they are.
      await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true, allowedPath: (p) => !p.startsWith('/index.html') });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (shell && wantsPage && !apiPaths.test(pathname) && !isAssetFile(pathname)) {
        reply.cspNonce = newCspNonce();
        const hostname = requestHostname(request.headers, app.config.trustProxy);
        const company = app.tenants.forHostname(hostname)?.document.company;
        const page = company ? shellPage(company, hostname, pathname, request.headers.cookie, assets) : undefined;
        const html = shell(reply.cspNonce, page);
        const coding = negotiate(request.headers['accept-encoding']);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
        if (coding === 'identity') return reply.send(html);
        const body = coding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html);
        return reply.header('content-encoding', coding).send(body);
      }
      return reply.code(404).send(errorBody('#NOT_FOUND', errorTexts['#NOT_FOUND']));
    });
  },
  { name: 'portal', dependencies: ['core', 'security-headers', 'tenancy'] },
);
