import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../../domain/domain-error';
import { configSections, foreignKeys, profileProblems, sectionNames, sectionValue, withSection, type ConfigSectionName } from '../../admin/config-sections';
import { ok, replySchemas } from '../../http/reply';
import { expectedVersion, ifMatchHeaders, publishConfig } from './publish';
import { maskSecrets } from '../../admin/config-secrets';
import { VERSION_COMMENT_MAX } from '../../../domain/config-draft';

// Type.Unsafe keeps the schema (one literal a section) and gives the handlers the section's name type.
const params = Type.Object({ id: Type.String(), section: Type.Unsafe<ConfigSectionName>(Type.Union(sectionNames.map((s) => Type.Literal(s)))) });
const isSectionName = (name: string): name is ConfigSectionName => Object.hasOwn(configSections, name);

/**
 * A section as stored in the config (modules, messages, profiles, invoice): open here, its contract is the tenant
 * config's schema, which the save checks whole (publishConfig) and the editor validates.
 */
const SectionVersion = Type.Object(
  { version: Type.Integer({ minimum: 1 }), value: Type.Unknown({ description: "The section's part of the tenant config." }) },
  { additionalProperties: false },
);

/**
 * GET and PUT config/sections/{modules|messages|profiles|invoice}: a part of the config for admins holding that
 * section's permission (issue 10). A save is a config version (same store, diff and rollback as the editor).
 */
const sections: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/v1/session/app/:id/config/sections/:section';
  app.addHook('onRequest', async (request) => {
    // Runs before the params are validated: an unknown section is the same 400 validation would give.
    const { section } = request.params as { section: string };
    if (!isSectionName(section)) throw new DomainError('#VALIDATION');
    if (!request.adminActor.permissions.includes(configSections[section].permission)) throw new DomainError('#FORBIDDEN');
  });

  app.get(base, { schema: { params, response: replySchemas(SectionVersion) } }, async (request, reply) => {
    const current = await app.configStore.current(request.tenant.id);
    void reply.header('etag', `"${current.version}"`);
    return ok({ version: current.version, value: sectionValue(current.document, request.params.section) });
  });

  app.put(
    base,
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        params,
        headers: ifMatchHeaders,
        body: Type.Object({ value: Type.Record(Type.String(), Type.Unknown()), comment: Type.String({ maxLength: VERSION_COMMENT_MAX }) }),
        response: replySchemas(SectionVersion),
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const expected = expectedVersion(request);
      const current = await app.configStore.current(request.tenant.id);
      const next = withSection(current.document, section, request.body.value);
      const problems = [
        ...foreignKeys(section, request.body.value),
        ...(section === 'profiles' ? profileProblems(current.document.company, next.company, request.adminActor.permissions) : []),
      ];
      if (problems.length > 0) throw new DomainError('#CONFIG_INVALID', undefined, { body: { errors: problems } });
      const saved = await publishConfig(app, request, {
        // The stored document travels masked, as an editor would send it back: its secrets stay as stored.
        submitted: maskSecrets(next),
        comment: request.body.comment.trim(),
        expectedVersion: expected,
        action: `config.section.${section}`,
      });
      void reply.header('etag', `"${saved.version}"`);
      return ok({ version: saved.version, value: sectionValue(saved.document, section) });
    },
  );
};

export default sections;
