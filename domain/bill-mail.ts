// The bill e-mail (SPEC §7 "Others": POST /v1/session/app/{app}/sendNoBearerEmail body {bill}): the signed-in user
// asks for one of their bills by e-mail. The server finds the bill with the tenant's own named query
// (server.invoice.billQuery) and writes the e-mail from that row and the invoice configuration, never from what the
// browser sent: the browser names the bill, nothing more.
import { formatDate } from './dates';
import { applyMask } from './masks';
import { mailMessages } from './messages/mail';
import { formatCurrency } from './money';
import type { InvoiceConfig } from './invoice-form';

/** The longest bill number the call takes (the route's body, the script bridge) and the e-mail writes. */
export const billNumberMaxLength = 60;

/** One bill, read from the first row of the tenant's bill query. */
export interface Bill {
  numero: string;
  /** 'YYYY-MM-DD' */
  vencimento: string;
  valor: number;
  cnpj?: string;
  situacao?: string;
  linhaDigitavel?: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A date column as 'YYYY-MM-DD': a text starting with one, or a Date as the driver built it (local midnight). */
function dayOf(value: unknown): string | null {
  if (typeof value === 'string') return isoDay.exec(value)?.[0] ?? null;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return null;
}

/** An optional text column: trimmed, up to `max` characters, or absent. */
function optionalText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text ? text.slice(0, max) : undefined;
}

/**
 * A query row as a bill, or null when it lacks what the e-mail needs: the number, a due date and a finite value
 * (a numeric column may come as text, as PostgreSQL's drivers send `numeric`).
 */
export function billFromRow(row: Record<string, unknown> | undefined): Bill | null {
  if (!row) return null;
  const numero = optionalText(row.numero, billNumberMaxLength);
  const vencimento = dayOf(row.vencimento);
  const valor = typeof row.valor === 'number' ? row.valor : typeof row.valor === 'string' && row.valor.trim() ? Number(row.valor) : NaN;
  if (!numero || !vencimento || !Number.isFinite(valor)) return null;
  const bill: Bill = { numero, vencimento, valor };
  const cnpj = optionalText(row.cnpj, 20);
  const situacao = optionalText(row.situacao, 60);
  const linhaDigitavel = optionalText(row.linhaDigitavel ?? row.linha_digitavel, 60);
  if (cnpj) bill.cnpj = cnpj;
  if (situacao) bill.situacao = situacao;
  if (linhaDigitavel) bill.linhaDigitavel = linhaDigitavel;
  return bill;
}

/** The bill named in a request body: its number, trimmed, or null when blank. */
export function requestedBill(value: string): string | null {
  return value.trim() || null;
}

/**
 * The e-mail of one bill: the invoice configuration's subject ('{numero}' becomes the bill's number) or ours, and a
 * text with the due date, the value, the company, the digitable line and the tenant's payment instructions, when
 * the row and the configuration have them.
 */
export function billMail(bill: Bill, context: { appName: string; nick: string; email: string; invoice: InvoiceConfig }): { subject: string; text: string } {
  const subject = context.invoice.subject?.trim()
    ? context.invoice.subject.split('{numero}').join(bill.numero)
    : mailMessages.bill.subject(context.appName, bill.numero);
  const text = mailMessages.bill.text({
    appName: context.appName,
    nick: context.nick,
    email: context.email,
    numero: bill.numero,
    vencimento: formatDate(bill.vencimento),
    valor: formatCurrency(bill.valor),
    cnpj: bill.cnpj ? applyMask('cpfCnpj', bill.cnpj) : undefined,
    situacao: bill.situacao,
    linhaDigitavel: bill.linhaDigitavel,
    instructions: context.invoice.instructions?.trim() || undefined,
  });
  return { subject, text };
}
