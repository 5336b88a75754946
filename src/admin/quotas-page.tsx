import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { formatBytes } from '../../domain/byte-size';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { leaveMessages } from '../../domain/messages/leave';
import { belowUseWarning, changedLimits, parseQuotaLimits, quotaLimitTexts, type QuotaLimitTexts } from '../../domain/quota-limits';
import { quotaNames, type QuotaName } from '../../domain/quotas';
import { QuotaMeter } from '../../renderers/admin/quota-meter';
import type { QuotaReport } from '../../schemas/admin-operations';
import { failureMessage, failureStatus, fetchQuotas, saveQuotas } from '../api/admin-operations-api';
import './operations.css';
import { StatusNotice } from '../../renderers/admin/status-notice';
import { LoadState } from '../../renderers/admin/load-state';
import { PageHeading } from '../../renderers/ui/page-heading';
import { LeaveGuard } from '../ui/leave-guard';

const t = adminOperationsUi.quotas;
const count = (n: number) => n.toLocaleString('pt-BR');
const quotaText: Record<QuotaName, { label: string; hint: string; format(n: number): string }> = {
  users: { label: t.users, hint: t.usersHint, format: count },
  storageBytes: { label: t.storageBytes, hint: t.storageHint, format: formatBytes },
  queriesPerMinute: { label: t.queriesPerMinute, hint: t.queriesHint, format: count },
};

/** /admin/quotas (permission 'quotas'): each quota with its use, and its limit edited (empty: no limit). */
export function QuotasPage({ companyId }: { companyId: string }) {
  const ids = useId();
  const [report, setReport] = useState<QuotaReport | null>(null);
  const [texts, setTexts] = useState<QuotaLimitTexts>({ users: '', storageBytes: '', queriesPerMinute: '' });
  const [errors, setErrors] = useState<Partial<Record<QuotaName, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const show = (next: QuotaReport) => {
    setReport(next);
    setTexts(quotaLimitTexts(next));
  };
  const load = useCallback(async () => {
    try {
      show(await fetchQuotas(companyId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [companyId]);

  useEffect(() => {
    void load();
  }, [load]);
  // Limits typed and not saved are not lost by a stray click or the Back button.
  const savedTexts = report && quotaLimitTexts(report);
  const edited = savedTexts !== null && quotaNames.some((name) => texts[name] !== savedTexts[name]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!report) return;
    const parsed = parseQuotaLimits(texts);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setStatus({ ok: false, text: t.fixErrors });
      return;
    }
    setErrors({});
    const changes = changedLimits(report, parsed.limits);
    if (Object.keys(changes).length === 0) {
      setStatus({ ok: true, text: t.unchanged });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const saved = await saveQuotas(companyId, report.version, changes);
      show(saved);
      setStatus({ ok: true, text: t.saved(saved.version) });
    } catch (reason) {
      if (failureStatus(reason) === 412) {
        setStatus({ ok: false, text: t.conflict });
        await load();
      } else setStatus({ ok: false, text: failureMessage(reason) ?? adminOperationsUi.failed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <LoadState data={report} failed={failed} onRetry={load}>
        {(report) => (
          <form className="quotas-form" onSubmit={(event) => void save(event)} noValidate>
            <div className="quotas-form__grid">
              {quotaNames.map((name) => {
                const { label, hint, format } = quotaText[name];
                const id = `${ids}-${name}`;
                const error = errors[name];
                const warning = error ? null : belowUseWarning(name, texts[name], report[name], format);
                const described = [`${id}-hint`, error ? `${id}-error` : null, warning ? `${id}-warning` : null].filter(Boolean).join(' ');
                return (
                  <section key={name} className="ops-card quota-card" aria-labelledby={`${id}-title`}>
                    <h2 id={`${id}-title`} className="ops-card__title">
                      {label}
                    </h2>
                    <QuotaMeter label={label} use={report[name]} format={format} />
                    <label className="ops-label" htmlFor={id}>
                      {t.limitLabel(label)}
                    </label>
                    <input
                      id={id}
                      className="input"
                      inputMode={name === 'storageBytes' ? 'text' : 'numeric'}
                      placeholder={t.noLimit}
                      value={texts[name]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={described}
                      onChange={(event) => {
                        setTexts((now) => ({ ...now, [name]: event.target.value }));
                        // The field's error was about what it held: a new value waits for the next save's check.
                        setErrors(({ [name]: _old, ...others }) => others);
                      }}
                    />
                    <p id={`${id}-hint`} className="ops-hint">
                      {hint}
                    </p>
                    {error ? (
                      <p id={`${id}-error`} className="ops-error">
                        {error}
                      </p>
                    ) : null}
                    {warning ? (
                      <p id={`${id}-warning`} className="ops-warning">
                        {warning}
                      </p>
                    ) : null}
                  </section>
                );
              })}
            </div>
            <div className="ops-actions">
              <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
                {saving ? t.saving : t.save}
              </button>
            </div>
          </form>
        )}
      </LoadState>
      <StatusNotice notice={status} />
      <LeaveGuard changed={edited} text={leaveMessages.section} />
    </div>
  );
}
