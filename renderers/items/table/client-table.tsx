import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, clampPage, pageRows, type DisplayColumn, type PageSize } from '../../../domain/table';
import type { Row } from '../item-services';
import { DataTable } from './data-table';
import { TablePager } from './table-pager';
import './table.css';

type Props = { caption: string; columns: readonly DisplayColumn[]; rows: readonly Row[] };

/** All rows already at hand (a batch result, a detail query), paged in the browser. */
export function ClientTable({ caption, columns, rows }: Props) {
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const current = clampPage(page, rows.length, pageSize);
  return (
    <div className="table-item">
      <DataTable caption={caption} columns={columns} rows={pageRows(rows, current, pageSize)} />
      <TablePager
        page={current}
        pageSize={pageSize}
        total={rows.length}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </div>
  );
}
