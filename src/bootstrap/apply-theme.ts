import type { CompanyConfig } from '../../schemas/company';

/** Tenant colours become CSS custom properties on :root (DESIGN.md §4); the title is the app title. */
export function applyTheme(company: CompanyConfig, root: HTMLElement = document.documentElement): void {
  const { primary, secondary, active } = company.style.color;
  root.style.setProperty('--color-primary', primary);
  root.style.setProperty('--color-secondary', secondary);
  root.style.setProperty('--color-active', active ?? primary);
  document.title = company.appTitle;
}
