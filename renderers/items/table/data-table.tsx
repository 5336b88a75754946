import { dataItemMessages } from '../../../domain/messages/data-items';
import { formatCell, type DisplayColumn } from '../../../domain/table';
import type { Row } from '../item-services';
import { ScrollRegion } from '../../ui/scroll-region';

type Props = { caption: string; columns: readonly DisplayColumn[]; rows: readonly Row[]; busy?: boolean };

const numeric = (column: DisplayColumn) => column.format === 'number' || column.format === 'currency';

/** An accessible table: a caption, column headers with scope, formatted cells (SPEC §9 formats). */
export function DataTable({ caption, columns, rows, busy = false }: Props) {
  return (
    <ScrollRegion className="data-table__scroll" label={caption}>
      <table className="data-table" aria-busy={busy}>
        <caption className="data-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col" className={numeric(column) ? 'data-table__number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="data-table__empty">
                {busy ? dataItemMessages.table.loading : dataItemMessages.table.empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.field} className={numeric(column) ? 'data-table__number' : undefined}>
                    {formatCell(row[column.field], column.format)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
