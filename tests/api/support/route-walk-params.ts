/** One tenant's objects, as a caller would name them in paths, queries, headers and bodies. */
export interface TenantObjects {
  tenantId: string;
  email: string;
  phone: string;
  entityCode: string;
  queryName: string;
  scriptName: string;
  jobId: string;
  fileKey: string;
  blobPath: string;
  directHash: string;
  formHash: string;
  federationCode: string;
  termId: string;
  termVersion: string;
  configVersion: string;
  keyId: string;
  automationId: string;
  group: string;
  liveId: string;
  productId: string;
  cacheFile: string;
  notificationId: string;
  /** A production-order NF-e's access key (the tenant's received XMLs). */
  accessKey: string;
}

type Sample = (o: TenantObjects, url: string) => string;

/**
 * A sample value for every path param name the server uses. A route whose param is not here fails the
 * cross-tenant matrix: add the name, with the other tenant's object it names.
 */
export const paramSamples: Record<string, Sample> = {
  id: (o) => o.tenantId,
  companyId: (o) => o.tenantId,
  app: (o) => o.tenantId,
  tenantId: (o) => o.tenantId,
  email: (o) => o.email,
  phone: (o) => o.phone,
  code: (o, url) => (url.includes('/federation/') ? o.federationCode : o.entityCode),
  name: (o, url) => (url.includes('/script/') ? o.scriptName : o.queryName),
  jobId: (o) => o.jobId,
  hash: (o, url) => (url.includes('dynamicForm') ? o.formHash : o.directHash),
  termId: (o) => o.termId,
  version: (o, url) => (/\/terms?\//.test(url) ? o.termVersion : o.configVersion),
  keyId: (o) => o.keyId,
  accessKey: (o) => o.accessKey,
  autoId: (o) => o.automationId,
  group: (o) => o.group,
  section: () => 'messages',
  liveId: (o) => o.liveId,
  productId: (o) => o.productId,
  file: (o, url) => (url.startsWith('/cache/') ? o.cacheFile : 'tenant.schema.json'),
  '*': (o, url) => (url.includes('/blob/') ? o.blobPath : o.fileKey),
};

/** Query, header and body field names the routes read, with the same tenant's objects (the rest get schema samples). */
export const fieldSamples: Record<string, (o: TenantObjects) => unknown> = {
  id: (o) => o.tenantId,
  app: (o) => o.tenantId,
  companyId: (o) => o.tenantId,
  email: (o) => o.email,
  entityCode: (o) => o.entityCode,
  code: (o) => o.entityCode,
  entities: (o) => [o.entityCode],
  identifier: (o) => o.notificationId,
  identifiers: (o) => [o.notificationId],
  key: (o) => o.fileKey,
  group: (o) => o.group,
  live: (o) => o.liveId,
  moduleId: () => 'cadastros',
  itemId: () => 'documentos',
  'module-id': () => 'cadastros',
  'item-id': () => 'documentos',
  module: () => 'cadastros',
  'module-item': () => 'documentos',
  path: () => 'walk',
  filename: () => 'walk.pdf',
  filetype: () => 'application/pdf',
  pointer: () => 'walk',
};

/**
 * Routes that answer without any session or key (public pages, sign-in, links, signed blobs). On the other
 * tenant's host a session of A must change nothing (same status as no session at all); on A's host with B's ids
 * they must not serve B's data.
 */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'GET /metrics',
  'GET /schemas/:file',
  'GET /cache/:file',
  'GET /core/v1/integration/config/get',
  'GET /auth/v1/user/exists',
  'POST /auth/v1/general/app/:id/login',
  'POST /auth/v1/general/app/:id/session/validate',
  'POST /auth/v1/general/app/:id/user/:email',
  'POST /auth/v1/general/app/:id/user/:email/password',
  'GET /auth/v1/app/:id/federation/adfs',
  'POST /auth/v1/app/:id/federation/adfs/callback',
  'GET /auth/v1/app/:id/federation/login/code/:code',
  'POST /auth/v1/general/app/:id/session/public',
  'POST /auth/v1/general/app/:id/user/directHash/:hash',
  'GET /auth/v1/general/app/:id/dynamicForm/:hash',
  'POST /auth/v1/general/app/:id/dynamicForm/:hash',
  'GET /auth/v1/general/app/:id/terms/:termId/:version',
  'POST /file/v1/public/app/:id/upload',
  'GET /file/v1/blob/*',
  'PUT /file/v1/blob/*',
  'GET /store/v1/app/:id/live/:liveId',
  'GET /dev/outbox.json',
  'GET /dev/outbox',
  // QA 'Gravar' (issue 15): tells the login screen recording exists (development only, no tenant data).
  'GET /dev/qa-recording',
  // SPEC §7 Activity: the login screen's promo click is recorded before anyone signs in.
  'POST /activity/v1/session/app/:id/set',
  'GET /store/v1/live/socket',
]);

/**
 * Session routes that answer 2xx to any code by design, changing only a session of the host's tenant: logout is
 * idempotent (a client logs out a dead session cleanly). On B's host the walk checks A's session survives it.
 */
export const idempotentForAnyCode: ReadonlySet<string> = new Set(['POST /auth/v1/session/app/:id/logout']);
