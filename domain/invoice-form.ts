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

/** A typed percentage as the save reads it (a decimal comma), or null when it is not a number. */
export function readPercent(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** The copies as typed, one e-mail per line, comma or semicolon. */
export const splitCopies = (text: string): string[] => text.split(/[\n,;]+/).map((e) => e.trim()).filter(Boolean);

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
    out[key] = readPercent(text) ?? text;
  }
  const copyTo = splitCopies(fields.copyTo);
  if (copyTo.length > 0) out.copyTo = copyTo;
  return Object.keys(out).length > 0 ? out : undefined;
}
