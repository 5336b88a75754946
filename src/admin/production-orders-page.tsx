import { useCallback, useState } from 'react';
import { formatDate, formatDateTime } from '../../domain/dates';
import { applyMask } from '../../domain/masks';
import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';
import { formatCurrency } from '../../domain/money';
import { formatAccessKey } from '../../domain/nfe';
import type { ReceivedProductionOrder } from '../../schemas/finance-calls';
import { AdminTable } from '../../renderers/admin/admin-table';
import { LoadState } from '../../renderers/admin/load-state';
import { Pager } from '../../renderers/admin/pager';
import { StatusNotice, type StatusNoticeValue } from '../../renderers/admin/status-notice';
import { SearchBar } from '../../renderers/admin/search-bar';
import { PageHeading } from '../../renderers/ui/page-heading';
import { fetchProductionOrderXml, listProductionOrders } from '../api/admin-finance-api';
import { failureStatus, type PageQuery } from '../api/admin-operations-api';
import { saveFile } from '../ui/save-file';
import { usePagedList } from './use-paged-list';
import './operations.css';

const t = adminFinanceUi.productionOrders;
const pageSize = 20;

/**
 * /admin/production-orders (permission 'finance'): the NF-e contractors sent for production orders (SPEC §7
 * uploadXml), newest first, searched on the server and paged, each XML downloadable as it came.
 */
export function ProductionOrdersPage({ companyId }: { companyId: string }) {
  const load = useCallback((query: PageQuery) => listProductionOrders(companyId, query), [companyId]);
  const { search, setSearch, page, setPage, list, failed, reload } = usePagedList(load, pageSize);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusNoticeValue | null>(null);

  const download = async (order: ReceivedProductionOrder) => {
    setDownloading(order.accessKey);
    setStatus(null);
    try {
      const { blob, fileName } = await fetchProductionOrderXml(companyId, order.accessKey);
      saveFile(blob, fileName);
      setStatus({ ok: true, text: t.downloaded(fileName) });
    } catch (reason) {
      setStatus({ ok: false, text: failureStatus(reason) === 404 ? t.fileGone : t.downloadFailed });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <SearchBar label={t.search} hint={t.searchHint} value={search} onChange={setSearch} />
      <div role="status" aria-live="polite">
        {list && !failed ? <p className="ops-summary">{t.results(list.total)}</p> : null}
      </div>
      <StatusNotice notice={status} />
      <LoadState data={list} failed={failed} onRetry={reload} empty={{ when: (list) => list.items.length === 0, text: t.none }}>
        {(list) => (
          <>
            <AdminTable label={t.caption} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.columns.invoice}</th>
                  <th scope="col">{t.columns.issuer}</th>
                  <th scope="col">{t.columns.total}</th>
                  <th scope="col">{t.columns.received}</th>
                  <th scope="col">{t.columns.xml}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((order) => (
                  <tr key={order.accessKey}>
                    <td className="ops-key-cell" data-label={t.columns.invoice}>
                      <div>
                        {t.invoice(order.number, order.series)}
                        <div className="ops-muted">{t.issued(formatDate(order.date))}</div>
                        <div className="ops-muted">{t.key(formatAccessKey(order.accessKey))}</div>
                      </div>
                    </td>
                    <td data-label={t.columns.issuer}>
                      <div>
                        {order.issuer.name}
                        <div className="ops-muted ops-nowrap">{applyMask('cpfCnpj', order.issuer.document) || order.issuer.document}</div>
                      </div>
                    </td>
                    <td className="ops-num ops-nowrap" data-label={t.columns.total}>
                      <div>
                        {formatCurrency(order.total)}
                        <div className="ops-muted">{t.lines(order.lines)}</div>
                      </div>
                    </td>
                    <td data-label={t.columns.received}>
                      <div>
                        <span className="ops-nowrap">{formatDateTime(order.receivedAt)}</span>
                        <div className="ops-muted">{order.sentBy ? t.by(order.sentBy.nick || order.sentBy.email) : t.deletedUser}</div>
                        {order.sentBy?.nick ? <div className="ops-muted">{order.sentBy.email}</div> : null}
                      </div>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--outline button--small ops-nowrap"
                        aria-label={t.downloadLabel(order.number)}
                        disabled={downloading !== null}
                        aria-busy={downloading === order.accessKey}
                        onClick={() => void download(order)}
                      >
                        {t.download}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pager page={page} total={list.total} limit={pageSize} onPage={setPage} />
          </>
        )}
      </LoadState>
    </div>
  );
}
