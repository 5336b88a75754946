import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { previewableCompany } from '../../domain/config-preview';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { leaveMessages } from '../../domain/messages/leave';
import { CommentDialog } from '../../renderers/admin/comment-dialog';
import type { JsonEditorHandle } from '../../renderers/admin/json-editor';
import { ProblemList } from '../../renderers/admin/problem-list';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';
import { PageHeading } from '../../renderers/ui/page-heading';
import { fetchConfigSchema } from '../api/admin-api';
import { ConfigNotice } from './config-notice';
import { EditorTabs, type EditorView } from './editor-tabs';
import { LeaveGuard } from '../ui/leave-guard';
import { PreviewPanel } from './preview-panel';
import { useConfigDraft } from './use-config-draft';
import './config-page.css';

// CodeMirror and RJSF each load in a chunk of their own, only here.
const JsonEditor = lazyChunk(() => import('../../renderers/admin/json-editor'));
const ConfigFormView = lazyChunk(() => import('../../renderers/admin/config-form-view'));

const t = adminMessages.config;

function useConfigSchema(): object | null {
  const [schema, setSchema] = useState<object | null>(null);
  useEffect(() => {
    let current = true;
    fetchConfigSchema().then(
      (loaded) => current && setSchema(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return schema;
}

/** /admin/config: the draft in a form and a JSON view, its validation, its preview, and publishing it. */
export function ConfigPage({ companyId }: { companyId: string }) {
  const draft = useConfigDraft(companyId);
  const schema = useConfigSchema();
  const [view, setView] = useState<EditorView>('form');
  const [publishing, setPublishing] = useState(false);
  const editor = useRef<JsonEditorHandle>(null);
  const ids = useId();
  const [lastCompany, setLastCompany] = useState<ReturnType<typeof previewableCompany>>(null);
  const company = draft.parsed.ok ? previewableCompany(draft.parsed.document) : null;
  if (company && company !== lastCompany) setLastCompany(company);

  if (draft.load === 'loading' && !draft.published) return <p role="status">{adminMessages.loading}</p>;
  if (draft.load === 'failed' && !draft.published) {
    return (
      <div role="alert" className="config-page__failed">
        <p>{adminMessages.loadFailed}</p>
        <button type="button" className="button button--primary" onClick={() => void draft.reload()}>
          {adminMessages.retry}
        </button>
      </div>
    );
  }
  const published = draft.published!;
  const problems = draft.validation?.errors ?? draft.lastValidation?.errors ?? null;
  const reveal = (path: string) => {
    setView('json');
    // The JSON panel is shown on the next render; then the editor selects the path.
    setTimeout(() => editor.current?.revealPath(path), 0);
  };
  const askToPublish = async () => {
    const result = draft.validation ?? (await draft.validate());
    if (result?.valid) setPublishing(true);
  };
  return (
    <div className="config-page">
      <div className="config-page__head">
        <PageHeading className="area__title">{t.title}</PageHeading>
        <p className="config-page__version">
          {t.current(published.version, published.author, formatDateTime(published.time))}
          {' · '}
          <span>{draft.changed ? t.unsaved : t.noChanges}</span>
        </p>
      </div>
      <div className="config-page__actions">
        <button type="button" className="button button--outline" onClick={() => void draft.validate()} disabled={!draft.parsed.ok || draft.validating} aria-busy={draft.validating}>
          {draft.validating ? t.validating : t.validate}
        </button>
        <button type="button" className="button button--primary" onClick={() => void askToPublish()} disabled={!draft.canPublish || draft.validating}>
          {t.publish}
        </button>
        <button type="button" className="button button--ghost" onClick={draft.discard} disabled={!draft.changed}>
          {t.discard}
        </button>
      </div>
      <ConfigNotice notice={draft.notice} onReload={() => void draft.reload()} onDismiss={draft.dismissNotice} />
      <div role="status" aria-live="polite">
        {draft.validation && !draft.validation.valid ? <p className="config-page__blocked">{t.publishBlocked}</p> : null}
      </div>
      {problems ? <ProblemList problems={problems} stale={draft.validation === null} onReveal={reveal} /> : null}
      <div className="config-page__work">
        <section className="config-page__editor" aria-labelledby={`${ids}-editor`}>
          <h2 id={`${ids}-editor`} className="config-page__panel-title">
            {t.views}
          </h2>
          <EditorTabs
            view={view}
            onView={setView}
            form={
              draft.parsed.ok ? (
                <Suspense fallback={<p role="status">{t.editorLoading}</p>}>
                  <ConfigFormView document={draft.parsed.document} onChange={draft.setDocument} />
                </Suspense>
              ) : (
                <p className="config-page__syntax" role="alert">
                  {t.syntaxBlocksForm}
                </p>
              )
            }
            json={
              <>
                <p id={`${ids}-json-help`} className="config-page__help">
                  {t.jsonHelp}
                </p>
                <span id={`${ids}-json-label`} className="visually-hidden">
                  {t.jsonLabel}
                </span>
                <Suspense fallback={<p role="status">{t.editorLoading}</p>}>
                  <JsonEditor
                    id={`${ids}-json`}
                    value={draft.text}
                    onChange={draft.edit}
                    active={view === 'json'}
                    schema={schema}
                    problems={draft.validation?.errors ?? null}
                    labelledBy={`${ids}-json-label`}
                    describedBy={`${ids}-json-help`}
                    handle={editor}
                  />
                </Suspense>
                {!draft.parsed.ok ? (
                  <p className="config-page__syntax" role="alert">
                    {t.syntaxError(draft.parsed.detail)}
                  </p>
                ) : null}
              </>
            }
          />
        </section>
        <PreviewPanel company={company ?? lastCompany} />
      </div>
      <LeaveGuard changed={draft.changed} text={leaveMessages.section} />
      {publishing ? (
        <CommentDialog
          open
          title={t.publishDialogTitle}
          label={t.commentLabel}
          required
          confirmLabel={t.confirmPublish}
          busy={draft.publishing}
          onCancel={() => setPublishing(false)}
          onConfirm={(comment) => void draft.publish(comment).then(() => setPublishing(false))}
        />
      ) : null}
    </div>
  );
}
