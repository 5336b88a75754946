import { useRoutes } from 'react-router-dom';
import { adminContentMessages } from '../../domain/messages/admin-content';
import { queryNamesOf } from '../../domain/module-editing';
import type { Module } from '../../schemas/company';
import { fetchConfig } from '../api/admin-api';
import { listGroups, type GroupInfo } from '../api/admin-people-api';
import type { AdminSectionProps } from './admin-sections';
import { ItemEditor } from './item-editor';
import { ModuleEditor } from './module-editor';
import { ModuleList } from './module-list';
import { ConfigSectionPage } from './config-section-page';
import { useAdminLoad } from './use-admin-load';
import { useConfigSection, type ConfigSectionDraft } from './use-config-section';

const t = adminContentMessages.modules;

/** The 'modules' config section. */
export type ModulesDraft = ConfigSectionDraft<{ modules: Module[] }>;

/** What the module and item forms get from the page. */
export type ModuleFormProps = {
  section: ModulesDraft;
  /** The users' groups, for the audience pickers. */
  userGroups?: readonly string[];
  /** The tenant's query names, null when the caller may not read them: query fields offer them, a new table names the first. */
  queryNames?: readonly string[] | null;
};

/** Without 'profiles' the users' groups are not the caller's to list: the pickers offer the modules' own groups. */
const noGroups = async (): Promise<GroupInfo[]> => [];

/** The tenant's query names (server.queries): only the whole config, which 'config' reads, holds them. */
const readQueryNames = async (companyId: string): Promise<string[] | null> => queryNamesOf((await fetchConfig(companyId)).document.server.queries);
const noQueryNames = async (): Promise<string[] | null> => null;

/**
 * /admin/modules (permission 'modules'): the modules in order, a module's fields and items, an item's form
 * (its kind's schema). One draft for all three views; 'Salvar módulos' publishes it as a config version. The
 * group pickers offer the groups the modules name and, to a caller who may see 'Perfis', every group users have.
 * To a caller who may read the whole config, an item's query fields offer the tenant's query names.
 */
export function ModulesPage({ companyId, permissions }: AdminSectionProps) {
  const section = useConfigSection<{ modules: Module[] }>(companyId, 'modules');
  const { data: groups } = useAdminLoad(permissions.includes('profiles') ? listGroups : noGroups, companyId);
  const userGroups = (groups ?? []).map((g) => g.group);
  const { data: queryNames } = useAdminLoad(permissions.includes('config') ? readQueryNames : noQueryNames, companyId);
  const screen = useRoutes([
    { index: true, element: <ModuleList section={section} /> },
    { path: ':moduleId', element: <ModuleEditor section={section} userGroups={userGroups} queryNames={queryNames} /> },
    { path: ':moduleId/items/:itemId', element: <ItemEditor section={section} userGroups={userGroups} queryNames={queryNames} /> },
  ]);
  return (
    <ConfigSectionPage section={section} texts={t}>
      {() => screen}
    </ConfigSectionPage>
  );
}
