import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { adminPeopleMessages } from '../../domain/messages/admin-people';
import { StatusBadge } from '../../renderers/admin/status-badge';
import { ConfirmDialog } from '../../renderers/dialogs/confirm-dialog';
import { endUserSessions, fetchUser, resendRegistrationLink, setUserBlocked, type UserDetail } from '../api/admin-people-api';
import { useSessionUser } from '../session/session-store';
import { AppLink } from '../ui/app-link';
import { DirectLinkDialog } from './direct-link-dialog';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { formatEntityCode } from '../../renderers/entities/entity-label';
import { AdminTable } from '../../renderers/admin/admin-table';
import { PageHeading } from '../../renderers/ui/page-heading';

const t = adminPeopleMessages.users;

type Notice = { ok: boolean; text: string } | null;

const failureText = (reason: unknown) => ((reason as { status?: number } | null)?.status === 403 ? t.forbidden : ((reason as { message?: string } | null)?.message ?? t.failed));

/** /admin/users/{email}: a user's detail and the admin's actions on them. */
export function UserDetailView({ companyId }: { companyId: string }) {
  const email = useParams().email ?? '';
  const signedIn = useSessionUser()?.email.toLowerCase();
  const [user, setUser] = useState<UserDetail | null>(null);
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed' | 'missing'>('loading');
  const [confirming, setConfirming] = useState(false);
  const [directOpen, setDirectOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const reload = useCallback(async () => {
    try {
      setUser(await fetchUser(companyId, email));
      setLoad('ready');
    } catch (reason) {
      setLoad((reason as { status?: number } | null)?.status === 404 ? 'missing' : 'failed');
    }
  }, [companyId, email]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      const text = await action();
      await reload();
      setNotice({ ok: true, text });
    } catch (reason) {
      setNotice({ ok: false, text: failureText(reason) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const back = (
    <AppLink to="/admin/users" className="people-back">
      {t.back}
    </AppLink>
  );
  if (load === 'loading') return <p role="status">{adminMessages.loading}</p>;
  if (load === 'missing' || load === 'failed' || !user) {
    return (
      <div role="alert">
        {back}
        <p>{load === 'missing' ? t.notFound : adminMessages.loadFailed}</p>
        {load === 'failed' ? (
          <button type="button" className="button button--primary" onClick={() => void reload()}>
            {adminMessages.retry}
          </button>
        ) : null}
      </div>
    );
  }
  const blocked = user.status === 'blocked';
  // The server refuses blocking oneself; ending one's own sessions would sign this admin out mid-task.
  const ownAccount = signedIn === user.email.toLowerCase();
  return (
    <div className="people-page">
      {back}
      <div className="people-head">
        <PageHeading className="area__title">{t.detailTitle(user.nick || user.email)}</PageHeading>
        <StatusBadge status={user.status} />
      </div>
      <div className="people-actions">
        {ownAccount ? null : (
          <>
            <button type="button" className={`button ${blocked ? 'button--primary' : 'button--danger'}`} disabled={busy} onClick={() => setConfirming(true)}>
              {blocked ? t.unblock : t.block}
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => void act(async () => t.sessionsEnded((await endUserSessions(companyId, user.email)).ended))}>
              {t.endSessions}
            </button>
          </>
        )}
        {user.status === 'pending' ? (
          <button type="button" className="button button--outline" disabled={busy} onClick={() => void act(async () => (await resendRegistrationLink(companyId, user.email), t.linkSent))}>
            {t.resendLink}
          </button>
        ) : null}
        <button type="button" className="button button--outline" disabled={busy} onClick={() => setDirectOpen(true)}>
          {t.directLink}
        </button>
      </div>
      {ownAccount ? <p className="people-muted">{t.ownAccount}</p> : null}
      <StatusNotice notice={notice} />
      <section className="people-card" aria-label={t.detailTitle(user.email)}>
        <dl className="people-facts">
          <dt>{t.email}</dt>
          <dd>{user.email}</dd>
          <dt>{t.nick}</dt>
          <dd>{user.nick}</dd>
          <dt>{t.phone}</dt>
          <dd>{user.phone || t.noPhone}</dd>
          <dt>{t.groups}</dt>
          <dd>{user.groups.length > 0 ? user.groups.join(', ') : t.noGroups}</dd>
          <dt>{t.status}</dt>
          <dd>{adminPeopleMessages.status[user.status]}</dd>
          <dt>{t.openSessions}</dt>
          <dd>{user.openSessions}</dd>
          <dt>{t.lastSignIn}</dt>
          <dd>{user.lastSignIn ? formatDateTime(user.lastSignIn) : t.never}</dd>
          <dt>{t.createdAt}</dt>
          <dd>{user.createdAt ? formatDateTime(user.createdAt) : '—'}</dd>
        </dl>
      </section>
      <h2 className="people-subtitle">{t.entities}</h2>
      {user.entities.length === 0 ? (
        <p className="people-muted">{t.noEntities}</p>
      ) : (
        <ul className="people-list">
          {user.entities.map((entity) => (
            <li key={entity.code}>
              <strong>{formatEntityCode(entity.code)}</strong> · {entity.description}
              {entity.selected ? <span className="admin-badge">{t.selected}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <h2 className="people-subtitle">{t.terms}</h2>
      {user.terms.length === 0 ? (
        <p className="people-muted">{t.noTerms}</p>
      ) : (
        <AdminTable label={t.terms}>
          <thead>
            <tr>
              <th scope="col">{t.term}</th>
              <th scope="col">{t.termVersion}</th>
              <th scope="col">{t.acceptedAt}</th>
            </tr>
          </thead>
          <tbody>
            {user.terms.map((term) => (
              <tr key={`${term.termId}-${term.version}`}>
                <td>{term.termId}</td>
                <td>{term.version}</td>
                <td>{formatDateTime(term.acceptedAt)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <ConfirmDialog
        open={confirming}
        title={blocked ? t.unblockTitle(user.email) : t.blockTitle(user.email)}
        confirmLabel={blocked ? t.unblock : t.block}
        cancelLabel={adminMessages.cancel}
        tone={blocked ? 'primary' : 'danger'}
        busy={busy}
        onConfirm={() => void act(async () => (await setUserBlocked(companyId, user.email, !blocked), blocked ? t.unblocked(user.email) : t.blocked(user.email)))}
        onCancel={() => setConfirming(false)}
      >
        {blocked ? t.unblockText : t.blockText}
      </ConfirmDialog>
      {directOpen ? <DirectLinkDialog companyId={companyId} email={user.email} onClose={() => setDirectOpen(false)} /> : null}
    </div>
  );
}
