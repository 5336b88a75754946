import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorTexts } from '../../domain/domain-error';
import { errorBody } from '../http/reply';
import { portalShell } from '../http/portal-shell';
import { newCspNonce } from './security-headers';

// API calls are /{service group}/v{n}/... (DESIGN.md §2) plus a few fixed paths; everything else is a portal page,
// including SPA routes that share a group's name (/app/:moduleId, /notifications).
const apiPaths = /^\/([a-z-]+\/v\d+\/|(dev|schemas|cache|health)(\/|$)|metrics$)/;

/**
 * The built portal from PORTAL_DIR, and the SPA fallback: a GET for an unknown page answers index.html
 * (history-mode routes) with this response's CSP nonce on its scripts; API paths and other methods get 404
 * #NOT_FOUND in the envelope. index.html is read once and never served as a plain static file (it would lack the nonce).
 */
export default fp(
  async (app) => {
    const root = app.config.portalDir;
    const indexFile = path.join(root, 'index.html');
    const shell = existsSync(indexFile) ? portalShell(readFileSync(indexFile, 'utf8')) : undefined;
    if (existsSync(root)) {
      // The build writes .br and .gz copies of its assets (vite.config.ts precompressAssets): sent as they are.
      await app.register(fastifyStatic, { root, wildcard: false, index: false, preCompressed: true, allowedPath: (p) => !p.startsWith('/index.html') });
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (shell && wantsPage && !apiPaths.test(pathname) && !path.extname(pathname)) {
        reply.cspNonce = newCspNonce();
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell(reply.cspNonce));
      }
      return reply.code(404).send(errorBody('#NOT_FOUND', errorTexts['#NOT_FOUND']));
    });
  },
  { name: 'portal', dependencies: ['core', 'security-headers'] },
);
