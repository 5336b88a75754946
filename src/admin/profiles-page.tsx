import { useRoutes } from 'react-router-dom';
import { knownGroupsOf } from '../../domain/group-access';
import type { AdminPermission } from '../../domain/admin-permissions';
import { LoadState } from '../../renderers/admin/load-state';
import type { Module } from '../../schemas/company';
import { listGroups, type GroupInfo } from '../api/admin-people-api';
import type { AdminSectionProps } from './admin-sections';
import { GroupView } from './group-view';
import { ModuleAudience } from './module-audience';
import { ProfilesList } from './profiles-list';
import { useAdminLoad } from './use-admin-load';
import { useConfigSection, type ConfigSectionDraft } from './use-config-section';
import './people.css';

/** The 'profiles' config section: who sees each module and item, and the permissions each group grants. */
export type ProfilesValue = { modules: Module[]; admin?: { permissions?: Record<string, AdminPermission[]> } };

export type ProfilesContext = {
  companyId: string;
  permissions: readonly AdminPermission[];
  section: ConfigSectionDraft<ProfilesValue>;
  groups: GroupInfo[] | null;
  /** Every group: the groups API's and the ones the modules name. */
  known: string[];
  reloadGroups(): void;
};

/**
 * /admin/profiles (permission 'profiles'): groups with their members and permissions; a group's members, the
 * modules and items it sees and the permissions it grants; and, per module, the groups that see it. The draft of
 * the 'profiles' section lives here, so moving between a group and a module keeps the unsaved edits.
 */
export function ProfilesPage({ companyId, permissions }: AdminSectionProps) {
  const section = useConfigSection<ProfilesValue>(companyId, 'profiles');
  const { data: groups, failed, reload } = useAdminLoad(listGroups, companyId);
  const known = knownGroupsOf(section.value?.modules ?? [], groups?.map((g) => g.group) ?? []);
  const context: ProfilesContext = { companyId, permissions, section, groups, known, reloadGroups: () => void reload() };
  const screen = useRoutes([
    { index: true, element: <ProfilesList context={context} /> },
    { path: 'groups/:group', element: <GroupView context={context} /> },
    { path: 'modules/:moduleId', element: <ModuleAudience context={context} /> },
  ]);
  // The screen needs both the section and the groups: one retry asks again for whichever failed.
  const retry = () => {
    void section.reload();
    void reload();
  };
  return (
    <LoadState data={section.value ? groups : null} failed={section.load === 'failed' || failed} onRetry={retry}>
      {() => screen}
    </LoadState>
  );
}
