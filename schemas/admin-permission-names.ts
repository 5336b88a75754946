// A plain list, no TypeBox: the profiles page's permission checkboxes import this without the schema-building code.

/** Admin-area permissions a group can grant (issue 10; SPEC §6 "Admin-area permissions: not shown"). */
export const adminPermissionNames = ['config', 'users', 'profiles', 'modules', 'messages', 'notifications', 'quotas', 'activity', 'finance'] as const;
