/**
 * SPEC §8 error codes and the HTTP status each implies. The pt-BR text of each code lives in
 * domain/domain-error.ts (the same catalogue, keyed by these codes), so browser code that only needs codes and
 * rules (session and connection errors) carries neither the statuses nor the server's texts.
 */
export const errorStatuses = {
  '#INVALID_SESSION': 401,
  '#ERRO_LOGIN_BY_TOKEN': 401,
  '#ERRO_LOGIN_PUBLIC': 401,
  '#PUBLIC_SESSION': 401,
  '#SESSION_NOTFOUND': 401,
  '#USER_TOKEN_NOTFOUND': 401,
  '#INVALID_TOKEN': 401,
  '#ERRO_DOWNLOAD_COMPANY': 404,
  '#MODULE_IS_NOT_ARRAY': 500,
  '#ERRO_RELOAD_COMPANY_BY_OPEN_SCRIPT': 400,
  '#ERRO_SCRIPT_DOWNLOAD_BODY': 502,
  '#ERRO_RESULT_SQL': 502,
  '#ERROR_UPLOAD_FILE': 500,
  '#ERRO_SAVE_FILE': 500,
  '#ERRO_ROUTER_REQUEST': 400,
  // Our own codes for what SPEC leaves to the design.
  '#WRONG_PASSWORD': 401,
  /** SPEC §8: a 400 whose error is literally 'Usuário bloqueado'. */
  'Usuário bloqueado': 400,
  '#EXTERNAL_AUTH_FAILED': 400,
  '#USER_NOT_FOUND': 404,
  '#USER_EXISTS': 409,
  '#LDAP_USER': 400,
  '#TENANT_MISMATCH': 403,
  '#COMPANY_DISABLED': 403,
  '#VALIDATION': 400,
  /** A request body past the server's limit (Fastify's bodyLimit). */
  '#PAYLOAD_TOO_LARGE': 413,
  '#SELF_REGISTRATION_DISABLED': 403,
  '#INVALID_EMAIL': 400,
  '#INVALID_PASSWORD': 400,
  '#RATE_LIMITED': 429,
  '#ADFS_NOT_CONFIGURED': 404,
  '#QUERY_NOT_FOUND': 404,
  '#QUERY_TIMEOUT': 504,
  '#READ_ONLY_QUERY': 403,
  /** A batch job still queued or running: the client keeps polling while it gets 404. */
  '#BATCH_PENDING': 404,
  '#CONNECTION_CHECK_FAILED': 503,
  /** The portal's database or a tenant's data source cannot be reached or did not answer in time. */
  '#DATABASE_UNAVAILABLE': 503,
  /** A registration, reset, direct-hash or federation link/code that is unknown, used or expired. */
  '#INVALID_LINK': 400,
  '#REQUIRED_FIELD': 400,
  '#WRONG_OLD_PASSWORD': 400,
  /** A password change whose new password is the current one. */
  '#SAME_PASSWORD': 400,
  '#INVALID_PHONE': 400,
  '#INVALID_EXPIRES': 400,
  '#FORBIDDEN': 403,
  '#TERM_NOT_FOUND': 404,
  '#NOT_FOUND': 404,
  // Entities (issue 5).
  '#ENTITY_SELECTION': 400,
  '#INVALID_ENTITY_CODE': 400,
  '#ENTITY_NOT_HELD': 403,
  '#ENTITY_ALREADY_HELD': 409,
  '#ENTITY_PATH_DISABLED': 403,
  '#ENTITY_NOT_VALIDATED': 403,
  '#WRONG_ANSWER': 400,
  '#APPROVAL_PENDING': 409,
  '#APPROVAL_NOT_FOUND': 404,
  '#MFA_OPTION_NOT_FOUND': 404,
  '#INVALID_MFA_CODE': 400,
  '#MESSAGE_GATEWAY_UNAVAILABLE': 503,
  '#AUDIT_DISABLED': 404,
  // Tenant configuration as code (issue 9).
  '#CONFIG_INVALID': 422,
  '#CONFIG_VERSION_CONFLICT': 412,
  '#CONFIG_VERSION_REQUIRED': 428,
  '#CONFIG_VERSION_NOT_FOUND': 404,
  '#INVALID_API_KEY': 401,
  '#API_KEY_NOT_FOUND': 404,
  /** A new API key named like an active key of the tenant (case-insensitive). */
  '#API_KEY_NAME_TAKEN': 409,
  '#TENANT_EXISTS': 409,
  '#OPERATOR_TENANT_LOCKED': 409,
  '#DOMAIN_TAKEN': 409,
  '#TENANT_NOT_FOUND': 404,
  '#USER_ALREADY_REGISTERED': 409,
  // Admin operations (issue 10): quotas, activity, notification automation.
  '#QUOTA_USERS': 403,
  '#QUOTA_QUERIES': 429,
  '#QUOTA_STORAGE': 413,
  '#INVALID_PERIOD': 400,
  '#AUTOMATION_NOT_FOUND': 404,
  '#AUTOMATION_RECIPIENTS': 400,
  // Finance tools of the admin area (issue 10): digitable lines, credentials, NF-e import.
  '#INVALID_DIGITABLE_LINE': 422,
  '#INVALID_CREDENTIAL': 422,
  '#INVALID_NFE_XML': 422,
  /** A production-order NF-e (SPEC §7 uploadXml) whose access key the tenant already has. */
  '#NFE_ALREADY_SENT': 409,
  // Realtime sockets (issue 11): a frame that is not JSON, too large, of an unknown action or with bad fields.
  '#INVALID_FRAME': 400,
  // Form links and the live shop (issue 11).
  '#FORM_LINK_NOT_FOUND': 404,
  '#FORM_LINK_USED': 410,
  '#FORM_LINK_EXPIRED': 410,
  '#FORM_ANSWER_INVALID': 422,
  '#INVALID_FORM_DEFINITION': 400,
  '#LIVE_NOT_FOUND': 404,
  '#LIVE_PRODUCT_NOT_FOUND': 404,
  // Files (issue 11).
  '#FILE_TOO_LARGE': 413,
  '#FILE_TYPE': 415,
  '#FILE_LINK': 403,
  '#FILE_NOT_FOUND': 404,
  // Company sign-in providers (issue 12).
  '#ADFS_STATE_INVALID': 400,
  '#ADFS_LOGIN_FAILED': 401,
  '#ADFS_EMAIL_DOMAIN': 403,
  '#ADFS_UNAVAILABLE': 503,
  '#LDAP_UNAVAILABLE': 503,
  '#EXTERNAL_AUTH_UNAVAILABLE': 503,
  // The router call (SPEC §7 "Router"): an event the server does not know.
  '#ROUTER_EVENT_NOTFOUND': 404,
  // The bill e-mail (SPEC §7 sendNoBearerEmail): no bill query in the tenant's invoice config; no such bill.
  '#BILL_EMAIL_NOT_CONFIGURED': 404,
  '#BILL_NOT_FOUND': 404,
  /** The mail transport refused the bill e-mail (SMTP down or refusing). */
  '#BILL_EMAIL_FAILED': 503,
  '#INTERNAL': 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

/** Error codes that mean "the session is gone: log out and go to login" (SPEC §8). */
export const sessionErrorCodes: readonly string[] = [
  '#INVALID_SESSION',
  '#SESSION_NOTFOUND',
  '#USER_TOKEN_NOTFOUND',
  '#INVALID_TOKEN',
  '#ERRO_LOGIN_BY_TOKEN',
  '#ERRO_LOGIN_PUBLIC',
  '#PUBLIC_SESSION',
];

/**
 * A failure known by its catalogue code. The browser needs no more than that (its start-up checks); the server's
 * DomainError (domain/domain-error.ts) adds the status and the text.
 */
export class CodedError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string = code) {
    super(message);
    this.name = 'CodedError';
    this.code = code;
  }
}

export function isSessionError(status: number, code?: string): boolean {
  return status === 401 || (code !== undefined && sessionErrorCodes.includes(code));
}

/** SPEC §8: status 0 or >= 500 is a connection error. */
export function isConnectionError(status: number): boolean {
  return status === 0 || status >= 500;
}
