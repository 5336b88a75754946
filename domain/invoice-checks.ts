import type { ConfigProblem } from '../schemas/admin-config';
import { INVOICE_MAX_COPIES, INVOICE_PERCENT_RANGE, INVOICE_TEXT_MAX_LENGTH } from '../schemas/invoice-limits';
import { isValidEmail } from './email';
import { readPercent, splitCopies, type InvoiceFields } from './invoice-form';
import { pointerParts } from './json-pointer';
import { adminInvoiceUi } from './messages/admin-invoice-ui';

/** A pt-BR message per invoice field that the schema would refuse. */
export type InvoiceFieldErrors = Partial<Record<keyof InvoiceFields, string>>;

const t = adminInvoiceUi.checks;
type TextField = keyof typeof INVOICE_TEXT_MAX_LENGTH;
type PercentField = keyof typeof INVOICE_PERCENT_RANGE;
const range = (key: PercentField) => ({ min: INVOICE_PERCENT_RANGE[key].minimum, max: INVOICE_PERCENT_RANGE[key].maximum });

/** The schema's limits (server.invoice), the same constants InvoiceConfig is built from, so the browser checks what the save would check. */
export const invoiceLimits: {
  maxLength: Readonly<Record<TextField, number>>;
  percent: Readonly<Record<PercentField, { min: number; max: number }>>;
  copies: number;
} = {
  maxLength: { ...INVOICE_TEXT_MAX_LENGTH },
  percent: { finePercent: range('finePercent'), interestPercentPerMonth: range('interestPercentPerMonth') },
  copies: INVOICE_MAX_COPIES,
};

/** The fields in the order the screen shows them: the first with an error takes the focus. */
export const invoiceFieldOrder: readonly (keyof InvoiceFields)[] = [
  'senderName',
  'replyTo',
  'subject',
  'instructions',
  'finePercent',
  'interestPercentPerMonth',
  'copyTo',
  'billQuery',
];

/**
 * What the invoice schema would refuse in the fields, checked as the save sends them (trimmed, blanks dropped):
 * lengths, e-mails, percentages and their range, the number of copies. The named query's existence is the
 * server's to check (a finance admin does not read the tenant's queries).
 */
export function invoiceFieldErrors(fields: InvoiceFields): InvoiceFieldErrors {
  const errors: InvoiceFieldErrors = {};
  for (const key of ['senderName', 'subject', 'instructions'] as const) {
    const max = invoiceLimits.maxLength[key];
    if (fields[key].trim().length > max) errors[key] = t.tooLong(max);
  }
  if (fields.replyTo.trim() && !isValidEmail(fields.replyTo)) errors.replyTo = t.badEmail;
  for (const key of ['finePercent', 'interestPercentPerMonth'] as const) {
    if (!fields[key].trim()) continue;
    const n = readPercent(fields[key]);
    const { min, max } = invoiceLimits.percent[key];
    if (n === null) errors[key] = t.notNumber;
    else if (n < min || n > max) errors[key] = t.percentRange(min, max);
  }
  const copies = splitCopies(fields.copyTo);
  const bad = copies.filter((email) => !isValidEmail(email));
  if (bad.length > 0) errors.copyTo = t.badEmails(bad.join(', '));
  else if (copies.length > invoiceLimits.copies) errors.copyTo = t.tooManyCopies(invoiceLimits.copies);
  return errors;
}

/** The first field, in screen order, that has an error; null when none has. */
export function firstInvoiceError(errors: InvoiceFieldErrors): keyof InvoiceFields | null {
  return invoiceFieldOrder.find((key) => errors[key] !== undefined) ?? null;
}

/** The field a save problem's path names ('/server/invoice/copyTo/2' -> 'copyTo'); null for any other path. */
export function invoiceFieldOfPath(path: string): keyof InvoiceFields | null {
  const [part, section, key] = pointerParts(path);
  if (part !== 'server' || section !== 'invoice' || key === undefined) return null;
  return (invoiceFieldOrder as readonly string[]).includes(key) ? (key as keyof InvoiceFields) : null;
}

/** A refused save's errors on the fields their paths name (the first per field); warnings and other paths left out. */
export function invoiceServerErrors(problems: readonly ConfigProblem[]): InvoiceFieldErrors {
  const errors: InvoiceFieldErrors = {};
  for (const problem of problems) {
    const key = problem.severity === 'error' ? invoiceFieldOfPath(problem.path) : null;
    if (key !== null) errors[key] ??= problem.message;
  }
  return errors;
}
