import { DomainError } from '../../../domain/domain-error';
import { visibleModules } from '../../../domain/visibility';
import type { Tenant } from '../../tenancy/tenant-registry';

/** A module item of the tenant the user may see: unknown -> 404 #NOT_FOUND, not visible -> 403 #FORBIDDEN. */
export function requireVisibleItem(tenant: Tenant, groups: readonly string[], moduleId: string, itemId: string): void {
  const modules = tenant.document.company.modules;
  const exists = modules.some((m) => m.id === moduleId && m.items.some((i) => i.id === itemId));
  if (!exists) throw new DomainError('#NOT_FOUND');
  const visible = visibleModules(modules, groups).some((m) => m.id === moduleId && m.items.some((i) => i.id === itemId));
  if (!visible) throw new DomainError('#FORBIDDEN');
}

/** A single header value, trimmed; undefined when absent or empty. */
export function headerText(value: string | string[] | undefined, maxLength: number): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (text.length > maxLength) throw new DomainError('#VALIDATION');
  return text;
}
