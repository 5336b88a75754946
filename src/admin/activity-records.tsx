import { useCallback, useId, useState } from 'react';
import { activityRecordsMessages as t } from '../../domain/messages/activity-records';
import { AdminTable } from '../../renderers/admin/admin-table';
import { Pager } from '../../renderers/admin/pager';
import { LoadState } from '../../renderers/admin/load-state';
import { RelativeTime } from '../../renderers/ui/relative-time';
import { useMinuteTick } from '../../renderers/ui/use-minute-tick';
import { fetchActivityRecords } from '../api/activity-records-api';
import { usePagedList, type PagedListQuery } from './use-paged-list';

const limit = 20;

/** The recorded activities one by one on /admin/activity, filtered by pointer (SPEC §7 Activity). */
export function ActivityRecords({ companyId }: { companyId: string }) {
  const ids = useId();
  const [pointers, setPointers] = useState<string[]>([]);
  const load = useCallback(
    async ({ search, page }: PagedListQuery) => {
      const result = await fetchActivityRecords(companyId, { pointer: search || undefined, page, limit });
      setPointers(result.pointers);
      return result;
    },
    [companyId],
  );
  const list = usePagedList(load, limit);
  // One minute tick for every row's 'há 2 minutos'.
  const now = useMinuteTick();
  return (
    <section className="ops-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ops-card__title">
        {t.title}
      </h2>
      <p className="ops-muted">{t.intro}</p>
      <label className="ops-toolbar__field" htmlFor={`${ids}-pointer`}>
        {t.filter}
        <select id={`${ids}-pointer`} className="input" value={list.search} onChange={(event) => list.setSearch(event.target.value)}>
          <option value="">{t.all}</option>
          {pointers.map((pointer) => (
            <option key={pointer} value={pointer}>
              {t.pointerLabel(pointer)}
            </option>
          ))}
        </select>
      </label>
      <LoadState data={list.list} failed={list.failed} onRetry={list.reload} texts={t} empty={{ when: (page) => page.items.length === 0, text: t.empty }}>
        {(page) => (
          <>
            <AdminTable label={t.tableLabel(page.total)} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.pointer}</th>
                  <th scope="col">{t.user}</th>
                  <th scope="col">{t.link}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((item, index) => (
                  <tr key={`${item.at}-${index}`}>
                    <td data-label={t.when}>
                      <RelativeTime at={item.at} now={now} />
                    </td>
                    <td data-label={t.pointer}>{t.pointerLabel(item.pointer)}</td>
                    <td data-label={t.user}>{item.email ? `${item.nick ? `${item.nick} · ` : ''}${item.email}` : t.noUser}</td>
                    <td className="ops-key" data-label={t.link}>
                      {item.link ?? ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pager page={list.page} total={page.total} limit={limit} onPage={list.setPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
