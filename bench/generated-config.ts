// A generated tenant config (what the admin API validates) of any size: the generated tenant's modules, with
// items of every kind in turn (so the schema's item union is exercised past its first branch) and the named
// queries and connector they use (so our rules check real references).
import type { TenantConfig } from '../schemas/admin-config';
import type { ModuleItem } from '../schemas/items';
import { generateTenant, moduleList } from './generated-tenant';

const queryNames = ['titulos-abertos', 'titulos-lista', 'titulos-quantidade'] as const;

function itemOf(index: number, id: string, title: string): ModuleItem {
  const common = { id, title, groups: ['todos'], description: `Descrição de ${title}` };
  switch (index % 6) {
    case 0:
      return { ...common, kind: 'html', html: `<p>${title}</p>` };
    case 1:
      return {
        ...common,
        kind: 'table',
        query: 'titulos-lista',
        sumSql: 'titulos-abertos',
        sumType: 'currency',
        columns: [
          { field: 'numero', label: 'Número' },
          { field: 'valor', label: 'Valor', format: 'currency' },
        ],
      };
    case 2:
      return {
        ...common,
        kind: 'form',
        schema: { type: 'object', properties: { nome: { type: 'string', title: 'Nome' } } },
        rules: [{ field: 'nome', visibleWhen: { '==': [1, 1] } }],
      };
    case 3:
      return { ...common, kind: 'embed', url: 'https://www.example.com/mapa', height: 480 };
    case 4:
      return { ...common, kind: 'summary', figures: [{ label: 'Em aberto', query: 'titulos-quantidade', sumType: 'number' }] };
    default:
      return { ...common, kind: 'script', script: 'boletos.js' };
  }
}

/** `modules` modules of `items` items each, in the stored shape ({company, server}, no seed). */
export function generateTenantConfig(modules: number, items: number): TenantConfig {
  const { company } = generateTenant(modules, items);
  let n = 0;
  return {
    company: {
      ...company,
      modules: moduleList(modules, items).map((m) => ({
        id: m.id,
        title: m.title,
        role: { groups: ['todos'] },
        items: m.items.map((item) => itemOf(n++, item.id, item.title)),
      })),
    },
    server: {
      connectors: { erp: { type: 'postgres', url: 'postgres://leitor:segredo@erp.interno:5432/erp' } },
      queries: Object.fromEntries(queryNames.map((name) => [name, { connector: 'erp', sql: `SELECT 1 AS ${name.replace(/-/g, '_')}` }])),
    },
  };
}
