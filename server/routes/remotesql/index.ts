import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import batchRoute from './batch-route';
import sqlRoute from './sql-route';

/** remotesql: tenant named queries only (never SQL text from the browser), inline or as batch jobs. */
const remoteSql: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  await app.register(sqlRoute);
  await app.register(batchRoute);
};

export default remoteSql;
