import type { AdminPermission } from '../../domain/admin-permissions';
import type { KnownReferences } from '../../domain/automation-references';
import type { Module } from '../../schemas/company';
import { listGroups } from '../api/admin-people-api';
import { fetchSection } from '../api/admin-sections-api';
import { useAdminLoad } from './use-admin-load';

const unknown = async (): Promise<readonly string[] | null> => null;
const groupNames = async (companyId: string) => (await listGroups(companyId)).map((g) => g.group);
// Both sections hold the modules: 'profiles' edits their groups.
const moduleIds = (section: 'modules' | 'profiles') => async (companyId: string) =>
  (await fetchSection<{ modules?: Module[] }>(companyId, section)).value.modules?.map((m) => m.id) ?? [];
const fromModules = moduleIds('modules');
const fromProfiles = moduleIds('profiles');

/**
 * The tenant's groups (with 'profiles': those the config names and those users have) and module ids (with
 * 'modules' or 'profiles'), for the automation form's warnings; null for what the admin may not read or what
 * failed to load, so nothing is said about it.
 */
export function useKnownReferences(companyId: string, permissions: readonly AdminPermission[]): KnownReferences {
  const { data: groups } = useAdminLoad(permissions.includes('profiles') ? groupNames : unknown, companyId);
  const modulesFrom = permissions.includes('modules') ? fromModules : permissions.includes('profiles') ? fromProfiles : unknown;
  const { data: modules } = useAdminLoad(modulesFrom, companyId);
  return { groups, modules };
}
