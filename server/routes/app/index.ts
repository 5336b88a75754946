import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import banners from './banners';
import customValue from './custom-value';

/** app service group (SPEC §7 "App"): module item customValue and dashboard banners. */
const appRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  await app.register(customValue);
  await app.register(banners);
};

export default appRoutes;
