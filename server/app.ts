import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig } from './config';
import type { AppOptions } from './options';
import bus from './plugins/bus';
import configStore from './plugins/config-store';
import connectors from './plugins/connectors';
import core from './plugins/core';
import inFlight from './plugins/in-flight';
import db from './plugins/db';
import errors from './plugins/errors';
import files from './plugins/files';
import mail from './plugins/mail';
import metrics from './plugins/metrics';
import portal from './plugins/portal';
import rateLimit from './plugins/rate-limit';
import realtime from './plugins/realtime';
import requestLog, { loggerOptions, requestIdOf } from './plugins/request-log';
import securityHeaders from './plugins/security-headers';
import sessions from './plugins/sessions';
import tenancy from './plugins/tenancy';
import jobs from './jobs/jobs-plugin';
import access from './routes/access/index';
import activity from './routes/activity/index';
import appRoutes from './routes/app/index';
import auth from './routes/auth/index';
import config from './routes/config/index';
import customerService from './routes/customer-service/index';
import dev from './routes/dev/index';
import fileRoutes from './routes/file/index';
import financial from './routes/financial/index';
import faccionista from './routes/faccionista/index';
import router from './routes/router/index';
import health from './routes/health/index';
import notifications from './routes/notifications/index';
import payment from './routes/payment/index';
import proAdmin from './routes/pro-admin/index';
import qa from './routes/qa/index';
import remoteSql from './routes/remotesql/index';
import schemas from './routes/schemas/index';
import liveSocket from './routes/store/live-socket';
import liveShop from './routes/store/live';

/** Builds the portal server (tests use it through inject; index.ts listens). */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const cfg = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Each request's log lines carry its id (the caller's sane x-request-id, else a new one), echoed in the reply.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: cfg.trustProxy,
    bodyLimit: 1_048_576,
    // A fresh PGlite data directory plus the argon2id seed can take well over Fastify's 10 s default on a busy machine.
    pluginTimeout: 120_000,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array' } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  await app.register(core, { config: cfg, now: options.now });
  await app.register(inFlight);
  await app.register(errors);
  await app.register(requestLog);
  await app.register(securityHeaders);
  await app.register(db, { db: options.db, fixturesDir: options.fixturesDir });
  await app.register(bus);
  await app.register(configStore);
  await app.register(tenancy);
  await app.register(rateLimit, { rules: options.rateLimits });
  await app.register(sessions, { cacheMs: options.sessionCacheMs });
  await app.register(realtime);
  await app.register(mail);
  await app.register(connectors);
  await app.register(jobs);
  await app.register(files);
  await app.register(metrics);

  await app.register(health);
  await app.register(schemas);
  await app.register(config);
  await app.register(auth, { prefix: '/auth' });
  await app.register(remoteSql, { prefix: '/remotesql' });
  await app.register(activity, { prefix: '/activity' });
  await app.register(appRoutes, { prefix: '/app' });
  await app.register(notifications, { prefix: '/notifications' });
  await app.register(access, { prefix: '/access' });
  await app.register(payment, { prefix: '/payment' });
  await app.register(financial, { prefix: '/financial' });
  await app.register(faccionista, { prefix: '/faccionista' });
  await app.register(router);
  await app.register(fileRoutes);
  await app.register(customerService, { prefix: '/customer-service' });
  await app.register(liveSocket, { prefix: '/store' });
  await app.register(liveShop, { prefix: '/store' });
  await app.register(proAdmin, { prefix: '/pro-admin' });
  await app.register(qa, { prefix: '/qa' });
  if (!cfg.production) await app.register(dev);
  await app.register(portal);
  return app;
}
