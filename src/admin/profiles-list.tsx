import { moduleAudienceText } from '../../domain/group-access';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { AppLink } from '../ui/app-link';
import { NewGroupForm } from './new-group-form';
import type { ProfilesContext } from './profiles-page';
import { ProfilesSaveBar } from './profiles-save-bar';
import { AdminTable } from '../../renderers/admin/admin-table';
import { PageHeading } from '../../renderers/ui/page-heading';

const t = adminPeopleMessages.profiles;

/** /admin/profiles: the groups (members, permissions) and the modules, each opening its own view. */
export function ProfilesList({ context }: { context: ProfilesContext }) {
  const { groups, section } = context;
  return (
    <div className="people-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      {groups!.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <AdminTable label={t.title}>
          <thead>
            <tr>
              <th scope="col">{t.group}</th>
              <th scope="col">{t.members}</th>
              <th scope="col">{t.permissions}</th>
            </tr>
          </thead>
          <tbody>
            {groups!.map((group) => (
              <tr key={group.group}>
                <td>
                  <AppLink to={`/admin/profiles/groups/${encodeURIComponent(group.group)}`} className="people-link">
                    {group.group}
                  </AppLink>
                </td>
                <td>{group.members}</td>
                <td>
                  {group.permissions.length === 0 ? (
                    <span className="people-muted">{t.noPermissions}</span>
                  ) : (
                    group.permissions.map((p) => t.permissionNames[p]).join(', ')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <NewGroupForm known={context.known} />
      <section className="people-panel" aria-labelledby="profiles-by-module">
        <h2 id="profiles-by-module">{t.byModuleTitle}</h2>
        <p className="people-muted">{t.byModuleIntro}</p>
        <ul className="people-list">
          {section.value!.modules.map((module) => (
            <li key={module.id}>
              <AppLink to={`/admin/profiles/modules/${encodeURIComponent(module.id)}`} className="people-link">
                {module.title}
              </AppLink>{' '}
              <span className="people-muted">
                · {moduleAudienceText(module, { everyone: t.visibleToAll, accountsOnly: t.accountsOnly })}
              </span>
              {module.hidden ? <span className="admin-badge">{t.hiddenBadge}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <ProfilesSaveBar context={context} comment={t.saveCommentAll} />
    </div>
  );
}
