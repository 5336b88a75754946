import type { SessionRecord } from '../auth/session-store';
import type { Tenant } from '../tenancy/tenant-registry';

/** SPEC §9: remote SQL page size. */
export const pageSize = 100;

/**
 * The values a named query's `:token:` placeholders are bound to: the caller's `replace` keys, then the
 * server-known tokens, which win: :userEmail:, :userId:, :companyId:, :entities: (the session's selected
 * entity codes, or all the user's entities when none is selected) and the paging tokens for `page`
 * (0-based): :page:, :pageLimit: (100), :indexInit: (first row offset, page * 100) and :indexEnd:
 * (indexInit + 100, exclusive), e.g. `LIMIT :pageLimit: OFFSET :indexInit:`.
 */
export function queryValues(tenant: Tenant, session: SessionRecord, replace: Record<string, unknown>, page: number) {
  const all = session.user.entities.map((e) => e.code);
  const selected = session.user.entities.filter((e) => e.selected).map((e) => e.code);
  return {
    ...replace,
    entities: selected.length > 0 ? selected : all,
    userEmail: session.user.email,
    userId: session.user.id,
    companyId: tenant.id,
    page,
    pageLimit: pageSize,
    indexInit: page * pageSize,
    indexEnd: (page + 1) * pageSize,
  };
}

/** The page asked for: an explicit `page`, else a numeric `replace.page`, else 0. */
export function requestedPage(explicit: number | undefined, replace: Record<string, unknown>): number {
  const candidate = explicit ?? (typeof replace.page === 'number' ? replace.page : Number(replace.page ?? 0));
  return Number.isInteger(candidate) && candidate >= 0 && candidate <= 1_000_000 ? candidate : 0;
}
