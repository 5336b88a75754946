import { isValidEmail } from './email';
import { operatorScreenMessages } from './messages/operator';

/** What an operator sets on a tenant (issue 9): active, disabled (/disabled) or blocked (/blocked, with a message). */
export type TenantStatus = 'active' | 'disabled' | 'blocked';

export const tenantStatuses: readonly TenantStatus[] = ['active', 'disabled', 'blocked'];

/** One row of `GET /pro-admin/v1/operator/tenants`. */
export type OperatorTenant = { id: string; appName: string; domains: string[]; status: TenantStatus; version: number };

/** The 'Nova empresa' form as typed: domains are one text, one per line or comma-separated. */
export type NewTenantForm = { id: string; appName: string; domains: string; adminEmail: string; adminNick: string };

export type NewTenantField = keyof NewTenantForm;

/** The body of `POST /pro-admin/v1/operator/tenants`. */
export type NewTenantRequest = { id: string; appName: string; domains: string[]; adminEmail: string; adminNick?: string };

// The server's contract: the id pattern and at most 20 domains.
const tenantIdPattern = /^[a-z0-9][a-z0-9-]{1,39}$/;
export const maxTenantDomains = 20;
const hostLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostnamePattern = new RegExp(`^(?=.{1,253}$)${hostLabel}(?:\\.${hostLabel})*$`);

/** The domains of the form's text: split at lines, commas, semicolons and spaces; trimmed, lowercased, once each. */
export function parseDomains(text: string): string[] {
  const domains = text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase())
    .filter((d) => d !== '');
  return [...new Set(domains)];
}

const v = operatorScreenMessages.validation;

/** pt-BR problems of the form, by field (empty when it can be sent). */
export function validateNewTenant(form: NewTenantForm): Partial<Record<NewTenantField, string>> {
  const errors: Partial<Record<NewTenantField, string>> = {};
  const id = form.id.trim();
  if (id === '') errors.id = v.required;
  else if (!tenantIdPattern.test(id)) errors.id = v.id;
  if (form.appName.trim() === '') errors.appName = v.required;
  const domains = parseDomains(form.domains);
  const badDomain = domains.find((d) => !hostnamePattern.test(d));
  if (domains.length === 0) errors.domains = v.required;
  else if (badDomain !== undefined) errors.domains = v.domain(badDomain);
  else if (domains.length > maxTenantDomains) errors.domains = v.tooManyDomains(maxTenantDomains);
  const email = form.adminEmail.trim();
  if (email === '') errors.adminEmail = v.required;
  else if (!isValidEmail(email)) errors.adminEmail = v.email;
  return errors;
}

/** The request for a valid form. */
export function newTenantRequest(form: NewTenantForm): NewTenantRequest {
  const adminNick = form.adminNick.trim();
  return {
    id: form.id.trim(),
    appName: form.appName.trim(),
    domains: parseDomains(form.domains),
    adminEmail: form.adminEmail.trim(),
    ...(adminNick ? { adminNick } : {}),
  };
}

/** The form field a server problem's JSON path of the new tenant's config points at (422 #CONFIG_INVALID), if any. */
export function fieldOfConfigPath(path: string): NewTenantField | null {
  if (path === '/company/id') return 'id';
  if (path === '/company/appName' || path === '/company/appTitle') return 'appName';
  if (path === '/company/domain' || path.startsWith('/company/domain/')) return 'domains';
  return null;
}

/** The form field a refusal's error code is about (409 #TENANT_EXISTS, 400 #INVALID_EMAIL), if any. */
export function fieldOfErrorCode(code: string | undefined): NewTenantField | null {
  if (code === '#TENANT_EXISTS') return 'id';
  if (code === '#INVALID_EMAIL') return 'adminEmail';
  return null;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The tenants whose id, name or a domain contains the search text (case and accents ignored). */
export function searchTenants(tenants: readonly OperatorTenant[], query: string): OperatorTenant[] {
  const q = folded(query.trim());
  if (q === '') return [...tenants];
  return tenants.filter((t) => [t.id, t.appName, ...t.domains].some((text) => folded(text).includes(q)));
}
