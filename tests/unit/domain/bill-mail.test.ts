import { describe, expect, it } from 'vitest';
import { billFromRow, billMail, requestedBill } from '../../../domain/bill-mail';
import { mailMessages } from '../../../domain/messages/mail';

const context = { appName: 'Portal Demo', nick: 'Ana Souza', email: 'ana@demo.com.br', invoice: {} };

describe('the bill e-mail (SPEC §7 sendNoBearerEmail)', () => {
  it("reads a bill query's row: text or Date due dates, numeric text values, the optional columns", () => {
    expect(billFromRow({ numero: '0001234', vencimento: '2026-12-10', valor: '1520.50', cnpj: '11222333000181', situacao: 'Em aberto' })).toEqual({
      numero: '0001234',
      vencimento: '2026-12-10',
      valor: 1520.5,
      cnpj: '11222333000181',
      situacao: 'Em aberto',
    });
    expect(billFromRow({ numero: 77, vencimento: new Date(2027, 0, 5), valor: 3200, linha_digitavel: ' 1234 ' })).toEqual({
      numero: '77',
      vencimento: '2027-01-05',
      valor: 3200,
      linhaDigitavel: '1234',
    });
    expect(billFromRow({ numero: '1', vencimento: '2026-12-10T00:00:00Z', valor: 1, linhaDigitavel: 'a', linha_digitavel: 'b' })?.linhaDigitavel).toBe('a');
  });

  it('refuses a row without a number, a due date or a finite value, and no row at all', () => {
    expect(billFromRow(undefined)).toBeNull();
    expect(billFromRow({ vencimento: '2026-12-10', valor: 1 })).toBeNull();
    expect(billFromRow({ numero: ' ', vencimento: '2026-12-10', valor: 1 })).toBeNull();
    expect(billFromRow({ numero: '1', vencimento: '10/12/2026', valor: 1 })).toBeNull();
    expect(billFromRow({ numero: '1', vencimento: new Date('x'), valor: 1 })).toBeNull();
    expect(billFromRow({ numero: '1', vencimento: '2026-12-10', valor: 'mil' })).toBeNull();
    expect(billFromRow({ numero: '1', vencimento: '2026-12-10', valor: '' })).toBeNull();
    expect(billFromRow({ numero: '1', vencimento: '2026-12-10', valor: null })).toBeNull();
  });

  it('takes the requested number trimmed, and nothing blank (the route refuses one over 60 characters)', () => {
    expect(requestedBill(' 0001234 ')).toBe('0001234');
    expect(requestedBill('   ')).toBeNull();
    expect(requestedBill('')).toBeNull();
  });

  it('writes the subject from the invoice config with every {numero} replaced, else ours', () => {
    const bill = { numero: '0001234', vencimento: '2026-12-10', valor: 1520.5 };
    expect(billMail(bill, context).subject).toBe(mailMessages.bill.subject('Portal Demo', '0001234'));
    expect(billMail(bill, { ...context, invoice: { subject: 'Fatura {numero} / {numero}' } }).subject).toBe('Fatura 0001234 / 0001234');
    expect(billMail(bill, { ...context, invoice: { subject: '   ' } }).subject).toBe('Boleto 0001234 - Portal Demo');
  });

  it('writes the due date and value in pt-BR, the masked CNPJ or CPF, the line and the instructions when there are', () => {
    const full = billMail(
      { numero: '9', vencimento: '2027-01-05', valor: 12450.9, cnpj: '12345678909', situacao: 'Em aberto', linhaDigitavel: '0019' },
      { ...context, invoice: { instructions: 'Pague até o vencimento.' } },
    ).text;
    expect(full).toContain('Vencimento: 05/01/2027\nValor: R$ 12.450,90\nCPF/CNPJ: 123.456.789-09\nSituação: Em aberto\nLinha digitável: 0019\n\nPague até o vencimento.\n');
    const bare = billMail({ numero: '9', vencimento: '2027-01-05', valor: 0 }, { ...context, nick: '' }).text;
    expect(bare.startsWith('Olá!\n')).toBe(true);
    expect(bare).not.toMatch(/CPF\/CNPJ|Situação|Linha digitável/);
    expect(bare).toContain('Valor: R$ 0,00\n\nEste e-mail foi enviado a ana@demo.com.br');
  });
});
