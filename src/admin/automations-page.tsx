import { Suspense, useCallback, useState } from 'react';
import { automationDraftOf, automationInputOf, emptyAutomationDraft, type AutomationDraft, type AutomationField } from '../../domain/automation-form';
import { automationWarnings } from '../../domain/automation-references';
import { sendConfirmation } from '../../domain/automation-send';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { leaveMessages } from '../../domain/messages/leave';
import { AutomationForm } from '../../renderers/admin/automation-form';
import { Pager } from '../../renderers/admin/pager';
import { ConfirmDialog } from '../../renderers/dialogs/confirm-dialog';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import type { Automation } from '../../schemas/admin-operations';
import {
  createAutomation,
  deleteAutomation,
  failureMessage,
  listAutomations,
  sendAutomation,
  updateAutomation,
  type PageQuery,
} from '../api/admin-operations-api';
import { usePagedList } from './use-paged-list';
import './operations.css';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { LoadState } from '../../renderers/admin/load-state';
import { AdminTable } from '../../renderers/admin/admin-table';
import { SearchBar } from '../../renderers/admin/search-bar';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { AdminSectionProps } from './admin-sections';
import { LeaveGuard } from '../ui/leave-guard';
import { useKnownReferences } from './use-known-references';

// A draft's preview through the server's allow-list (DOMPurify in the browser: the draft is not saved yet).
const SanitizedHtml = lazyChunk(() => import('../../renderers/ui/draft-html'));

const t = adminOperationsUi.automations;
const pageSize = 20;
/** The automation being written: `from` is the draft as opened, to tell typed changes from none. */
type Editing = { id: string | null; draft: AutomationDraft; from: AutomationDraft };

const recipientsText = (automation: Automation) => {
  const { everyone, groups = [], emails = [] } = automation.recipients;
  return everyone ? t.everyoneSummary : [...groups, ...emails].join(', ');
};

/**
 * /admin/automations (permission 'notifications'): list, create, edit, delete and send notification automations.
 * Sending and deleting are asked first; groups and a module the tenant does not have are warned about.
 */
