import { useCallback, useId } from 'react';
import { useRoutes } from 'react-router-dom';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { PageControls } from '../../renderers/admin/page-controls';
import { StatusBadge } from '../../renderers/admin/status-badge';
import { listUsers, type PageQuery } from '../api/admin-people-api';
import { AppLink } from '../ui/app-link';
import type { AdminSectionProps } from './admin-sections';
import { UserDetailView } from './user-detail';
import { useSearchPage } from './use-search-page';
import './people.css';

const t = adminPeopleMessages.users;

function UserList({ companyId }: { companyId: string }) {
  const id = useId();
  const load = useCallback((query: PageQuery) => listUsers(companyId, query), [companyId]);
  const list = useSearchPage(load);
  return (
    <div className="people-page">
      <h1 className="admin__title">{t.title}</h1>
      <p className="admin__intro">{t.intro}</p>
      <div className="people-search">
        <label className="form-field__label" htmlFor={`${id}-search`}>
          {t.searchLabel}
        </label>
        <input id={`${id}-search`} type="search" className="input" value={list.search} onChange={(event) => list.setSearch(event.target.value)} />
      </div>
      {list.failed ? (
        <div role="alert">
          <p>{adminMessages.loadFailed}</p>
          <button type="button" className="button button--primary" onClick={list.reload}>
            {adminMessages.retry}
          </button>
        </div>
      ) : !list.result ? (
        <p role="status">{adminMessages.loading}</p>
      ) : list.result.items.length === 0 ? (
        <p role="status">{t.none}</p>
      ) : (
        <>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t.title}>
            <table className="admin-table people-table">
              <thead>
                <tr>
                  <th scope="col">{t.email}</th>
                  <th scope="col">{t.nick}</th>
                  <th scope="col">{t.groups}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.lastSignIn}</th>
                </tr>
              </thead>
              <tbody>
                {list.result.items.map((user) => (
                  <tr key={user.email}>
                    <td>
                      <AppLink to={`/admin/users/${encodeURIComponent(user.email)}`} className="people-link">
                        {user.email}
                      </AppLink>
                    </td>
                    <td>{user.nick}</td>
                    <td>{user.groups.length > 0 ? user.groups.join(', ') : <span className="people-muted">{t.noGroups}</span>}</td>
                    <td>
                      <StatusBadge status={user.status} />
                    </td>
                    <td>{user.lastSignIn ? formatDateTime(user.lastSignIn) : <span className="people-muted">{t.never}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageControls page={list.page} total={list.result.total} limit={list.limit} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}

/** /admin/users (permission 'users'): the tenant's users searched and paged by the server, and one user's detail. */
export function UsersPage({ companyId }: AdminSectionProps) {
  return useRoutes([
    { index: true, element: <UserList companyId={companyId} /> },
    { path: ':email', element: <UserDetailView companyId={companyId} /> },
  ]);
}
