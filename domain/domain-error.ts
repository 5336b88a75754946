import { CodedError, errorStatuses, type ErrorCode } from './error-codes';
import { accountMessages } from './messages/accounts';
import { adminMessages } from './messages/admin';
import { adminOperationsMessages } from './messages/admin-operations';
import { dynamicFormMessages } from './messages/dynamic-forms';
import { entityMessages } from './messages/entities';
import { fileMessages } from './messages/files';
import { financeMessages } from './messages/finance';
import { liveShopMessages } from './messages/live-shop';
import { loginMessages } from './messages/login';
import { mailMessages } from './messages/mail';
import { portalMessages } from './messages/portal';
import { routerMessages } from './messages/router';
import { serverMessages } from './messages/server';
import { shellMessages } from './messages/shell';
import { signInProviderMessages } from './messages/sign-in-providers';
import { tenantConfigMessages } from './messages/tenant-config';

/**
 * The pt-BR text of every SPEC §8 error code (statuses: domain/error-codes.ts). Texts the browser shows too come
 * from domain/messages/; the rest are the server's replies. The server imports this module; browser code that
 * only needs codes and statuses imports domain/error-codes.ts.
 */
export const errorTexts = {
  '#INVALID_SESSION': 'Sessão inválida.',
  '#ERRO_LOGIN_BY_TOKEN': 'Não foi possível entrar com a sessão.',
  '#ERRO_LOGIN_PUBLIC': 'Não foi possível entrar como visitante.',
  '#PUBLIC_SESSION': 'Sessão pública não permitida.',
  '#SESSION_NOTFOUND': 'Sessão não encontrada.',
  '#USER_TOKEN_NOTFOUND': 'Código de sessão não informado.',
  '#INVALID_TOKEN': 'Código de sessão inválido.',
  '#ERRO_DOWNLOAD_COMPANY': 'Empresa não encontrada para este endereço.',
  '#MODULE_IS_NOT_ARRAY': 'A configuração de módulos é inválida.',
  '#ERRO_RELOAD_COMPANY_BY_OPEN_SCRIPT': portalMessages.alerts.noModuleOpen,
  '#ERRO_SCRIPT_DOWNLOAD_BODY': 'Não foi possível baixar o script.',
  '#ERRO_RESULT_SQL': 'A consulta não retornou uma lista de linhas.',
  '#ERROR_UPLOAD_FILE': portalMessages.alerts.saveFileFailed,
  '#ERRO_SAVE_FILE': portalMessages.alerts.uploadFailed,
  '#ERRO_ROUTER_REQUEST': routerMessages.missingEvent,
  // Our own codes for what SPEC leaves to the design.
  '#WRONG_PASSWORD': loginMessages.alerts.wrongPassword,
  /** SPEC §8: a 400 whose error is literally 'Usuário bloqueado'. */
  'Usuário bloqueado': loginMessages.alerts.userBlockedDefault,
  '#EXTERNAL_AUTH_FAILED': loginMessages.alerts.externalAuthFailed,
  '#USER_NOT_FOUND': 'Usuário não encontrado.',
  '#USER_EXISTS': 'Este e-mail já está cadastrado.',
  '#LDAP_USER': 'Usuário autenticado via LDAP.',
  '#TENANT_MISMATCH': 'Acesso negado a outra empresa.',
  '#COMPANY_DISABLED': shellMessages.portal.disabled,
  '#VALIDATION': 'Dados inválidos.',
  '#PAYLOAD_TOO_LARGE': 'O conteúdo enviado é maior que o permitido.',
  '#SELF_REGISTRATION_DISABLED': 'O cadastro pelo portal não está habilitado para esta empresa.',
  '#INVALID_EMAIL': shellMessages.validation.email,
  '#INVALID_PASSWORD': 'A senha não atende às regras.',
  '#RATE_LIMITED': serverMessages.rateLimited(),
  '#ADFS_NOT_CONFIGURED': 'Login Microsoft não configurado.',
  '#QUERY_NOT_FOUND': 'Consulta não encontrada.',
  '#QUERY_TIMEOUT': 'A consulta excedeu o tempo limite.',
  '#READ_ONLY_QUERY': 'A consulta tentou alterar dados; o acesso é somente leitura.',
  /** A batch job still queued or running: the client keeps polling while it gets 404. */
  '#BATCH_PENDING': 'A consulta ainda está em processamento.',
  '#CONNECTION_CHECK_FAILED': loginMessages.alerts.maintenance,
  /** The portal's database or a tenant's data source cannot be reached or did not answer in time. */
  '#DATABASE_UNAVAILABLE': 'Não foi possível conectar ao banco de dados. Tente novamente em instantes.',
  /** A registration, reset, direct-hash or federation link/code that is unknown, used or expired. */
  '#INVALID_LINK': shellMessages.alerts.invalidLink,
  '#REQUIRED_FIELD': shellMessages.validation.required,
  '#WRONG_OLD_PASSWORD': accountMessages.alerts.wrongOldPassword,
  '#SAME_PASSWORD': accountMessages.alerts.samePassword,
  '#INVALID_PHONE': shellMessages.validation.phone,
  '#INVALID_EXPIRES': shellMessages.validation.expires,
  '#FORBIDDEN': accountMessages.alerts.forbidden,
  '#TERM_NOT_FOUND': accountMessages.alerts.termNotFound,
  '#NOT_FOUND': 'Não encontrado.',
  // Entities (issue 5).
  '#ENTITY_SELECTION': entityMessages.validation.entitySelection,
  '#INVALID_ENTITY_CODE': entityMessages.validation.entityCode,
  '#ENTITY_NOT_HELD': entityMessages.entity.notHeld,
  '#ENTITY_ALREADY_HELD': entityMessages.entity.alreadyHeld,
  '#ENTITY_PATH_DISABLED': entityMessages.entity.pathDisabled,
  '#ENTITY_NOT_VALIDATED': entityMessages.entity.notValidated,
  '#WRONG_ANSWER': entityMessages.entity.wrongAnswer,
  '#APPROVAL_PENDING': entityMessages.entity.approvalPending,
  '#APPROVAL_NOT_FOUND': entityMessages.entity.approvalNotFound,
  '#MFA_OPTION_NOT_FOUND': entityMessages.entity.mfaOptionNotFound,
  '#INVALID_MFA_CODE': entityMessages.entity.mfaInvalid,
  '#MESSAGE_GATEWAY_UNAVAILABLE': 'Não foi possível enviar o código por SMS ou WhatsApp agora. Tente novamente em instantes ou escolha outra opção.',
  '#AUDIT_DISABLED': entityMessages.entity.auditDisabled,
  // Tenant configuration as code (issue 9).
  '#CONFIG_INVALID': tenantConfigMessages.errors.invalid,
  '#CONFIG_VERSION_CONFLICT': tenantConfigMessages.errors.conflictGeneric,
  '#CONFIG_VERSION_REQUIRED': tenantConfigMessages.errors.versionRequired,
  '#CONFIG_VERSION_NOT_FOUND': tenantConfigMessages.errors.versionNotFound,
  '#INVALID_API_KEY': tenantConfigMessages.errors.invalidApiKey,
  '#API_KEY_NOT_FOUND': tenantConfigMessages.errors.apiKeyNotFound,
  '#API_KEY_NAME_TAKEN': adminMessages.keys.nameTaken,
  '#TENANT_EXISTS': tenantConfigMessages.errors.tenantExists,
  '#OPERATOR_TENANT_LOCKED': tenantConfigMessages.errors.operatorTenantLocked,
  '#DOMAIN_TAKEN': tenantConfigMessages.errors.domainTaken,
  '#TENANT_NOT_FOUND': tenantConfigMessages.errors.tenantNotFound,
  '#USER_ALREADY_REGISTERED': tenantConfigMessages.errors.userAlreadyRegistered,
  // Admin operations (issue 10): quotas, activity, notification automation.
  '#QUOTA_USERS': adminOperationsMessages.errors.quotaUsersGeneric,
  '#QUOTA_QUERIES': adminOperationsMessages.errors.quotaQueriesGeneric,
  '#QUOTA_STORAGE': adminOperationsMessages.errors.quotaStorageGeneric,
  '#INVALID_PERIOD': adminOperationsMessages.errors.invalidPeriod,
  '#AUTOMATION_NOT_FOUND': adminOperationsMessages.errors.automationNotFound,
  '#AUTOMATION_RECIPIENTS': adminOperationsMessages.errors.automationRecipients,
  // Finance tools of the admin area (issue 10): digitable lines, credentials, NF-e import.
  '#INVALID_DIGITABLE_LINE': financeMessages.digitableLine.invalid,
  '#INVALID_CREDENTIAL': financeMessages.credentials.cannotDecrypt,
  '#NFE_ALREADY_SENT': financeMessages.productionOrder.alreadySentAny,
  '#INVALID_NFE_XML': financeMessages.nfe.notNfe,
  // Realtime sockets (issue 11).
  '#INVALID_FRAME': 'Mensagem inválida.',
  // Form links and the live shop (issue 11).
  '#FORM_LINK_NOT_FOUND': dynamicFormMessages.errors.notFound,
  '#FORM_LINK_USED': dynamicFormMessages.errors.used,
  '#FORM_LINK_EXPIRED': dynamicFormMessages.errors.expired,
  '#FORM_ANSWER_INVALID': dynamicFormMessages.errors.invalidAnswer,
  '#INVALID_FORM_DEFINITION': dynamicFormMessages.errors.invalidDefinition,
  '#LIVE_NOT_FOUND': liveShopMessages.errors.notFound,
  '#LIVE_PRODUCT_NOT_FOUND': liveShopMessages.errors.productNotFound,
  // Files (issue 11).
  '#FILE_TOO_LARGE': fileMessages.errors.tooLargeGeneric,
  '#FILE_TYPE': fileMessages.errors.wrongContentGeneric,
  '#FILE_LINK': fileMessages.errors.badSignature,
  '#FILE_NOT_FOUND': fileMessages.errors.notFound,
  // Company sign-in providers (issue 12).
  '#ADFS_STATE_INVALID': signInProviderMessages.errors.adfsState,
  '#ADFS_LOGIN_FAILED': signInProviderMessages.errors.adfsRefused,
  '#ADFS_EMAIL_DOMAIN': signInProviderMessages.errors.adfsEmailDomain,
  '#ADFS_UNAVAILABLE': signInProviderMessages.errors.adfsUnavailable,
  '#LDAP_UNAVAILABLE': signInProviderMessages.errors.ldapUnavailable,
  '#EXTERNAL_AUTH_UNAVAILABLE': signInProviderMessages.errors.externalAuthUnavailable,
  '#ROUTER_EVENT_NOTFOUND': routerMessages.unknownEvent,
  '#BILL_EMAIL_NOT_CONFIGURED': mailMessages.bill.notConfigured,
  '#BILL_NOT_FOUND': mailMessages.bill.notFound,
  '#BILL_EMAIL_FAILED': mailMessages.bill.failed,
  '#INTERNAL': shellMessages.alerts.unexpected,
} as const satisfies Record<ErrorCode, string>;

/** A typed domain error: thrown anywhere on the server, turned into a reply in one place. */
export class DomainError extends CodedError {
  readonly status: number;
  readonly detail?: Record<string, unknown>;
  constructor(code: ErrorCode, message?: string, detail?: Record<string, unknown>) {
    super(code, message ?? errorTexts[code]);
    this.name = 'DomainError';
    this.status = errorStatuses[code];
    this.detail = detail;
  }
}
