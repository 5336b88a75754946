import { describe, expect, it } from 'vitest';
import { invoiceFieldErrors } from '../../../domain/invoice-checks';
import { invoiceFields, type InvoiceConfig as InvoiceValue } from '../../../domain/invoice-form';
import { INVOICE_MAX_COPIES, INVOICE_PERCENT_RANGE, INVOICE_TEXT_MAX_LENGTH } from '../../../schemas/invoice-limits';
import { InvoiceConfig } from '../../../schemas/tenant';
import { compileSchema } from '../../../schemas/validator';

// The browser checks and the server's schema must refuse the same values: both read schemas/invoice-limits.ts.
const schema = compileSchema<InvoiceValue>(InvoiceConfig);
const keyword = (field: keyof typeof InvoiceConfig.properties, name: string): unknown =>
  (InvoiceConfig.properties[field] as object as Record<string, unknown>)[name];

/** What each side says of one stored invoice value: does the schema accept it, and is the field's check silent. */
const verdicts = (value: InvoiceValue, field: keyof InvoiceValue) => ({
  schema: schema.check(value),
  checks: invoiceFieldErrors(invoiceFields(value))[field] === undefined,
});
const accepted = { schema: true, checks: true };
const refused = { schema: false, checks: false };

describe('the invoice schema and the browser checks share their limits', () => {
  it.each(Object.entries(INVOICE_TEXT_MAX_LENGTH))('%s: at most %i characters on both sides', (field, max) => {
    const key = field as keyof typeof INVOICE_TEXT_MAX_LENGTH;
    expect(keyword(key, 'maxLength')).toBe(max);
    expect(verdicts({ [key]: 'x'.repeat(max) }, key)).toEqual(accepted);
    expect(verdicts({ [key]: 'x'.repeat(max + 1) }, key)).toEqual(refused);
  });

  it.each(Object.entries(INVOICE_PERCENT_RANGE))('%s: the same range on both sides', (field, { minimum, maximum }) => {
    const key = field as keyof typeof INVOICE_PERCENT_RANGE;
    expect([keyword(key, 'minimum'), keyword(key, 'maximum')]).toEqual([minimum, maximum]);
    expect(verdicts({ [key]: minimum }, key)).toEqual(accepted);
    expect(verdicts({ [key]: maximum }, key)).toEqual(accepted);
    expect(verdicts({ [key]: minimum - 0.5 }, key)).toEqual(refused);
    expect(verdicts({ [key]: maximum + 0.5 }, key)).toEqual(refused);
  });

  it(`copyTo: at most ${INVOICE_MAX_COPIES} e-mails on both sides`, () => {
    const copies = (n: number) => Array.from({ length: n }, (_, i) => `c${i}@demo.com.br`);
    expect(keyword('copyTo', 'maxItems')).toBe(INVOICE_MAX_COPIES);
    expect(verdicts({ copyTo: copies(INVOICE_MAX_COPIES) }, 'copyTo')).toEqual(accepted);
    expect(verdicts({ copyTo: copies(INVOICE_MAX_COPIES + 1) }, 'copyTo')).toEqual(refused);
  });
});
