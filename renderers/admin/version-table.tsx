import { useId } from 'react';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import type { ConfigVersionInfo } from '../../schemas/admin-config';
import { AdminTable } from './admin-table';

const t = adminMessages.versions;

type Props = { versions: ConfigVersionInfo[]; onRestore(version: number): void };

/** The tenant's saved config versions, newest first: the current one marked, any other restorable. */
export function VersionTable({ versions, onRestore }: Props) {
  const ids = useId();
  const latest = versions[0]?.version;
  return (
    <AdminTable label={t.title} stacked>
      <thead>
        <tr>
          <th scope="col">{t.version}</th>
          <th scope="col">{t.author}</th>
          <th scope="col">{t.time}</th>
          <th scope="col">{t.comment}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((v) => (
          <tr key={v.version} data-version={v.version}>
            <td data-label={t.version}>
              <span>
                {v.version}
                {v.version === latest ? <span className="admin-badge">{t.current}</span> : null}
              </span>
            </td>
            <td data-label={t.author}>{v.author}</td>
            <td data-label={t.time}>{formatDateTime(v.time)}</td>
            <td data-label={t.comment}>{v.comment}</td>
            <td>
              {v.version === latest ? null : (
                <button type="button" className="button button--outline button--small" onClick={() => onRestore(v.version)} aria-describedby={`${ids}-v${v.version}`}>
                  {t.restore}
                </button>
              )}
              <span id={`${ids}-v${v.version}`} hidden>
                {t.column(v.version)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
