import { describe, expect, it } from 'vitest';
import { firstInvoiceError, invoiceFieldErrors, invoiceFieldOfPath, invoiceLimits, invoiceServerErrors } from '../../../domain/invoice-checks';
import { invoiceFields } from '../../../domain/invoice-form';

const blank = invoiceFields(undefined);

describe('the invoice fields checked as the schema checks them', () => {
  it('takes its limits from the invoice schema', () => {
    expect(invoiceLimits.maxLength).toEqual({ senderName: 120, subject: 200, instructions: 2000 });
    expect(invoiceLimits.percent.interestPercentPerMonth).toEqual({ min: 0, max: 20 });
    expect(invoiceLimits.copies).toBe(10);
  });

  it('accepts the stored demo configuration and blank fields', () => {
    expect(invoiceFieldErrors(blank)).toEqual({});
    const fields = invoiceFields({ senderName: 'Tesouraria', replyTo: 'fin@demo.com.br', finePercent: 2.5, interestPercentPerMonth: 20, copyTo: ['a@b.com'] });
    expect(invoiceFieldErrors(fields)).toEqual({});
  });

  it('names a bad e-mail, a percentage that is not a number or out of range, and a subject too long', () => {
    const errors = invoiceFieldErrors({ ...blank, replyTo: 'abc', finePercent: 'abc', interestPercentPerMonth: '250', subject: 'x'.repeat(250) });
    expect(errors).toEqual({
      replyTo: 'Informe um e-mail válido. Ex.: financeiro@empresa.com.br',
      finePercent: 'Informe um número. Ex.: 2 ou 2,5',
      interestPercentPerMonth: 'Informe um percentual de 0 a 20.',
      subject: 'Use no máximo 200 caracteres.',
    });
    expect(invoiceFieldErrors({ ...blank, finePercent: '-1' }).finePercent).toBe('Informe um percentual de 0 a 20.');
    expect(invoiceFieldErrors({ ...blank, finePercent: '20,5' }).finePercent).toBe('Informe um percentual de 0 a 20.');
    expect(invoiceFieldErrors({ ...blank, instructions: 'x'.repeat(2001) }).instructions).toBe('Use no máximo 2.000 caracteres.');
  });

  it('names the copies that are not e-mails, and too many copies', () => {
    expect(invoiceFieldErrors({ ...blank, copyTo: 'a@b.com\nnao-email; outro' }).copyTo).toBe('E-mails inválidos: nao-email, outro');
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}@demo.com.br`).join('\n');
    expect(invoiceFieldErrors({ ...blank, copyTo: eleven }).copyTo).toBe('Informe no máximo 10 e-mails.');
  });

  it('picks the first field with an error in screen order', () => {
    expect(firstInvoiceError({ interestPercentPerMonth: 'x', replyTo: 'y' })).toBe('replyTo');
    expect(firstInvoiceError({})).toBeNull();
  });
});

describe("the server's problems on the invoice fields", () => {
  it('maps a path to its field, and other paths to none', () => {
    expect(invoiceFieldOfPath('/server/invoice/replyTo')).toBe('replyTo');
    expect(invoiceFieldOfPath('/server/invoice/copyTo/2')).toBe('copyTo');
    expect(invoiceFieldOfPath('/server/invoice')).toBeNull();
    expect(invoiceFieldOfPath('/server/invoice/unknown')).toBeNull();
    expect(invoiceFieldOfPath('/company/invoice/replyTo')).toBeNull();
  });

  it("keeps each field's first error, not warnings or unmapped paths", () => {
    const errors = invoiceServerErrors([
      { path: '/server/invoice/billQuery', message: 'A consulta "x" não existe em server.queries', severity: 'error' },
      { path: '/server/invoice/billQuery', message: 'segunda', severity: 'error' },
      { path: '/server/invoice/subject', message: 'aviso', severity: 'warning' },
      { path: '/server/queries', message: 'outro', severity: 'error' },
    ]);
    expect(errors).toEqual({ billQuery: 'A consulta "x" não existe em server.queries' });
  });
});
