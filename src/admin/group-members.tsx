import { useCallback, useId, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../domain/email';
import { adminMessages } from '../../domain/messages/admin';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { Pager } from '../../renderers/admin/pager';
import { ConfirmDialog } from '../../renderers/dialogs/confirm-dialog';
import { addMember, listMembers, removeMember, type PageQuery } from '../api/admin-people-api';
import { usePagedList } from './use-paged-list';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { AdminTable } from '../../renderers/admin/admin-table';
import { LoadState } from '../../renderers/admin/load-state';
import { SearchBar } from '../../renderers/admin/search-bar';

const t = adminPeopleMessages.profiles;

const failureText = (reason: unknown) => {
  const status = (reason as { status?: number } | null)?.status;
  if (status === 403) return t.memberForbidden;
  if (status === 404) return t.memberNotFound;
  return (reason as { message?: string } | null)?.message ?? adminPeopleMessages.users.failed;
};

/** A group's members: searched and paged by the server, one added by e-mail, each removable after a confirmation. */
export function GroupMembers({ companyId, group, onChanged }: { companyId: string; group: string; onChanged(): void }) {
  const id = useId();
  const load = useCallback((query: PageQuery) => listMembers(companyId, group, query), [companyId, group]);
  const paged = usePagedList(load, 10);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setNotice({ ok: true, text: done });
      paged.reload();
      onChanged();
      return true;
    } catch (reason) {
      setNotice({ ok: false, text: failureText(reason) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!isValidEmail(value)) {
      setInvalid(true);
      return;
    }
    if (await run(() => addMember(companyId, group, value), t.added(value))) setEmail('');
  };
  const remove = async (member: string) => {
    await run(() => removeMember(companyId, group, member), t.removed(member));
    setRemoving(null);
  };
  return (
    <section className="people-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.membersTitle}</h2>
      <form className="people-inline-form" onSubmit={(event) => void add(event)} noValidate>
        <div>
          <label className="form-field__label" htmlFor={`${id}-add`}>
            {t.addLabel}
          </label>
          <input
            id={`${id}-add`}
            type="email"
            className="input"
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-add-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t.add}
        </button>
      </form>
      {invalid ? (
        <p id={`${id}-add-error`} className="form-field__error" role="alert">
          {t.emailInvalid}
        </p>
      ) : null}
      <StatusNotice notice={notice} />
      <SearchBar label={t.membersSearch} value={paged.search} onChange={paged.setSearch} />
      <LoadState data={paged.list} failed={paged.failed} onRetry={paged.reload} empty={{ when: (list) => list.items.length === 0, text: t.noMembers }}>
        {(list) => (
          <>
            <AdminTable label={t.membersTitle}>
              <thead>
                <tr>
                  <th scope="col">{adminPeopleMessages.users.email}</th>
                  <th scope="col">{adminPeopleMessages.users.nick}</th>
                  <th scope="col">{adminPeopleMessages.users.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((member) => (
                  <tr key={member.email}>
                    <td className="people-cell-wrap">{member.email}</td>
                    <td>{member.nick}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--outline button--small"
                        disabled={busy}
                        aria-label={t.removeLabel(member.email)}
                        onClick={() => setRemoving(member.email)}
                      >
                        {t.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pager page={paged.page} total={list.total} limit={paged.limit} onPage={paged.setPage} texts={adminPeopleMessages.pager} alwaysShown />
          </>
        )}
      </LoadState>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.removeTitle(removing, group) : ''}
        confirmLabel={t.remove}
        cancelLabel={adminMessages.cancel}
        tone="danger"
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {t.removeText}
      </ConfirmDialog>
    </section>
  );
}
