import { useState } from 'react';
import { formatBytes } from '../../domain/byte-size';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { fileMessages } from '../../domain/messages/files';
import { AdminTable } from '../../renderers/admin/admin-table';
import { StatusNotice, type StatusNoticeValue } from '../../renderers/admin/status-notice';
import { ConfirmDialog } from '../../renderers/dialogs/confirm-dialog';
import { LoadState } from '../../renderers/admin/load-state';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { AdminFile } from '../../schemas/files';
import { deleteFile, listFiles } from '../api/admin-files-api';
import { useAdminLoad } from './use-admin-load';

const t = fileMessages.admin;

/** /admin/files: the tenant's stored files with their sizes and the total; delete one after a confirmation. */
export function FilesPage({ companyId }: { companyId: string }) {
  const [deleting, setDeleting] = useState<AdminFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusNoticeValue | null>(null);

  const { data: list, failed, reload: load } = useAdminLoad(listFiles, companyId);

  const remove = async (file: AdminFile) => {
    setBusy(true);
    try {
      await deleteFile(companyId, file.key);
      await load();
      setStatus({ ok: true, text: t.deleted(file.name) });
    } catch {
      setStatus({ ok: false, text: adminMessages.loadFailed });
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  };

  return (
    <div className="files-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <StatusNotice notice={status} />
      <LoadState data={list} failed={failed} onRetry={load} empty={{ when: (list) => list.count === 0, text: t.empty }}>
        {(list) => (
          <>
            <p>{t.total(list.count, formatBytes(list.totalBytes))}</p>
            <AdminTable label={t.caption} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.size}</th>
                  <th scope="col">{t.module}</th>
                  <th scope="col">{t.createdAt}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.files.map((file) => (
                  <tr key={file.key}>
                    <td data-label={t.name}>
                      <div>
                        {file.name}
                        <br />
                        <code>{file.key}</code>
                      </div>
                    </td>
                    <td data-label={t.size}>{formatBytes(file.size)}</td>
                    <td data-label={t.module}>{file.moduleId && file.itemId ? `${file.moduleId} / ${file.itemId}` : '—'}</td>
                    <td data-label={t.createdAt}>{formatDateTime(file.createdAt)}</td>
                    <td>
                      <button type="button" className="button button--outline button--small" aria-label={t.deleteLabel(file.name)} onClick={() => setDeleting(file)}>
                        {t.delete}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          </>
        )}
      </LoadState>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t.deleteLabel(deleting.name) : ''}
        confirmLabel={t.delete}
        cancelLabel={adminMessages.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? t.confirm(deleting.name) : ''}
      </ConfirmDialog>
    </div>
  );
}
