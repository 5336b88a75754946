import { CompanyConfig } from './company';
import { TenantDocument, TenantServerConfig } from './tenant';
import { TenantConfig } from './admin-config';
import { UserSession, UserExists, LoginResult, SessionValidation } from './session';
import { ErrorReply } from './reply';
import { ReplayFixture } from './replay-fixture';
import { Entity, EntityApproval, EntityAuditRecord, MfaPossibility } from './entity';
import { DynamicFormLinkJson } from './dynamic-form';
import { LiveEvent } from './live-shop';

/** Every published schema by file name: schemas/json/<name>.schema.json and GET /schemas/<name>.schema.json */
export const publishedSchemas = {
  company: CompanyConfig,
  tenant: TenantDocument,
  'tenant-server': TenantServerConfig,
  'tenant-config': TenantConfig,
  'user-session': UserSession,
  'user-exists': UserExists,
  'login-result': LoginResult,
  'session-validation': SessionValidation,
  'error-reply': ErrorReply,
  'replay-fixture': ReplayFixture,
  entity: Entity,
  'entity-approval': EntityApproval,
  'mfa-possibility': MfaPossibility,
  'entity-audit-record': EntityAuditRecord,
  'dynamic-form-link': DynamicFormLinkJson,
  'live-event': LiveEvent,
} as const;

export type PublishedSchemaName = keyof typeof publishedSchemas;
