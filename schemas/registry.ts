import { CompanyConfig } from './company';
import { TenantDocument, TenantServerConfig } from './tenant';
import { UserSession, UserExists, LoginResult, SessionValidation } from './session';
import { ErrorReply } from './reply';
import { ReplayFixture } from './replay-fixture';

/** Every published schema by file name: schemas/json/<name>.schema.json and GET /schemas/<name>.schema.json */
export const publishedSchemas = {
  company: CompanyConfig,
  tenant: TenantDocument,
  'tenant-server': TenantServerConfig,
  'user-session': UserSession,
  'user-exists': UserExists,
  'login-result': LoginResult,
  'session-validation': SessionValidation,
  'error-reply': ErrorReply,
  'replay-fixture': ReplayFixture,
} as const;

export type PublishedSchemaName = keyof typeof publishedSchemas;
