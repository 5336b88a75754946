import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import banners from './banners';
import customValue from './custom-value';
import script from './script';

/** app service group (SPEC §7 "App", "Config and scripts"): module item customValue, dashboard banners, tenant scripts. */
const appRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  await app.register(customValue);
  await app.register(banners);
  await app.register(script);
};

export default appRoutes;
