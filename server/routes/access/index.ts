import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../domain/domain-error';
import { isCompanyDisabled } from '../../../domain/tenant-access';
import { messageSenderFor, type MessageSender } from '../../mfa/message-sender';
import approval from './approval';
import audit from './audit';
import entities from './entities';
import hostEntities from './host-entities';
import mfa from './mfa';
import validation from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS/WhatsApp delivery of entity MFA codes (default: logs). */
    messageSender: MessageSender;
  }
}

/** The access service group (SPEC §7 "Access (entities)"): tenant routes, refused for a disabled company. */
const access: FastifyPluginAsync<{ messageSender?: MessageSender }> = async (app, opts) => {
  app.decorate('messageSender', opts.messageSender ?? messageSenderFor(app.config, app.log));
  app.addHook('onRequest', app.requireTenant);
  app.addHook('onRequest', async (request) => {
    if (isCompanyDisabled(request.tenant.document.company)) throw new DomainError('#COMPANY_DISABLED');
  });
  await app.register(entities);
  await app.register(validation);
  await app.register(approval);
  await app.register(mfa);
  await app.register(hostEntities);
  await app.register(audit);
};

export default access;
