import { visibilityContext, visibleModules } from '../../domain/visibility';
import type { CompanyConfig, Module } from '../../schemas/company';
import type { UserSession } from '../../schemas/session';

type SessionFacts = Pick<UserSession, 'id' | 'groups' | 'email' | 'entitySelected' | 'hasAccountsAccess'>;

/**
 * Per config version (the fetched config object: a new publish is a new object), the visible modules per
 * session facts. Few keys ever live at once (one user, a few entity choices): past `MAX_KEYS` the map starts over.
 */
const byConfig = new WeakMap<CompanyConfig, Map<string, Module[]>>();
const MAX_KEYS = 8;

/** What the rules read of a session (SPEC §6 groups, visibleWhen's e-mail and entities, accounts access). */
export const sessionKey = ({ id, groups, email, entitySelected, hasAccountsAccess }: SessionFacts) =>
  JSON.stringify([id, groups, email, entitySelected.map((e) => e.code), hasAccountsAccess]);

/**
 * SPEC §6: the modules and items this session may see, computed once per session and config version (issue 14)
 * instead of on every mount of the portal: the same array back, so every memo downstream holds too.
 */
export function sessionVisibleModules(company: CompanyConfig, user: SessionFacts): Module[] {
  let sessions = byConfig.get(company);
  if (!sessions) byConfig.set(company, (sessions = new Map()));
  const key = sessionKey(user);
  const known = sessions.get(key);
  if (known) return known;
  const { groups, email, entitySelected, hasAccountsAccess } = user;
  const modules = visibleModules(company.modules, visibilityContext({ groups, email, entitySelected, hasAccountsAccess }, company));
  if (sessions.size >= MAX_KEYS) sessions.clear();
  sessions.set(key, modules);
  return modules;
}
