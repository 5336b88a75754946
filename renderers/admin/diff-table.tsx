import { useState } from 'react';
import type { ConfigChange } from '../../domain/config-diff';
import { adminMessages } from '../../domain/messages/admin';
import { AdminTable } from './admin-table';
import { Pager } from './pager';

const t = adminMessages.versions;

const valueText = (value: unknown) => (value === undefined ? t.absent : JSON.stringify(value, null, 2));

type Props = { changes: readonly ConfigChange[]; left: number; right: number };

/** Rows drawn at once: two versions of a large tenant can differ at thousands of paths. */
const pageSize = 100;

/** Two versions side by side by JSON path: what each holds at every path where they differ, a page at a time. */
export function DiffTable({ changes, left, right }: Props) {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(changes);
  if (pageOf !== changes) {
    setPageOf(changes);
    setPage(1);
  }
  if (changes.length === 0) return <p className="diff-table__none">{t.noDifferences}</p>;
  const shown = changes.slice((page - 1) * pageSize, page * pageSize);
  return (
    <>
      <AdminTable label={t.differences(changes.length)} className="diff-table">
        <caption className="diff-table__caption">{t.differences(changes.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.path}</th>
            <th scope="col">{t.column(left)}</th>
            <th scope="col">{t.column(right)}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((change) => (
            <tr key={`${change.kind} ${change.path}`} className={`diff-table__row diff-table__row--${change.kind}`}>
              <th scope="row">
                <code>{change.path || '/'}</code> <span className="diff-table__kind">({t[change.kind]})</span>
              </th>
              <td>
                <pre>{valueText(change.kind === 'added' ? undefined : change.before)}</pre>
              </td>
              <td>
                <pre>{valueText(change.kind === 'removed' ? undefined : change.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <Pager page={page} total={changes.length} limit={pageSize} onPage={setPage} />
    </>
  );
}
