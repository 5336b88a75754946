import { DomainError } from '../../../domain/domain-error';
import { isVisibleItem, visibilityContext, type VisibilityUser } from '../../../domain/visibility';
import type { Tenant } from '../../tenancy/tenant-registry';

/**
 * A module item of the tenant the user may see (SPEC §6 groups and visibleWhen): unknown -> 404 #NOT_FOUND,
 * not visible -> 403 #FORBIDDEN. `user` is the session user (groups, e-mail, selected entities).
 */
export function requireVisibleItem(
  tenant: Tenant,
  user: VisibilityUser,
  moduleId: string,
  itemId: string,
): void {
  const { company } = tenant.document;
  const exists = company.modules.some((m) => m.id === moduleId && m.items.some((i) => i.id === itemId));
  if (!exists) throw new DomainError('#NOT_FOUND');
  if (!isVisibleItem(company.modules, visibilityContext(user, company), moduleId, itemId)) throw new DomainError('#FORBIDDEN');
}

/** A single header value, trimmed; undefined when absent or empty. */
export function headerText(value: string | string[] | undefined, maxLength: number): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (text.length > maxLength) throw new DomainError('#VALIDATION');
  return text;
}
