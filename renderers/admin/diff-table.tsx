import type { ConfigChange } from '../../domain/config-diff';
import { adminMessages } from '../../domain/messages/admin';
import { AdminTable } from './admin-table';

const t = adminMessages.versions;

const shown = (value: unknown) => (value === undefined ? t.absent : JSON.stringify(value, null, 2));

type Props = { changes: readonly ConfigChange[]; left: number; right: number };

/** Two versions side by side by JSON path: what each holds at every path where they differ. */
export function DiffTable({ changes, left, right }: Props) {
  if (changes.length === 0) return <p className="diff-table__none">{t.noDifferences}</p>;
  return (
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
        {changes.map((change) => (
          <tr key={change.path} className={`diff-table__row diff-table__row--${change.kind}`}>
            <th scope="row">
              <code>{change.path || '/'}</code> <span className="diff-table__kind">({t[change.kind]})</span>
            </th>
            <td>
              <pre>{shown(change.kind === 'added' ? undefined : change.before)}</pre>
            </td>
            <td>
              <pre>{shown(change.kind === 'removed' ? undefined : change.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
