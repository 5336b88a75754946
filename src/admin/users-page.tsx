import { useCallback } from 'react';
import { useRoutes } from 'react-router-dom';
import { formatDateTime } from '../../domain/dates';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { Pager } from '../../renderers/admin/pager';
import { StatusBadge } from '../../renderers/admin/status-badge';
import { listUsers, type PageQuery } from '../api/admin-people-api';
import { AppLink } from '../ui/app-link';
import type { AdminSectionProps } from './admin-sections';
import { UserDetailView } from './user-detail';
import { usePagedList } from './use-paged-list';
import './people.css';
import { LoadState } from '../../renderers/admin/load-state';
import { AdminTable } from '../../renderers/admin/admin-table';
import { PageHeading } from '../../renderers/ui/page-heading';
import { SearchBar } from '../../renderers/admin/search-bar';

const t = adminPeopleMessages.users;

function UserList({ companyId }: { companyId: string }) {
  const load = useCallback((query: PageQuery) => listUsers(companyId, query), [companyId]);
  const paged = usePagedList(load, 20);
  return (
    <div className="people-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <SearchBar label={t.searchLabel} value={paged.search} onChange={paged.setSearch} />
      <LoadState data={paged.list} failed={paged.failed} onRetry={paged.reload} empty={{ when: (list) => list.items.length === 0, text: t.none }}>
        {(list) => (
          <>
            <AdminTable label={t.title} className="people-table" stacked>
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
                {list.items.map((user) => (
                  <tr key={user.email}>
                    <td data-label={t.email}>
                      <AppLink to={`/admin/users/${encodeURIComponent(user.email)}`} className="people-link">
                        {user.email}
                      </AppLink>
                    </td>
                    <td data-label={t.nick}>{user.nick}</td>
                    <td data-label={t.groups}>{user.groups.length > 0 ? user.groups.join(', ') : <span className="people-muted">{t.noGroups}</span>}</td>
                    <td data-label={t.status}>
                      <StatusBadge status={user.status} />
                    </td>
                    <td data-label={t.lastSignIn}>{user.lastSignIn ? formatDateTime(user.lastSignIn) : <span className="people-muted">{t.never}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pager page={paged.page} total={list.total} limit={paged.limit} onPage={paged.setPage} texts={adminPeopleMessages.pager} alwaysShown />
          </>
        )}
      </LoadState>
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
