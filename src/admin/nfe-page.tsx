import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../domain/dates';
import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';
import { NfeLinesTable } from '../../renderers/admin/nfe-lines-table';
import { FileField } from '../../renderers/ui/file-field';
import { PageHeading } from '../../renderers/ui/page-heading';
import { importNfe, type NfeImport } from '../api/admin-finance-api';
import { failureMessage } from '../api/admin-operations-api';
import './operations.css';

const t = adminFinanceUi.nfe;

/** /admin/nfe (permission 'finance'): an NF-e XML (file or pasted) as its product lines with the computed fields. */
export function NfePage({ companyId }: { companyId: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [invoice, setInvoice] = useState<NfeImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let xml = pasted;
    if (file) {
      try {
        xml = await file.text();
      } catch {
        setError(t.readFailed);
        return;
      }
    }
    if (xml.trim() === '') {
      setError(t.required);
      return;
    }
    setBusy(true);
    setInvoice(null);
    try {
      setInvoice(await importNfe(companyId, xml));
      setError(null);
    } catch (reason) {
      setError(failureMessage(reason) ?? adminFinanceUi.failed);
    } finally {
      setBusy(false);
    }
  };
  const describedBy = error ? `${id}-error` : undefined;

  return (
    <div className="ops-page">
      <PageHeading className="area__title">{t.title}</PageHeading>
      <p className="area__intro">{t.intro}</p>
      <form className="ops-card" onSubmit={(event) => void submit(event)} noValidate>
        <label className="ops-label" id={`${id}-file-label`} htmlFor={`${id}-file`}>
          {t.file}
        </label>
        <FileField
          id={`${id}-file`}
          labelledBy={`${id}-file-label`}
          accept=".xml,application/xml,text/xml"
          invalid={Boolean(error && file)}
          describedBy={describedBy}
          onChange={setFile}
        />
        <label className="ops-label" htmlFor={`${id}-xml`}>
          {t.paste}
        </label>
        <textarea
          id={`${id}-xml`}
          className="input nfe-paste"
          value={pasted}
          spellCheck={false}
          disabled={file !== null}
          aria-invalid={error && !file ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setPasted(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="ops-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="ops-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t.submitting : t.submit}
          </button>
        </div>
      </form>
      {invoice ? (
        <section className="ops-card" aria-labelledby={`${id}-invoice`}>
          <h2 id={`${id}-invoice`} className="ops-card__title">
            {t.invoice(invoice.number, invoice.series)}
          </h2>
          <div className="nfe-head">
            <p>
              <strong>{t.issuer}:</strong> {invoice.issuer.name} ({invoice.issuer.document})
            </p>
            <p>
              <strong>{t.date}:</strong> {formatDate(invoice.date)}
            </p>
            <p>
              <strong>{t.key}:</strong> <span className="ops-mono">{invoice.key}</span>
            </p>
          </div>
          <p className="ops-summary">
            {t.lines(invoice.lines.length)} · {t.kitNote}
          </p>
          <NfeLinesTable lines={invoice.lines} label={t.tableLabel} />
        </section>
      ) : null}
    </div>
  );
}
