import type { CompanyConfig, Module } from '../schemas/company';
import type { publicModules } from './public-modules';
import type { visibilityContext, visibleModules } from './visibility';
import { isJsonObject } from './json-object';

/**
 * SPEC §6's rules the preview applies (domain/visibility.ts, domain/public-modules.ts), passed in: the preview
 * frame takes them from the login and portal chunks, so the admin's chunks share no module with those routes.
 */
export type VisibilityRules = {
  publicModules: typeof publicModules;
  visibleModules: typeof visibleModules;
  visibilityContext: typeof visibilityContext;
};

/** Who a preview shows the draft to (issue 9): a visitor (not signed in) or a user of one group. */
export type PreviewAudience = { kind: 'visitor' } | { kind: 'group'; group: string };

/** The draft's preview message (parent window -> preview frame, same origin). */
export type PreviewMessage = { type: 'portal-admin-preview'; company: CompanyConfig; audience: PreviewAudience };
/** The frame asks for the draft once it is listening. */
export type PreviewReady = { type: 'portal-admin-preview-ready' };

export const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  typeof data === 'object' && data !== null && (data as PreviewMessage).type === 'portal-admin-preview';
export const isPreviewReady = (data: unknown): data is PreviewReady =>
  typeof data === 'object' && data !== null && (data as PreviewReady).type === 'portal-admin-preview-ready';

/** Every group the draft names (modules' role.groups and items' groups), sorted, each once. */
export function previewGroups(company: Pick<CompanyConfig, 'modules'>): string[] {
  const groups = new Set<string>();
  for (const module of company.modules ?? []) {
    for (const group of module.role?.groups ?? []) groups.add(group);
    for (const item of module.items ?? []) for (const group of item.groups ?? []) groups.add(group);
  }
  return [...groups].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/**
 * The modules the audience sees: a visitor the login screen's public modules (role.showLogin), a group member
 * the dashboard's modules by SPEC §6 (no entity selected, no accounts access: what a new user of the group sees).
 */
export function previewModules(company: CompanyConfig, audience: PreviewAudience, rules: VisibilityRules): Module[] {
  if (audience.kind === 'visitor') return rules.publicModules(company.modules);
  return rules.visibleModules(company.modules, rules.visibilityContext({ groups: [audience.group] }, company));
}


/** The draft's company part when it has the shape a preview can draw (a half-typed draft keeps the last one). */
export function previewableCompany(document: unknown): CompanyConfig | null {
  const company = isJsonObject(document) ? document.company : null;
  if (!isJsonObject(company) || typeof company.appName !== 'string' || !Array.isArray(company.modules)) return null;
  const style = company.style;
  if (!isJsonObject(style) || !isJsonObject(style.color)) return null;
  const modulesOk = company.modules.every((m) => isJsonObject(m) && Array.isArray(m.items) && m.items.every(isJsonObject));
  return modulesOk ? (company as CompanyConfig) : null;
}
