import { messages } from './messages';

/** SPEC §8 error codes, with the HTTP status and pt-BR text each implies. Used by server and browser. */
export const errorCatalogue = {
  '#INVALID_SESSION': { status: 401, message: 'Sessão inválida.' },
  '#ERRO_LOGIN_BY_TOKEN': { status: 401, message: 'Não foi possível entrar com a sessão.' },
  '#ERRO_LOGIN_PUBLIC': { status: 401, message: 'Não foi possível entrar como visitante.' },
  '#PUBLIC_SESSION': { status: 401, message: 'Sessão pública não permitida.' },
  '#SESSION_NOTFOUND': { status: 401, message: 'Sessão não encontrada.' },
  '#USER_TOKEN_NOTFOUND': { status: 401, message: 'Código de sessão não informado.' },
  '#INVALID_TOKEN': { status: 401, message: 'Código de sessão inválido.' },
  '#ERRO_DOWNLOAD_COMPANY': { status: 404, message: 'Empresa não encontrada para este endereço.' },
  '#MODULE_IS_NOT_ARRAY': { status: 500, message: 'A configuração de módulos é inválida.' },
  '#ERRO_RELOAD_COMPANY_BY_OPEN_SCRIPT': { status: 400, message: messages.alerts.noModuleOpen },
  '#ERRO_SCRIPT_DOWNLOAD_BODY': { status: 502, message: 'Não foi possível baixar o script.' },
  '#ERRO_RESULT_SQL': { status: 502, message: 'A consulta não retornou uma lista de linhas.' },
  '#ERROR_UPLOAD_FILE': { status: 500, message: messages.alerts.saveFileFailed },
  '#ERRO_SAVE_FILE': { status: 500, message: messages.alerts.uploadFailed },
  '#ERRO_ROUTER_REQUEST': { status: 400, message: 'Requisição sem evento.' },
  // Our own codes for what SPEC leaves to the design.
  '#WRONG_PASSWORD': { status: 401, message: messages.alerts.wrongPassword },
  /** SPEC §8: a 400 whose error is literally 'Usuário bloqueado'. */
  'Usuário bloqueado': { status: 400, message: messages.alerts.userBlockedDefault },
  '#EXTERNAL_AUTH_FAILED': { status: 400, message: 'Usuário ou senha inválidos.' },
  '#USER_NOT_FOUND': { status: 404, message: 'Usuário não encontrado.' },
  '#USER_EXISTS': { status: 409, message: 'Este e-mail já está cadastrado.' },
  '#LDAP_USER': { status: 400, message: 'Usuário autenticado via LDAP.' },
  '#TENANT_MISMATCH': { status: 403, message: 'Acesso negado a outra empresa.' },
  '#COMPANY_DISABLED': { status: 403, message: messages.portal.disabled },
  '#VALIDATION': { status: 400, message: 'Dados inválidos.' },
  '#SELF_REGISTRATION_DISABLED': { status: 403, message: 'O cadastro pelo portal não está habilitado para esta empresa.' },
  '#INVALID_EMAIL': { status: 400, message: messages.validation.email },
  '#INVALID_PASSWORD': { status: 400, message: 'A senha não atende às regras.' },
  '#RATE_LIMITED': { status: 429, message: 'Muitas tentativas. Aguarde e tente novamente.' },
  '#ADFS_NOT_CONFIGURED': { status: 404, message: 'Login Microsoft não configurado.' },
  '#QUERY_NOT_FOUND': { status: 404, message: 'Consulta não encontrada.' },
  '#QUERY_TIMEOUT': { status: 504, message: 'A consulta excedeu o tempo limite.' },
  '#READ_ONLY_QUERY': { status: 403, message: 'A consulta tentou alterar dados; o acesso é somente leitura.' },
  /** A batch job still queued or running: the client keeps polling while it gets 404. */
  '#BATCH_PENDING': { status: 404, message: 'A consulta ainda está em processamento.' },
  '#CONNECTION_CHECK_FAILED': { status: 503, message: messages.alerts.maintenance },
  /** A registration, reset, direct-hash or federation link/code that is unknown, used or expired. */
  '#INVALID_LINK': { status: 400, message: messages.alerts.invalidLink },
  '#REQUIRED_FIELD': { status: 400, message: messages.validation.required },
  '#WRONG_OLD_PASSWORD': { status: 400, message: messages.alerts.wrongOldPassword },
  '#INVALID_PHONE': { status: 400, message: messages.validation.phone },
  '#INVALID_EXPIRES': { status: 400, message: messages.validation.expires },
  '#FORBIDDEN': { status: 403, message: messages.alerts.forbidden },
  '#TERM_NOT_FOUND': { status: 404, message: messages.alerts.termNotFound },
  '#NOT_FOUND': { status: 404, message: 'Não encontrado.' },
  // Entities (issue 5).
  '#ENTITY_SELECTION': { status: 400, message: messages.validation.entitySelection },
  '#INVALID_ENTITY_CODE': { status: 400, message: messages.validation.entityCode },
  '#ENTITY_NOT_HELD': { status: 403, message: messages.entity.notHeld },
  '#ENTITY_ALREADY_HELD': { status: 409, message: messages.entity.alreadyHeld },
  '#ENTITY_PATH_DISABLED': { status: 403, message: messages.entity.pathDisabled },
  '#ENTITY_NOT_VALIDATED': { status: 403, message: messages.entity.notValidated },
  '#WRONG_ANSWER': { status: 400, message: messages.entity.wrongAnswer },
  '#APPROVAL_PENDING': { status: 409, message: messages.entity.approvalPending },
  '#APPROVAL_NOT_FOUND': { status: 404, message: messages.entity.approvalNotFound },
  '#MFA_OPTION_NOT_FOUND': { status: 404, message: messages.entity.mfaOptionNotFound },
  '#INVALID_MFA_CODE': { status: 400, message: messages.entity.mfaInvalid },
  '#AUDIT_DISABLED': { status: 404, message: messages.entity.auditDisabled },
  '#INTERNAL': { status: 500, message: messages.alerts.unexpected },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

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

/** A typed domain error: thrown anywhere, turned into a reply (server) or a dialog (browser) in one place. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail?: Record<string, unknown>;
  constructor(code: ErrorCode, message?: string, detail?: Record<string, unknown>) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.detail = detail;
  }
}

export function isSessionError(status: number, code?: string): boolean {
  return status === 401 || (code !== undefined && sessionErrorCodes.includes(code));
}

/** SPEC §8: status 0 or >= 500 is a connection error. */
export function isConnectionError(status: number): boolean {
  return status === 0 || status >= 500;
}
