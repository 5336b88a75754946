import { useState } from 'react';
import { formatDateTime } from '../../domain/dates';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { fetchConsents, fetchConsentsCsv } from '../api/admin-operations-api';
import './operations.css';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { LoadState } from '../../renderers/admin/load-state';
import { AdminTable } from '../../renderers/admin/admin-table';
import { PageHeading } from '../../renderers/ui/page-heading';
import { saveFile } from '../ui/save-file';
import { useAdminLoad } from './use-admin-load';

const t = adminOperationsUi.consents;

/** /admin/consents (permission 'users'; LGPD requests): accepted terms and notification channels, and the CSV. */
export function ConsentsPage({ companyId }: { companyId: string }) {
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const { data: consents, failed, reload: load } = useAdminLoad(fetchConsents, companyId);
  const users = consents?.items ?? null;

  const exportCsv = async () => {
    setExporting(true);
    setStatus(null);
    try {
      const { blob, fileName } = await fetchConsentsCsv(companyId);
      saveFile(blob, fileName);
      setStatus({ ok: true, text: t.exported });
    } catch {
      setStatus({ ok: false, text: adminOperationsUi.failed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="ops-page">
      <div className="ops-head">
        <PageHeading className="area__title">{t.title}</PageHeading>
        <button type="button" className="button button--primary" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting}>
          {exporting ? t.exporting : t.export}
        </button>
      </div>
      <p className="area__intro">{t.intro}</p>
      <StatusNotice notice={status} />
      <LoadState data={users} failed={failed} onRetry={load} empty={{ when: (users) => users.length === 0, text: t.none }}>
        {(users) => (
          <>
            <p className="ops-summary">{t.count(users.length)}</p>
            <AdminTable label={t.title} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.user}</th>
                  <th scope="col">{t.terms}</th>
                  <th scope="col">{t.channels}</th>
                  <th scope="col">{t.revised}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => {
                  const channels = Object.entries(user.notifications.channels);
                  return (
                    <tr key={user.email}>
                      <th scope="row" data-label={t.user}>
                        <div>
                          {user.nick}
                          <div className="ops-muted ops-nowrap">{user.email}</div>
                        </div>
                      </th>
                      <td data-label={t.terms}>
                        {user.terms.length === 0 ? (
                          <span className="ops-muted">{t.noTerms}</span>
                        ) : (
                          <ul className="ops-list">
                            {user.terms.map((term) => (
                              <li key={`${term.termId}-${term.version}`}>{t.termLine(term.title, term.version, formatDateTime(term.acceptedAt), term.ip)}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td data-label={t.channels}>{channels.length === 0 ? <span className="ops-muted">{t.noChannels}</span> : channels.map(([name, { status: on }]) => t.channel(name, on)).join(', ')}</td>
                      <td className="ops-num" data-label={t.revised}>{user.notifications.revisionDate ? formatDateTime(user.notifications.revisionDate) : t.never}</td>
                    </tr>
                  );
                })}
              </tbody>
            </AdminTable>
          </>
        )}
      </LoadState>
    </div>
  );
}
