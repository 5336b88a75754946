import { dataItemMessages } from '../../../domain/messages/data-items';
import { formatCell, type DisplayColumn } from '../../../domain/table';
import type { Row } from '../item-services';
import { ScrollRegion } from '../../ui/scroll-region';

type Props = { caption: string; columns: readonly DisplayColumn[]; rows: readonly Row[]; busy?: boolean };

/**
 * A cell's classes by its column's format: numbers right-aligned; numbers, dates and CPF/CNPJ on one line (on a phone
 * the table scrolls sideways instead of breaking '11.222.333/0001-81' at its hyphen).
 */
function cellClass(column: DisplayColumn): string | undefined {
  switch (column.format) {
    case 'number':
    case 'currency':
      return 'data-table__number data-table__nowrap';
    case 'date':
    case 'datetime':
    case 'cpfCnpj':
      return 'data-table__nowrap';
    default:
      return undefined;
  }
}

/** An accessible table: a caption, column headers with scope, formatted cells (SPEC §9 formats). */
export function DataTable({ caption, columns, rows, busy = false }: Props) {
  return (
    <ScrollRegion className="data-table__scroll" label={caption}>
      <table className="data-table" aria-busy={busy}>
        <caption className="data-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col" className={cellClass(column)}>
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
                  <td key={column.field} className={cellClass(column)}>
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
