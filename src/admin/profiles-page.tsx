import { useCallback, useEffect, useState } from 'react';
import { useRoutes } from 'react-router-dom';
import { knownGroupsOf } from '../../domain/group-access';
import { adminMessages } from '../../domain/messages/admin';
import type { AdminPermission } from '../../domain/admin-permissions';
import type { Module } from '../../schemas/company';
import { listGroups, type GroupInfo } from '../api/admin-people-api';
import type { AdminSectionProps } from './admin-sections';
import { GroupView } from './group-view';
import { ModuleAudience } from './module-audience';
import { ProfilesList } from './profiles-list';
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

function useGroups(companyId: string) {
  const [groups, setGroups] = useState<GroupInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    listGroups(companyId).then(
      (list) => {
        setGroups(list);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [companyId]);
  useEffect(() => reload(), [reload]);
  return { groups, failed, reload };
}

/**
 * /admin/profiles (permission 'profiles'): groups with their members and permissions; a group's members, the
 * modules and items it sees and the permissions it grants; and, per module, the groups that see it. The draft of
 * the 'profiles' section lives here, so moving between a group and a module keeps the unsaved edits.
 */
export function ProfilesPage({ companyId, permissions }: AdminSectionProps) {
  const section = useConfigSection<ProfilesValue>(companyId, 'profiles');
  const { groups, failed, reload } = useGroups(companyId);
  const known = knownGroupsOf(section.value?.modules ?? [], groups?.map((g) => g.group) ?? []);
  const context: ProfilesContext = { companyId, permissions, section, groups, known, reloadGroups: reload };
  const screen = useRoutes([
    { index: true, element: <ProfilesList context={context} /> },
    { path: 'groups/:group', element: <GroupView context={context} /> },
    { path: 'modules/:moduleId', element: <ModuleAudience context={context} /> },
  ]);
  if (section.load === 'failed' || failed) {
    return (
      <div role="alert">
        <p>{adminMessages.loadFailed}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void section.reload();
            reload();
          }}
        >
          {adminMessages.retry}
        </button>
      </div>
    );
  }
  if (!section.value || !groups) return <p role="status">{adminMessages.loading}</p>;
  return screen;
}
