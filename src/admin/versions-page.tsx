import { useCallback, useEffect, useId, useState } from 'react';
import { diffConfig, type ConfigChange } from '../../domain/config-diff';
import { formatDateTime } from '../../domain/dates';
import { adminMessages } from '../../domain/messages/admin';
import { CommentDialog } from '../../renderers/admin/comment-dialog';
import { DiffTable } from '../../renderers/admin/diff-table';
import type { ConfigVersionInfo } from '../../schemas/admin-config';
import { fetchVersion, listVersions, rollbackTo } from '../api/admin-api';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { LoadState } from '../../renderers/admin/load-state';
import { VersionTable } from '../../renderers/admin/version-table';
import { PageHeading } from '../../renderers/ui/page-heading';

const t = adminMessages.versions;

type Compared = { left: number; right: number; changes: ConfigChange[] };

/** /admin/versions: every saved version, a diff by JSON path between any two, and restoring one. */
export function VersionsPage({ companyId }: { companyId: string }) {
  const ids = useId();
  const [versions, setVersions] = useState<ConfigVersionInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  const [compared, setCompared] = useState<Compared | null>(null);
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await listVersions(companyId);
      setVersions(list);
      setFailed(false);
      setRight(list[0]?.version ?? null);
      setLeft(list[1]?.version ?? list[0]?.version ?? null);
      setCompared(null);
    } catch {
      setFailed(true);
    }
  }, [companyId]);

  useEffect(() => {
    void load();
  }, [load]);

  const compare = async () => {
    if (left === null || right === null) return;
    setComparing(true);
    try {
      const [a, b] = await Promise.all([fetchVersion(companyId, left), fetchVersion(companyId, right)]);
      setCompared({ left, right, changes: diffConfig(a.document, b.document) });
    } catch {
      setStatus({ ok: false, text: adminMessages.loadFailed });
    } finally {
      setComparing(false);
    }
  };

  const restore = async (version: number, comment: string) => {
    setBusy(true);
    try {
      const saved = await rollbackTo(companyId, version, comment || undefined);
      setRestoring(null);
      await load();
      setStatus({ ok: true, text: t.restored(saved.version, version) });
    } catch {
      setRestoring(null);
      setStatus({ ok: false, text: t.restoreFailed });
    } finally {
      setBusy(false);
    }
  };

  const option = (v: ConfigVersionInfo) => (
    <option key={v.version} value={v.version}>
      {t.option(v.version, formatDateTime(v.time))}
    </option>
  );
  return (
    <div className="versions-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <StatusNotice notice={status} />
      <LoadState data={versions} failed={failed} onRetry={load}>
        {(versions) => (
          <>
            <VersionTable versions={versions} onRestore={setRestoring} />
            <section className="versions-page__compare" aria-labelledby={`${ids}-compare`}>
              <h2 id={`${ids}-compare`} className="config-page__panel-title">
                {t.compareTitle}
              </h2>
              <form
                className="versions-page__pickers"
                onSubmit={(event) => {
                  event.preventDefault();
                  void compare();
                }}
              >
                <label>
                  <span>{t.left}</span>
                  <select className="input" value={left ?? ''} onChange={(event) => setLeft(Number(event.target.value))}>
                    {versions.map(option)}
                  </select>
                </label>
                <label>
                  <span>{t.right}</span>
                  <select className="input" value={right ?? ''} onChange={(event) => setRight(Number(event.target.value))}>
                    {versions.map(option)}
                  </select>
                </label>
                <button type="submit" className="button button--primary" disabled={comparing} aria-busy={comparing}>
                  {t.compare}
                </button>
              </form>
              {compared ? <DiffTable changes={compared.changes} left={compared.left} right={compared.right} /> : null}
            </section>
          </>
        )}
      </LoadState>

      {restoring !== null ? (
        <CommentDialog
          open
          title={t.restoreTitle(restoring)}
          text={t.restoreText(restoring)}
          label={t.restoreComment}
          required={false}
          confirmLabel={t.confirmRestore}
          busy={busy}
          onCancel={() => setRestoring(null)}
          onConfirm={(comment) => void restore(restoring, comment)}
        />
      ) : null}
    </div>
  );
}
