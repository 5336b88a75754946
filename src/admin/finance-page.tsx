import { useId, useRef, useState, type FormEvent } from 'react';
import type { DigitableLineProblem, ParsedSlip } from '../../domain/digitable-line';
import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';
import { CopyButton } from '../../renderers/admin/copy-button';
import { SlipResult } from '../../renderers/admin/slip-result';
import { PageHeading } from '../../renderers/ui/page-heading';
import { decryptCredential, encryptCredential, lineProblems, parseLine } from '../api/admin-finance-api';
import { failureMessage } from '../api/admin-operations-api';
import './operations.css';

const t = adminFinanceUi;

/** 'Consultar linha digitável': a line or barcode parsed by the server; a wrong digit named at the field. */
function DigitableLineTool({ companyId }: { companyId: string }) {
  const id = useId();
  const [line, setLine] = useState('');
  const [slip, setSlip] = useState<ParsedSlip | null>(null);
  const [error, setError] = useState<{ message: string; problems: DigitableLineProblem[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSlip(null);
    if (line.trim() === '') {
      setError({ message: t.digitableLine.required, problems: [] });
      return;
    }
    setBusy(true);
    try {
      setSlip(await parseLine(companyId, line.trim()));
      setError(null);
    } catch (reason) {
      setError({ message: failureMessage(reason) ?? t.failed, problems: lineProblems(reason) });
    } finally {
      setBusy(false);
    }
  };
  const others = error?.problems.slice(1) ?? [];
  return (
    <section className="ops-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ops-card__title">
        {t.digitableLine.title}
      </h2>
      <p className="ops-hint">{t.digitableLine.intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className="ops-label" htmlFor={`${id}-line`}>
          {t.digitableLine.label}
        </label>
        <input
          id={`${id}-line`}
          className="input ops-mono"
          value={line}
          maxLength={100}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setLine(event.target.value)}
        />
        {error ? (
          <div id={`${id}-error`} className="ops-error" role="alert">
            {error.message}
            {others.length > 0 ? (
              <ul className="ops-list">
                {others.map((p) => (
                  <li key={p.field}>{p.message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t.digitableLine.submitting : t.digitableLine.submit}
          </button>
        </div>
      </form>
      {slip ? (
        <>
          <h3 id={`${id}-result`} className="visually-hidden">
            {t.digitableLine.result}
          </h3>
          <SlipResult slip={slip} labelledBy={`${id}-result`} />
        </>
      ) : null}
    </section>
  );
}

/** 'Cifrar ou decifrar credenciais' with the tenant's key, on the server. */
function CredentialsTool({ companyId }: { companyId: string }) {
  const id = useId();
  const plainRef = useRef<HTMLTextAreaElement>(null);
  const encryptedRef = useRef<HTMLTextAreaElement>(null);
  const [plain, setPlain] = useState('');
  const [encrypted, setEncrypted] = useState('');
  const [error, setError] = useState<{ field: 'plain' | 'encrypted'; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t2 = t.credentials;

  const run = async (direction: 'encrypt' | 'decrypt') => {
    setDone(null);
    const field = direction === 'encrypt' ? 'plain' : 'encrypted';
    const input = direction === 'encrypt' ? plain : encrypted.trim();
    if (input.trim() === '') {
      setError({ field, message: direction === 'encrypt' ? t2.plainRequired : t2.encryptedRequired });
      return;
    }
    setBusy(true);
    try {
      if (direction === 'encrypt') {
        setEncrypted((await encryptCredential(companyId, input)).encrypted);
        setDone(t2.encrypted);
      } else {
        setPlain((await decryptCredential(companyId, input)).text);
        setDone(t2.decrypted);
      }
      setError(null);
    } catch (reason) {
      setError({ field, message: failureMessage(reason) ?? t.failed });
    } finally {
      setBusy(false);
    }
  };
  const area = (field: 'plain' | 'encrypted', label: string, value: string, set: (v: string) => void, ref: typeof plainRef) => (
    <>
      <label className="ops-label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <textarea
        id={`${id}-${field}`}
        ref={ref}
        className="input"
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error?.field === field ? true : undefined}
        aria-describedby={error?.field === field ? `${id}-${field}-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
      {error?.field === field ? (
        <p id={`${id}-${field}-error`} className="ops-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <div className="ops-actions">
        <CopyButton text={value} label={t2.copy(label)} onFailed={() => ref.current?.select()} />
      </div>
    </>
  );
  return (
    <section className="ops-card finance-credentials" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ops-card__title">
        {t2.title}
      </h2>
      <p className="ops-hint">{t2.intro}</p>
      {area('plain', t2.plainLabel, plain, setPlain, plainRef)}
      <div className="ops-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void run('encrypt')}>
          {t2.encrypt}
        </button>
        <button type="button" className="button button--outline" disabled={busy} onClick={() => void run('decrypt')}>
          {t2.decrypt}
        </button>
      </div>
      {area('encrypted', t2.encryptedLabel, encrypted, setEncrypted, encryptedRef)}
      <div role="status" aria-live="polite">
        {done ? <p className="config-notice config-notice--ok">{done}</p> : null}
      </div>
    </section>
  );
}

/** /admin/finance (permission 'finance'): digitable lines and the credentials cipher. */
export function FinancePage({ companyId }: { companyId: string }) {
  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.nav.finance}</PageHeading>
      <div className="finance-grid">
        <DigitableLineTool companyId={companyId} />
        <CredentialsTool companyId={companyId} />
      </div>
    </div>
  );
}
