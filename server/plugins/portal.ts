import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorTexts } from '../../domain/domain-error';
import { errorBody } from '../http/reply';

// API calls are /{service group}/v{n}/... (DESIGN.md §2) plus a few fixed paths; everything else is a portal page,
// including SPA routes that share a group's name (/app/:moduleId, /notifications).
const apiPaths = /^\/([a-z-]+\/v\d+\/|(dev|schemas|cache)(\/|$)|health$)/;

/**
 * The built portal from PORTAL_DIR, and the SPA fallback: a GET for an unknown page answers index.html
 * (history-mode routes); API paths and other methods get 404 #NOT_FOUND in the envelope.
 */
export default fp(
  async (app) => {
    const root = app.config.portalDir;
    const hasPortal = existsSync(path.join(root, 'index.html'));
    if (existsSync(root)) await app.register(fastifyStatic, { root, wildcard: false, index: false });
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasPortal && wantsPage && !apiPaths.test(pathname) && !path.extname(pathname)) {
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.code(404).send(errorBody('#NOT_FOUND', errorTexts['#NOT_FOUND']));
    });
  },
  { name: 'portal', dependencies: ['core'] },
);
