import { describe, expect, it } from 'vitest';
import { invoiceFields, invoiceFromFields } from '../../../domain/invoice-form';

describe('invoice configuration form', () => {
  it('round-trips a stored configuration through its text fields, percentages with a decimal comma', () => {
    const invoice = { senderName: 'Financeiro', replyTo: 'fin@demo.com.br', finePercent: 2.5, copyTo: ['a@b.com', 'c@d.com'], billQuery: 'boleto-email' };
    const fields = invoiceFields(invoice);
    expect(fields.finePercent).toBe('2,5');
    expect(fields.copyTo).toBe('a@b.com\nc@d.com');
    expect(invoiceFromFields(fields)).toEqual(invoice);
  });

  it('drops blanks, splits copies on lines, commas or semicolons, and keeps an unreadable number as text for the server to name', () => {
    const fields = { ...invoiceFields(undefined), interestPercentPerMonth: 'um', copyTo: 'a@b.com; c@d.com,\n' };
    expect(invoiceFromFields(fields)).toEqual({ interestPercentPerMonth: 'um', copyTo: ['a@b.com', 'c@d.com'] });
    expect(invoiceFromFields(invoiceFields(undefined))).toBeUndefined();
  });
});
