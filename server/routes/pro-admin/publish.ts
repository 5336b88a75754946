import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError } from '../../../domain/domain-error';
import type { ConfigProblem, ConfigVersion, TenantConfig } from '../../../schemas/admin-config';
import { recordAdminWrite } from '../../admin/admin-audit';
import { keepMaskedSecrets, maskSecrets } from '../../admin/config-secrets';
import { hasErrors, validateTenantConfig } from '../../admin/config-validation';

/** Domains held by every tenant but this one. */
function takenDomains(app: FastifyInstance, tenantId: string): Set<string> {
  return new Set(app.tenants.all().filter((t) => t.id !== tenantId).flatMap((t) => t.document.company.domain.map((d) => d.toLowerCase())));
}

/** A submitted document checked as it would be saved: masks replaced by the stored secrets, then every rule. */
export async function checkSubmitted(app: FastifyInstance, tenantId: string, submitted: unknown) {
  const stored = await app.configStore.current(tenantId);
  const { document, problems: maskProblems } = keepMaskedSecrets(submitted, stored.document);
  const problems: ConfigProblem[] = [...maskProblems, ...validateTenantConfig(document, { tenantId, takenDomains: takenDomains(app, tenantId) })];
  return { document: document as TenantConfig, problems };
}

/** The If-Match header of a save (the version it was edited from); checked by expectedVersion, not refused here. */
export const ifMatchHeaders = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The edited version: "7", W/"7" or 7.' })) });

/** The ETag of a version; If-Match takes `"7"`, `W/"7"` or `7`. */
export const versionTag = (version: number) => `"${version}"`;

export function expectedVersion(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  const match = typeof header === 'string' ? /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim()) : null;
  if (!match) throw new DomainError('#CONFIG_VERSION_REQUIRED');
  return Number(match[1]);
}

/** A version as the API answers it: secrets masked, its ETag set. */
export function sendVersion(reply: FastifyReply, version: ConfigVersion) {
  void reply.header('etag', versionTag(version.version));
  return { status: 'success' as const, data: { ...version, document: maskSecrets(version.document) } };
}

/**
 * Saves a new version of the tenant's config (refused with 422 and the problem list when invalid, 412 when the
 * edited version is not the current one), makes it live for every later request, and audits it.
 */
export async function publishConfig(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { submitted: unknown; comment: string; expectedVersion?: number; action: string; detail?: Record<string, unknown> },
): Promise<ConfigVersion> {
  const tenantId = request.tenant.id;
  const { document, problems } = await checkSubmitted(app, tenantId, input.submitted);
  if (hasErrors(problems)) throw new DomainError('#CONFIG_INVALID', undefined, { body: { errors: problems } });
  const saved = await app.configStore.publish(tenantId, {
    document,
    comment: input.comment,
    author: request.adminActor.label,
    expectedVersion: input.expectedVersion,
  });
  await app.tenantsChanged();
  await recordAdminWrite(app.db, request, {
    tenantId,
    actor: request.adminActor,
    action: input.action,
    detail: { version: saved.version, comment: input.comment, ...input.detail },
    at: app.now(),
  });
  return saved;
}
