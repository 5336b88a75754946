import type { FastifyPluginAsync } from 'fastify';
import blob from './blob';
import digitalContent from './digital-content';
import keyRead from './key-read';
import plainUpload from './plain-upload';
import uploads from './uploads';

/** The file service group (SPEC §7 "Files"): uploads, signed links, reads by key, a module item's files. */
const fileRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  await app.register(uploads);
  await app.register(digitalContent);
  await app.register(keyRead);
  await app.register(plainUpload);
  await app.register(blob);
};

export default fileRoutes;
