import { useId } from 'react';
import { tenantAdminGroup } from '../../domain/tenant-groups';
import { adminPermissions } from '../../domain/admin-permissions';
import { withGroupPermissions } from '../../domain/group-access';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import type { ProfilesContext } from './profiles-page';

const t = adminPeopleMessages.profiles;

/** The admin permissions a group grants: only the ones the admin holds can be changed. */
export function GroupPermissionsPanel({ context, group }: { context: ProfilesContext; group: string }) {
  const id = useId();
  const { section, permissions: mine } = context;
  const grants = section.value!.admin?.permissions ?? {};
  const granted = grants[group] ?? [];
  const admin = group === tenantAdminGroup;
  return (
    <section className="people-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.permissionsTitle}</h2>
      <p className="people-muted">{admin ? t.adminHoldsAll : t.permissionsIntro}</p>
      <fieldset className="group-picker">
        <legend className="visually-hidden">{t.permissionsTitle}</legend>
        {adminPermissions.map((permission) => (
          <div key={permission}>
            <label className="access-check">
              <input
                type="checkbox"
                checked={admin || granted.includes(permission)}
                disabled={admin || !mine.includes(permission)}
                onChange={(event) => {
                  const next = event.target.checked ? [...granted, permission] : granted.filter((p) => p !== permission);
                  section.edit((value) => ({ ...value, admin: { ...value.admin, permissions: withGroupPermissions(grants, group, adminPermissions.filter((p) => next.includes(p))) } }));
                }}
              />
              {t.permissionNames[permission]}
            </label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
