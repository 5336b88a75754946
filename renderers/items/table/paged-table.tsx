import { useCallback, useEffect } from 'react';
import { dataItemMessages } from '../../../domain/messages/data-items';
import type { PageSize } from '../../../domain/table';
import type { Module } from '../../../schemas/company';
import type { ItemOfKind } from '../../../schemas/items';
import { useItemServices } from '../item-services';
import { DataTable } from './data-table';
import { SearchBox } from './search-box';
import { TablePager } from './table-pager';
import { useSavedTableState } from './use-saved-table-state';
import { useTablePage } from './use-table-page';

type Props = { module: Module; item: ItemOfKind<'table'> };

/** A table item paged and searched on the server, its state saved per tenant/module/item (SPEC §9). */
export function PagedTable({ module, item }: Props) {
  const services = useItemServices();
  const [state, setState] = useSavedTableState(services.companyId, module.id, item.id);
  const query = useCallback(
    (replace: Record<string, unknown>) => services.runQuery(item.query, { connector: item.connector, replace }),
    [services, item.query, item.connector],
  );
  const page = useTablePage(state, query);
  const onSearch = useCallback((search: string) => setState((s) => ({ ...s, search, page: 0 })), [setState]);
  // A saved page past the end (fewer rows now) comes back empty, with no total: start from the first page.
  const pastTheEnd = !page.loading && !page.failure && page.rows.length === 0 && state.page > 0;
  useEffect(() => {
    if (pastTheEnd) setState((s) => ({ ...s, page: 0 }));
  }, [pastTheEnd, setState]);
  // A failed query with no rows at hand shows only the alert: an empty table would say there are no records.
  const nothingToShow = page.failure !== null && page.rows.length === 0;

  return (
    <div className="table-item" aria-busy={page.loading}>
      {item.searchable && <SearchBox value={state.search} onSearch={onSearch} />}
      {page.failure && (
        <div role="alert" className="table-item__alert">
          <p>{page.failure.message || dataItemMessages.table.failed}</p>
          <button type="button" className="button button--outline" onClick={page.retry}>
            {dataItemMessages.table.retry}
          </button>
        </div>
      )}
      {!nothingToShow && (
        <>
          <DataTable caption={item.title} columns={item.columns} rows={page.rows} busy={page.loading} />
          <TablePager
            page={state.page}
            pageSize={state.pageSize}
            total={page.total}
            shown={page.shown}
            onPage={(target) => setState((s) => ({ ...s, page: target }))}
            onPageSize={(pageSize: PageSize) => setState((s) => ({ ...s, pageSize, page: 0 }))}
          />
        </>
      )}
    </div>
  );
}
