import type { ItemViewProps } from '../item-view-props';
import { BatchTable } from './batch-table';
import { PagedTable } from './paged-table';
import './table.css';

/** A table item: paged and searched on the server, or (`batch: true`) run as a batch job and paged here. */
export default function TableItemView({ module, item }: ItemViewProps<'table'>) {
  return item.batch ? <BatchTable module={module} item={item} /> : <PagedTable module={module} item={item} />;
}