export function AutomationsPage({ companyId, permissions }: AdminSectionProps) {
  const load = useCallback((query: PageQuery) => listAutomations(companyId, query), [companyId]);
  const { search, setSearch, page, setPage, list, failed, reload } = usePagedList(load, pageSize);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Partial<Record<AutomationField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Automation | null>(null);
  const [sending, setSending] = useState<Automation | null>(null);
  const known = useKnownReferences(companyId, permissions);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const open = (id: string | null, draft: AutomationDraft) => {
    setEditing({ id, draft, from: draft });
    setErrors({});
    setStatus(null);
  };
  const save = async () => {
    if (!editing) return;
    const parsed = automationInputOf(editing.draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = editing.id ? await updateAutomation(companyId, editing.id, parsed.input) : await createAutomation(companyId, parsed.input);
      setStatus({ ok: true, text: editing.id ? t.updated(saved.name) : t.created(saved.name) });
      setEditing(null);
      reload();
    } catch (reason) {
      setStatus({ ok: false, text: failureMessage(reason) ?? adminOperationsUi.failed });
    } finally {
      setSaving(false);
    }
  };
  // An automation written and not saved is not lost by a stray click or the Back button.
  const edited = editing !== null && JSON.stringify(editing.draft) !== JSON.stringify(editing.from);
  const send = async (automation: Automation) => {
    setBusy(automation.id);
    setStatus(null);
    try {
      const { sent } = await sendAutomation(companyId, automation.id);
      setStatus({ ok: true, text: t.sent(automation.name, sent) });
      reload();
    } catch (reason) {
      setStatus({ ok: false, text: failureMessage(reason) ?? adminOperationsUi.failed });
    } finally {
      setSending(null);
      setBusy(null);
    }
  };
  const remove = async (automation: Automation) => {
    setBusy(automation.id);
    try {
      await deleteAutomation(companyId, automation.id);
      setStatus({ ok: true, text: t.removed(automation.name) });
      if (editing?.id === automation.id) setEditing(null);
      reload();
    } catch (reason) {
      setStatus({ ok: false, text: failureMessage(reason) ?? adminOperationsUi.failed });
    } finally {
      setRemoving(null);
      setBusy(null);
    }
  };

  return (
    <div className="ops-page">
      <div className="ops-head">
        <PageHeading className="area__title">{t.title}</PageHeading>
        <button type="button" className="button button--primary" onClick={() => open(null, emptyAutomationDraft)}>
          {t.create}
        </button>
      </div>
      <p className="area__intro">{t.intro}</p>
      {editing ? (
        <AutomationForm
          title={editing.id ? t.editTitle(editing.draft.name) : t.newTitle}
          draft={editing.draft}
          errors={errors}
          warnings={automationWarnings(editing.draft, known)}
          saving={saving}
          onChange={(draft) => {
            setEditing({ ...editing, draft });
            // Once the errors show, they follow the typing: a fixed field loses its message at once.
            if (Object.keys(errors).length > 0) {
              const checked = automationInputOf(draft);
              setErrors(checked.ok ? {} : checked.errors);
            }
          }}
          onSubmit={() => void save()}
          onCancel={() => setEditing(null)}
          preview={
            <Suspense fallback={<p className="ops-muted">{adminMessages.loading}</p>}>
              <SanitizedHtml html={editing.draft.message} />
            </Suspense>
          }
        />
      ) : null}
      <StatusNotice notice={status} />
      <SearchBar label={t.search} value={search} onChange={setSearch} />
      <LoadState data={list} failed={failed} onRetry={reload} empty={{ when: (list) => list.items.length === 0, text: t.none }}>
        {(list) => (
          <>
            <AdminTable label={t.title} stacked>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.recipientsSummary}</th>
                  <th scope="col">{t.channels}</th>
                  <th scope="col">{t.lastSent}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((automation) => (
                  <tr key={automation.id}>
                    <th scope="row" data-label={t.name}>
                      <div>
                        {automation.name}
                        <div className="ops-muted">{automation.title}</div>
                      </div>
                    </th>
                    <td data-label={t.recipientsSummary}>{recipientsText(automation)}</td>
                    <td data-label={t.channels}>{automation.channels.map((c) => t.channelNames[c] ?? c).join(', ')}</td>
                    <td className="ops-num" data-label={t.lastSent}>{automation.lastSentAt ? formatDateTime(automation.lastSentAt) : t.neverSent}</td>
                    <td>
                      <div className="ops-row-actions">
                        <button type="button" className="button button--primary button--small" aria-label={t.sendLabel(automation.name)} disabled={busy !== null} aria-busy={busy === automation.id} onClick={() => setSending(automation)}>
                          {busy === automation.id ? t.sending : t.send}
                        </button>
                        <button type="button" className="button button--outline button--small" aria-label={t.editLabel(automation.name)} onClick={() => open(automation.id, automationDraftOf(automation))}>
                          {t.edit}
                        </button>
                        <button type="button" className="button button--outline button--small" aria-label={t.removeLabel(automation.name)} onClick={() => setRemoving(automation)}>
                          {t.remove}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <Pager page={page} total={list.total} limit={pageSize} onPage={setPage} />
          </>
        )}
      </LoadState>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.removeTitle(removing.name) : ''}
        confirmLabel={t.confirmRemove}
        cancelLabel={adminOperationsUi.cancel}
        tone="danger"
        busy={busy !== null}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {t.removeText}
      </ConfirmDialog>
      <ConfirmDialog
        open={sending !== null}
        title={sending ? sendConfirmation(sending).title : ''}
        confirmLabel={t.confirmSend}
        cancelLabel={adminOperationsUi.cancel}
        tone="primary"
        busy={busy !== null}
        onConfirm={() => sending && void send(sending)}
        onCancel={() => setSending(null)}
      >
        {sending ? sendConfirmation(sending).text : ''}
      </ConfirmDialog>
      <LeaveGuard changed={edited} text={leaveMessages.section} />
    </div>
  );
}
