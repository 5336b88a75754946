import { useEffect, useId, useState } from 'react';
import {
  invoiceFields,
  invoiceFromFields,
  type InvoiceConfig,
  type InvoiceFields,
} from '../../domain/invoice-form';
import { adminInvoiceUi as t } from '../../domain/messages/admin-invoice-ui';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { AdminSectionProps } from './admin-sections';
import { ConfigSectionPage } from './config-section-page';
import { useConfigSection } from './use-config-section';

type InvoiceValue = { invoice?: InvoiceConfig | Record<string, unknown> };

const textFields: {
  key: keyof InvoiceFields;
  label: string;
  hint?: string;
  rows?: number;
  inputMode?: 'decimal' | 'email';
}[] = [
  { key: 'senderName', label: t.senderName },
  { key: 'replyTo', label: t.replyTo, inputMode: 'email' },
  { key: 'subject', label: t.subject, hint: t.subjectHint },
  { key: 'instructions', label: t.instructions, rows: 4 },
  { key: 'finePercent', label: t.finePercent, inputMode: 'decimal' },
  { key: 'interestPercentPerMonth', label: t.interestPercent, inputMode: 'decimal' },
  { key: 'copyTo', label: t.copyTo, rows: 3 },
  { key: 'billQuery', label: t.billQuery, hint: t.billQueryHint },
];

/** /admin/invoice (permission 'finance'): the invoice configuration, the config section 'invoice' (server.invoice). */
export function InvoicePage({ companyId }: AdminSectionProps) {
  const section = useConfigSection<InvoiceValue>(companyId, 'invoice');
  const ids = useId();
  // The typed text, so '2,' stays as typed while the value holds 2; back to the stored value once nothing is pending.
  const [typed, setTyped] = useState<InvoiceFields | null>(null);
  useEffect(() => {
    if (!section.changed) setTyped(null);
  }, [section.changed]);
  return (
    <ConfigSectionPage section={section} texts={t}>
      {(value) => {
        const fields = typed ?? invoiceFields(value.invoice as InvoiceConfig | undefined);
        const set = (key: keyof InvoiceFields, text: string) => {
          const next = { ...fields, [key]: text };
          setTyped(next);
          section.edit(() => ({ invoice: invoiceFromFields(next) }));
        };
        return (
          <>
            <PageHeading className="area__title">{t.title}</PageHeading>
            <p className="area__intro">{t.intro}</p>
            <section className="people-panel">
              {textFields.map(({ key, label, hint, rows, inputMode }) => {
                const id = `${ids}-${key}`;
                const common = {
                  id,
                  className: 'input',
                  value: fields[key],
                  'aria-describedby': hint ? `${id}-hint` : undefined,
                  onChange: (event: { target: { value: string } }) => set(key, event.target.value),
                };
                return (
                  <div key={key} className="form-field">
                    <label className="form-field__label" htmlFor={id}>
                      {label}
                    </label>
                    {rows ? (
                      <textarea {...common} rows={rows} />
                    ) : (
                      <input {...common} inputMode={inputMode} />
                    )}
                    {hint ? (
                      <p id={`${id}-hint`} className="people-muted">
                        {hint}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </section>
          </>
        );
      }}
    </ConfigSectionPage>
  );
}
