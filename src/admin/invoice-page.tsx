import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  firstInvoiceError,
  invoiceFieldErrors,
  invoiceFieldOfPath,
  invoiceFieldOrder,
  invoiceLimits,
  invoiceServerErrors,
} from '../../domain/invoice-checks';
import {
  invoiceFields,
  invoiceFromFields,
  type InvoiceConfig,
  type InvoiceFields,
} from '../../domain/invoice-form';
import { adminInvoiceUi as t } from '../../domain/messages/admin-invoice-ui';
import { TextInput } from '../../renderers/inputs/text-input';
import { TextareaInput } from '../../renderers/inputs/textarea-input';
import { PageHeading } from '../../renderers/ui/page-heading';
import type { AdminSectionProps } from './admin-sections';
import { ConfigSectionPage } from './config-section-page';
import { useConfigSection } from './use-config-section';

type InvoiceValue = { invoice?: InvoiceConfig | Record<string, unknown> };
type Key = keyof InvoiceFields;

const fieldText: Record<
  Key,
  { label: string; hint?: string; rows?: number; inputMode?: 'decimal' | 'email' }
> = {
  senderName: { label: t.senderName },
  replyTo: { label: t.replyTo, inputMode: 'email' },
  subject: { label: t.subject, hint: t.subjectHint },
  instructions: { label: t.instructions, rows: 4 },
  finePercent: { label: t.finePercent, inputMode: 'decimal' },
  interestPercentPerMonth: { label: t.interestPercent, inputMode: 'decimal' },
  copyTo: { label: t.copyTo, rows: 3 },
  billQuery: { label: t.billQuery, hint: t.billQueryHint },
};
const maxLength = invoiceLimits.maxLength as Partial<Record<Key, number>>;

/** A save problem's path as the field's label ('/server/invoice/replyTo' -> 'E-mail para respostas'). */
const problemLabel = (path: string) => {
  const key = invoiceFieldOfPath(path);
  return key ? fieldText[key].label : null;
};

/**
 * /admin/invoice (permission 'finance'): the invoice configuration, the config section 'invoice' (server.invoice).
 * Each field is checked with the schema's limits: its error shows once the field is left, or on every field when
 * a save is refused (the first takes the focus). What the server still refuses shows on the field it names.
 */
export function InvoicePage({ companyId }: AdminSectionProps) {
  const section = useConfigSection<InvoiceValue>(companyId, 'invoice');
  const ids = useId();
  // The typed text, so '2,' stays as typed while the value holds 2; back to the stored value once nothing is pending.
  const [typed, setTyped] = useState<InvoiceFields | null>(null);
  const [shown, setShown] = useState<ReadonlySet<Key>>(new Set());
  // The fields edited since the save's notice: what the server said about them is about a value gone.
  const [edited, setEdited] = useState({ since: section.notice, keys: new Set<Key>() });
  useEffect(() => {
    if (!section.changed) setTyped(null);
  }, [section.changed]);

  const fields = typed ?? invoiceFields(section.value?.invoice as InvoiceConfig | undefined);
  const errors = invoiceFieldErrors(fields);
  const server = section.notice?.kind === 'invalid' ? invoiceServerErrors(section.notice.errors) : {};
  const stale = edited.since === section.notice ? edited.keys : new Set<Key>();
  const errorOf = (key: Key) =>
    (shown.has(key) ? errors[key] : undefined) ?? (stale.has(key) ? undefined : server[key]);
  const idOf = (key: Key) => `${ids}-${key}`;

  const set = (key: Key, text: string) => {
    const next = { ...fields, [key]: text };
    setTyped(next);
    setEdited((now) => ({
      since: section.notice,
      keys: new Set(now.since === section.notice ? now.keys : []).add(key),
    }));
    section.edit(() => ({ invoice: invoiceFromFields(next) }));
  };
  const check = () => {
    const first = firstInvoiceError(errors);
    if (first === null) return true;
    // Drawn before the focus moves, so the field is announced with its error.
    flushSync(() => setShown(new Set(invoiceFieldOrder)));
    document.getElementById(idOf(first))?.focus();
    return false;
  };

  return (
    <ConfigSectionPage section={section} texts={t} check={check} problemLabel={problemLabel}>
      {() => (
        <>
          <PageHeading className="area__title">{t.title}</PageHeading>
          <p className="area__intro">{t.intro}</p>
          <section className="people-panel form-stack">
            {invoiceFieldOrder.map((key) => {
              const { label, hint, rows, inputMode } = fieldText[key];
              const common = {
                id: idOf(key),
                label,
                hint,
                value: fields[key],
                error: errorOf(key),
                maxLength: maxLength[key],
                onValue: (text: string) => set(key, text),
                onBlur: () => setShown((now) => (now.has(key) ? now : new Set(now).add(key))),
              };
              return rows ? (
                <TextareaInput key={key} {...common} rows={rows} />
              ) : (
                <TextInput key={key} {...common} inputMode={inputMode} />
              );
            })}
          </section>
        </>
      )}
    </ConfigSectionPage>
  );
}
