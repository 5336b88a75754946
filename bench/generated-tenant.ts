// A generated tenant for the dashboard and validation figures: `modules` modules of `items` html items each,
// one signed-in user who sees them all and an admin, on its own domain (bench.portal.test).
import type { TenantDocument } from '../schemas/tenant';

export const benchTenant = {
  id: 'bench',
  domain: 'bench.portal.test',
  email: 'bench@bench.portal.test',
  password: 'Portal@2026',
  /** The tenant's admin (group admin), for the config editor's figure. */
  adminEmail: 'admin@bench.portal.test',
};

export type ListModule = { id: string; title: string; items: { id: string; title: string }[] };

export function generateTenant(modules: number, items: number): TenantDocument {
  return {
    company: {
      id: benchTenant.id,
      status: 'active',
      domain: [benchTenant.domain],
      appName: 'Portal Bench',
      appTitle: 'Portal Bench',
      style: { color: { primary: '#0b5cab', secondary: '#12355b' } },
      modules: moduleList(modules, items).map((m) => ({
        id: m.id,
        title: m.title,
        role: { groups: ['todos'] },
        items: m.items.map((item) => ({ id: item.id, title: item.title, kind: 'html' as const, html: `<p>${item.title}</p>` })),
      })),
    },
    server: {},
    seed: {
      users: [
        { email: benchTenant.email, nick: 'Bench Usuário', password: benchTenant.password, groups: ['todos'] },
        { email: benchTenant.adminEmail, nick: 'Bench Admin', password: benchTenant.password, groups: ['admin'] },
      ],
    },
  };
}

/** The same entries as plain data, for the floor page's list. */
export function moduleList(modules: number, items: number): ListModule[] {
  return Array.from({ length: modules }, (_, m) => ({
    id: `modulo-${m + 1}`,
    title: `Módulo ${m + 1}`,
    items: Array.from({ length: items }, (_, i) => ({ id: `item-${i + 1}`, title: `Item ${m + 1}.${i + 1}` })),
  }));
}
