import { useCallback } from 'react';
import { auditDetailText } from '../../domain/audit-detail';
import { formatDateTime } from '../../domain/dates';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { Pager } from '../../renderers/admin/pager';
import { fetchAudit, type PageQuery } from '../api/admin-operations-api';
import { usePagedList } from './use-paged-list';
import './operations.css';
import { LoadState } from '../../renderers/admin/load-state';
import { AdminTable } from '../../renderers/admin/admin-table';
import { SearchBar } from '../../renderers/admin/search-bar';
import { PageHeading } from '../../renderers/ui/page-heading';

const t = adminOperationsUi.audit;
const pageSize = 20;

/** /admin/audit (permission 'activity'): every admin write, newest first, searched on the server and paged. */
export function AuditPage({ companyId }: { companyId: string }) {
  const load = useCallback((query: PageQuery) => fetchAudit(companyId, query), [companyId]);
  const { search, setSearch, page, setPage, list, failed, reload } = usePagedList(load, pageSize);

  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <SearchBar label={t.search} hint={t.searchHint} value={search} onChange={setSearch} />
      <div role="status" aria-live="polite">
        {list && !failed ? <p className="ops-summary">{t.results(list.total)}</p> : null}
      </div>
      <LoadState data={list} failed={failed} onRetry={reload} empty={{ when: (list) => list.items.length === 0, text: t.none }}>
        {(list) => (
          <>
            <AdminTable label={t.title} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.what}</th>
                  <th scope="col">{t.where}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((entry, index) => {
                  const detail = auditDetailText(entry.detail);
                  return (
                    <tr key={`${entry.at}-${index}`}>
                      <td className="ops-num" data-label={t.when}>
                        {formatDateTime(entry.at)}
                      </td>
                      <td className="ops-nowrap" data-label={t.who}>
                        {entry.actor}
                      </td>
                      <td data-label={t.what}>
                        <div>
                          {t.actions[entry.action] ?? entry.action}
                          <div className="ops-muted">
                            <code>{entry.action}</code>
                            {detail ? ` · ${detail}` : ''}
                          </div>
                        </div>
                      </td>
                      <td data-label={t.where}>
                        <div>
                          {entry.ip ?? t.unknownIp}
                          {entry.userAgent ? <div className="ops-muted">{entry.userAgent}</div> : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </AdminTable>
            <Pager page={page} total={list.total} limit={pageSize} onPage={setPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}
