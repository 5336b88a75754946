import type { TenantServerConfig } from '../schemas/tenant';

/** The invoice configuration (server.invoice) as the screen edits it: every field as text. */
export type InvoiceConfig = NonNullable<TenantServerConfig['invoice']>;
export type InvoiceFields = Record<'senderName' | 'replyTo' | 'subject' | 'instructions' | 'finePercent' | 'interestPercentPerMonth' | 'copyTo' | 'billQuery', string>;

export function invoiceFields(invoice: InvoiceConfig | undefined): InvoiceFields {
  const number = (n: number | undefined) => (n === undefined ? '' : String(n).replace('.', ','));
  return {
    senderName: invoice?.senderName ?? '',
    replyTo: invoice?.replyTo ?? '',
    subject: invoice?.subject ?? '',
    instructions: invoice?.instructions ?? '',
    finePercent: number(invoice?.finePercent),
    interestPercentPerMonth: number(invoice?.interestPercentPerMonth),
    copyTo: (invoice?.copyTo ?? []).join('\n'),
    billQuery: invoice?.billQuery ?? '',
  };
}

/**
 * The fields as a config value: blanks dropped, percentages read with a decimal comma. A number that does not
 * parse is kept as text, so the server's validation names it at its path.
 */
export function invoiceFromFields(fields: InvoiceFields): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const key of ['senderName', 'replyTo', 'subject', 'instructions', 'billQuery'] as const) if (fields[key].trim()) out[key] = fields[key].trim();
  for (const key of ['finePercent', 'interestPercentPerMonth'] as const) {
    const text = fields[key].trim();
    if (!text) continue;
    const n = Number(text.replace(',', '.'));
    out[key] = Number.isFinite(n) ? n : text;
  }
  const copyTo = fields.copyTo.split(/[\n,;]+/).map((e) => e.trim()).filter(Boolean);
  if (copyTo.length > 0) out.copyTo = copyTo;
  return Object.keys(out).length > 0 ? out : undefined;
}
