import { useId, useState, type FormEvent } from 'react';
import { asApiFailure } from '../../domain/api-failure';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { CreatedKey } from '../../renderers/admin/created-key';
import { ConfirmDialog } from '../../renderers/dialogs/confirm-dialog';
import type { ApiKeyInfo } from '../../schemas/admin-config';
import { createApiKey, listApiKeys, revokeApiKey, type CreatedApiKey } from '../api/admin-api';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { LoadState } from '../../renderers/admin/load-state';
import { AdminTable } from '../../renderers/admin/admin-table';
import { PageHeading } from '../../renderers/ui/page-heading';
import { useAdminLoad } from './use-admin-load';

const t = adminMessages.keys;

/** /admin/keys: the tenant's API keys (for the CLI and CI): list, create (the key shown once), revoke. */
export function KeysPage({ companyId }: { companyId: string }) {
  const ids = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const { data: keys, failed, reload: load } = useAdminLoad(listApiKeys, companyId);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t.nameRequired);
      return;
    }
    setCreating(true);
    setStatus(null);
    try {
      setCreated(await createApiKey(companyId, name.trim()));
      setName('');
      await load();
    } catch (failure) {
      // A name an active key already has is the name field's problem: said there, the typed name kept.
      if (asApiFailure(failure).error === '#API_KEY_NAME_TAKEN') setNameError(t.nameTaken);
      else setStatus({ ok: false, text: t.failed });
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (key: ApiKeyInfo) => {
    setBusy(true);
    try {
      await revokeApiKey(companyId, key.id);
      setRevoking(null);
      if (created?.id === key.id) setCreated(null);
      // The notice comes with the list that no longer holds the key, never before it.
      await load();
      setStatus({ ok: true, text: t.revoked(key.name) });
    } catch {
      setRevoking(null);
      setStatus({ ok: false, text: t.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="keys-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <form className="keys-page__create" onSubmit={(event) => void create(event)} noValidate>
        <div className="keys-page__field">
          <label className="form-field__label" htmlFor={`${ids}-name`}>
            {t.newName}
          </label>
          <input
            id={`${ids}-name`}
            className="input"
            value={name}
            maxLength={80}
            aria-invalid={nameError !== null || undefined}
            aria-describedby={nameError ? `${ids}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          {nameError ? (
            <p id={`${ids}-name-error`} className="form-field__error" role="alert">
              {nameError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={creating} aria-busy={creating}>
          {creating ? t.creating : t.create}
        </button>
      </form>
      {created ? <CreatedKey created={created} onClose={() => setCreated(null)} /> : null}
      <StatusNotice notice={status} />
      <LoadState data={keys} failed={failed} onRetry={load} empty={{ when: (keys) => keys.length === 0, text: t.none }}>
        {(keys) => (
          <AdminTable label={t.title} stacked>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.prefix}</th>
                <th scope="col">{t.createdBy}</th>
                <th scope="col">{t.createdAt}</th>
                <th scope="col">{t.lastUsedAt}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td data-label={t.name}>{key.name}</td>
                  <td data-label={t.prefix}>
                    <code>{key.prefix}…</code>
                  </td>
                  <td data-label={t.createdBy}>{key.createdBy}</td>
                  <td data-label={t.createdAt}>{formatDateTime(key.createdAt)}</td>
                  <td data-label={t.lastUsedAt}>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t.never}</td>
                  <td>
                    <button type="button" className="button button--outline button--small" aria-label={t.revokeLabel(key.name)} onClick={() => setRevoking(key)}>
                      {t.revoke}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </LoadState>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t.revokeTitle(revoking.name) : ''}
        confirmLabel={t.confirmRevoke}
        cancelLabel={adminMessages.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        {t.revokeText}
      </ConfirmDialog>
    </div>
  );
}
