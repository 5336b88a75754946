import { useEffect, useState } from 'react';
import { dataItemMessages } from '../../../domain/messages/data-items';
import { detailColumns } from '../../../domain/table';
import type { ModuleItem } from '../../../schemas/items';
import { useItemServices, type Row } from '../item-services';
import { ClientTable } from './client-table';

type Props = { item: ModuleItem & { detailSql: string }; id: string };
type Detail = { status: 'loading' } | { status: 'loaded'; rows: Row[] } | { status: 'failed'; message?: string };

/** The rows of an item's detailSql query in a table paged here (the item's table columns where they fit). */
export default function DetailTable({ item, id }: Props) {
  const services = useItemServices();
  const [detail, setDetail] = useState<Detail>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setDetail({ status: 'loading' });
    services.runQuery(item.detailSql, { connector: item.connector }).then(
      (rows) => live && setDetail({ status: 'loaded', rows }),
      (error: unknown) => live && setDetail({ status: 'failed', message: (error as { message?: string } | null)?.message }),
    );
    return () => {
      live = false;
    };
  }, [services, item.detailSql, item.connector]);
  const caption = dataItemMessages.detail.title(item.title);
  return (
    <section id={id} className="item-detail" aria-label={caption} aria-busy={detail.status === 'loading'}>
      {detail.status === 'loading' && <p role="status">{dataItemMessages.table.loading}</p>}
      {detail.status === 'failed' && (
        <p role="alert" className="table-item__alert">
          {detail.message || dataItemMessages.table.failed}
        </p>
      )}
      {detail.status === 'loaded' && (
        <ClientTable caption={caption} columns={detailColumns(detail.rows, item.kind === 'table' ? item.columns : [])} rows={detail.rows} />
      )}
    </section>
  );
}
