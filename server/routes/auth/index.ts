import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../domain/error-codes';
import { isCompanyDisabled } from '../../../domain/tenant-access';
import adfs from './adfs';
import login from './login';
import passwordReset from './password-reset';
import registration from './registration';
import session from './session';
import userExists from './user-exists';

/** The auth service group: every route is a tenant route, refused for a disabled company. */
const auth: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireTenant);
  app.addHook('onRequest', async (request) => {
    if (isCompanyDisabled(request.tenant.document.company)) throw new DomainError('#COMPANY_DISABLED');
  });
  await app.register(userExists);
  await app.register(login);
  await app.register(session);
  await app.register(registration);
  await app.register(passwordReset);
  await app.register(adfs);
};

export default auth;
