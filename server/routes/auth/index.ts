import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { isCompanyDisabled } from '../../../domain/tenant-access';
import adfs from './adfs';
import directHash from './direct-hash';
import directHashOpen from './direct-hash-open';
import dynamicForm from './dynamic-form';
import entitySelection from './entity-selection';
import federationCode from './federation-code';
import guests from './guests';
import login from './login';
import passwordReset from './password-reset';
import publicSession from './public-session';
import registration from './registration';
import session from './session';
import terms from './terms';
import userEnable from './user-enable';
import userExists from './user-exists';
import userUpdate from './user-update';

/** The auth service group: every route is a tenant route, refused for a disabled company. */
const auth: FastifyPluginAsync = async (app) => {
  // One callback-style hook (no promise per request): tenant of the host, then the company status.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      const tenant = app.resolveTenant(request);
      if (isCompanyDisabled(tenant.document.company)) throw new DomainError('#COMPANY_DISABLED');
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
  await app.register(userExists);
  await app.register(login);
  await app.register(session);
  await app.register(registration);
  await app.register(passwordReset);
  await app.register(adfs);
  await app.register(federationCode);
  await app.register(publicSession);
  await app.register(directHash);
  await app.register(directHashOpen);
  await app.register(dynamicForm);
  await app.register(userUpdate);
  await app.register(terms);
  await app.register(userEnable);
  await app.register(entitySelection);
  await app.register(guests);
};

export default auth;
