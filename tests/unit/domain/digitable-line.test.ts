import { describe, expect, it } from 'vitest';
import { bankModule11, collectionModule11, module10 } from '../../../domain/boleto/check-digits';
import { dueDateOfFactor, factorOfDueDate } from '../../../domain/boleto/due-date-factor';
import {
  bankBarcodeToLine,
  bankLineToBarcode,
  collectionBarcodeToLine,
  collectionLineToBarcode,
  parseDigitableLine,
  type DigitableLineResult,
} from '../../../domain/digitable-line';

// Real lines, as published in open-source slip libraries' docs and tests:
// - Banco do Brasil: brazilian-utils' boleto examples (also clipbarcode's tests).
// - Itaú: the README of the npm package 'broleto' (due 2013-08-05, R$ 1.153,00).
// - Caixa, Bradesco (credit-card slip, no due date) and the collection slips 8386/8582/8463: the tests of the npm
//   package '@mrmgomes/boleto-utils'. The collection slip 8265 (water): clipbarcode's tests.
const bb = '00190.50095 40144.816069 06809.350314 3 37370000000100';
const itau = '34191.09107 00000.135558 51122.200002 1 57810000115300';
const caixaLine = '10492006506100010004200997263900989810000021403';
const caixaBarcode = '10499898100000214032006561000100040099726390';
const bradescoCard = '23794150099001980167035000211405700000000000000';
const energy = '838600000050096000190009000801782309000343062712';
const energyBarcode = '83860000005096000190000008017823000034306271';
const government = '858200000007572503282030560708202107539591904460';
const telecom = '846300000003299902962024004101360008002006441147';
const water = '826500000110 314400081704 924000000027 202104000015';

/** The digits of a line with one digit (0-based index, separators ignored) replaced by the next one. */
function changeDigit(line: string, index: number): string {
  const digits = line.replace(/\D/g, '');
  return digits.slice(0, index) + ((Number(digits[index]) + 1) % 10) + digits.slice(index + 1);
}

const problemsOf = (result: DigitableLineResult) => (result.valid ? [] : result.problems);

describe('bank slips (47 digits)', () => {
  it('reads bank, amount, due date and barcode of real lines', () => {
    expect(parseDigitableLine(bb, '2014-03-13')).toEqual({
      valid: true,
      kind: 'bancario',
      bank: { code: '001', name: 'Banco do Brasil' },
      amount: 1,
      dueDate: '2007-12-31',
      barcode: '00193373700000001000500940144816060680935031',
      line: '00190500954014481606906809350314337370000000100',
    });
    expect(parseDigitableLine(itau, '2014-03-13')).toMatchObject({
      valid: true,
      bank: { code: '341', name: 'Itaú Unibanco' },
      amount: 1153,
      dueDate: '2013-08-05',
    });
    expect(parseDigitableLine(caixaLine, '2022-05-01')).toMatchObject({
      bank: { code: '104', name: 'Caixa Econômica Federal' },
      amount: 214.03,
      dueDate: '2022-05-10',
      barcode: caixaBarcode,
    });
  });

  it('has no due date for factor 0000 and no name for a bank outside the map', () => {
    expect(parseDigitableLine(bradescoCard, '2026-03-02')).toMatchObject({ valid: true, bank: { code: '237', name: 'Bradesco' }, amount: 0, dueDate: null });
    const barcode = '999' + '9' + 'X' + '1000' + '0000012345' + '1234567890123456789012345';
    const withDigit = barcode.replace('X', String(bankModule11(barcode.replace('X', ''))));
    expect(parseDigitableLine(withDigit, '2026-03-02')).toMatchObject({ valid: true, bank: { code: '999', name: null }, amount: 123.45 });
  });

  it('converts barcode <-> line both ways and accepts a barcode as input', () => {
    expect(bankBarcodeToLine(caixaBarcode)).toBe(caixaLine);
    expect(bankLineToBarcode(caixaLine)).toBe(caixaBarcode);
    const fromBarcode = parseDigitableLine(caixaBarcode, '2022-05-01');
    expect(fromBarcode).toMatchObject({ valid: true, line: caixaLine, barcode: caixaBarcode, amount: 214.03 });
  });

  it.each([
    [3, 'campo1', 'O dígito verificador do campo 1 não confere.'],
    [9, 'campo1', 'O dígito verificador do campo 1 não confere.'],
    [15, 'campo2', 'O dígito verificador do campo 2 não confere.'],
    [20, 'campo2', 'O dígito verificador do campo 2 não confere.'],
    [31, 'campo3', 'O dígito verificador do campo 3 não confere.'],
    [32, 'geral', 'O dígito verificador geral não confere.'],
    [40, 'geral', 'O dígito verificador geral não confere.'],
  ])('names the field whose digit does not match (digit %i changed)', (index, field, message) => {
    const result = parseDigitableLine(changeDigit(bb, index), '2014-03-13');
    expect(result.valid).toBe(false);
    expect(problemsOf(result)[0]).toEqual({ field, message });
  });

  it('names the field and the general digit when a field body changes (both disagree then)', () => {
    expect(problemsOf(parseDigitableLine(changeDigit(itau, 12), '2014-03-13')).map((p) => p.field)).toEqual(['campo2', 'geral']);
  });

  it('refuses a changed barcode by its general digit', () => {
    expect(problemsOf(parseDigitableLine(changeDigit(caixaBarcode, 10), '2022-05-01'))).toEqual([
      { field: 'geral', message: 'O dígito verificador geral não confere.' },
    ]);
  });
});

describe('collection slips (48 digits, starting with 8)', () => {
  it('reads segment, company, amount and barcode with module 10 (identifier 6)', () => {
    expect(parseDigitableLine(energy, '2026-03-02')).toEqual({
      valid: true,
      kind: 'arrecadacao',
      bank: { code: '0019', name: 'Energia elétrica e gás' },
      amount: 509.6,
      dueDate: null,
      barcode: energyBarcode,
      line: energy,
    });
    expect(parseDigitableLine(telecom, '2026-03-02')).toMatchObject({ bank: { code: '0296', name: 'Telecomunicações' }, amount: 29.99 });
    expect(parseDigitableLine(water, '2026-03-02')).toMatchObject({ bank: { name: 'Saneamento' }, amount: 1131.44 });
  });

  it('checks module 11 when the identifier is 8', () => {
    expect(parseDigitableLine(government, '2026-03-02')).toMatchObject({
      valid: true,
      kind: 'arrecadacao',
      bank: { code: '0328', name: 'Órgãos governamentais' },
      amount: 57.25,
      barcode: '85820000000572503282035607082021053959190446',
    });
    const blocks = [0, 12, 24, 36].map((s) => government.slice(s, s + 11));
    expect(blocks.map(collectionModule11)).toEqual([7, 0, 7, 0]);
    expect(blocks.map(module10)).not.toEqual([7, 0, 7, 0]);
  });

  it('converts barcode <-> line both ways and accepts a barcode as input', () => {
    expect(collectionBarcodeToLine(energyBarcode)).toBe(energy);
    expect(collectionLineToBarcode(energy)).toBe(energyBarcode);
    expect(parseDigitableLine(energyBarcode, '2026-03-02')).toMatchObject({ valid: true, line: energy, amount: 509.6 });
  });

  it.each([
    [5, 'campo1', 1],
    [11, 'campo1', 1],
    [14, 'campo2', 2],
    [30, 'campo3', 3],
    [47, 'campo4', 4],
  ])('names the block whose digit does not match (digit %i changed)', (index, field, n) => {
    const problems = problemsOf(parseDigitableLine(changeDigit(energy, index), '2026-03-02'));
    expect(problems[0]).toEqual({ field, message: `O dígito verificador do campo ${n} não confere.` });
  });

  it('names the general digit (4th) of a collection slip', () => {
    const problems = problemsOf(parseDigitableLine(changeDigit(government, 3), '2026-03-02'));
    expect(problems.map((p) => p.field)).toEqual(['campo1', 'geral']);
    expect(problems[1]!.message).toBe('O dígito verificador geral não confere.');
  });

  it('refuses a value identifier outside 6..9 and a 48-digit line that does not start with 8', () => {
    expect(problemsOf(parseDigitableLine('835' + energy.slice(3), '2026-03-02'))[0]!.field).toBe('linha');
    expect(problemsOf(parseDigitableLine('738600000050096000190009000801782309000343062712', '2026-03-02'))).toEqual([
      { field: 'linha', message: 'A linha de arrecadação (48 dígitos) começa com 8.' },
    ]);
  });
});

describe('input shape', () => {
  it('refuses other lengths and other characters in pt-BR', () => {
    expect(problemsOf(parseDigitableLine('1234', '2026-03-02'))).toEqual([
      { field: 'linha', message: 'A linha digitável precisa ter 47 ou 48 dígitos (ou 44, se for o código de barras).' },
    ]);
    expect(problemsOf(parseDigitableLine(`${caixaLine}x`, '2026-03-02'))[0]!.message).toBe('A linha digitável só pode ter números, espaços, pontos e hífens.');
    expect(parseDigitableLine(` ${bb.replace(/ /g, '-')} `, '2014-03-13').valid).toBe(true);
  });
});

describe('due-date factor rollover (FEBRABAN: 1000 again from 2025-02-22)', () => {
  it('counts days since 1997-10-07 until 9999 on 2025-02-21, then 1000 on 2025-02-22', () => {
    expect(factorOfDueDate('2000-07-03')).toBe(1000);
    expect(factorOfDueDate('2025-02-21')).toBe(9999);
    expect(factorOfDueDate('2025-02-22')).toBe(1000);
    expect(factorOfDueDate('2025-02-23')).toBe(1001);
    expect(factorOfDueDate('2049-10-13')).toBe(9999);
  });

  it('reads a factor as the date within 3000 days back and 5500 ahead of today', () => {
    expect(dueDateOfFactor(9999, '2025-02-20')).toBe('2025-02-21');
    expect(dueDateOfFactor(1000, '2025-02-20')).toBe('2025-02-22');
    // brcobranca's example of the window: on 2014-03-13 (factor 6001) the last payable factor ahead is 2501 (2029-04-03).
    expect(dueDateOfFactor(6001, '2014-03-13')).toBe('2014-03-13');
    expect(dueDateOfFactor(3001, '2014-03-13')).toBe('2005-12-25');
    expect(dueDateOfFactor(3000, '2014-03-13')).toBe('2030-08-15');
    expect(dueDateOfFactor(2501, '2014-03-13')).toBe('2029-04-03');
    expect(dueDateOfFactor(1000, '2014-03-13')).toBe('2025-02-22');
    expect(dueDateOfFactor(1000, '2005-01-01')).toBe('2000-07-03');
    // Read in 2026, an old-cycle factor more than 3000 days back means the new cycle.
    expect(dueDateOfFactor(5781, '2026-03-02')).toBe('2038-03-27');
    expect(dueDateOfFactor(5781, '2014-03-13')).toBe('2013-08-05');
    expect(dueDateOfFactor(0, '2026-03-02')).toBeNull();
  });

  // Built lines, not real ones: the Itaú line's bank and free field with the factor of a date around the rollover,
  // its digits computed here, to read the same factor before and after 2025-02-22.
  const itauBarcode = bankLineToBarcode(itau.replace(/\D/g, ''));
  function lineDue(dueDate: string, amountCents: number): string {
    const body = `${itauBarcode.slice(0, 4)}${factorOfDueDate(dueDate)}${String(amountCents).padStart(10, '0')}${itauBarcode.slice(19)}`;
    const barcode = body.slice(0, 4) + bankModule11(body) + body.slice(4);
    return bankBarcodeToLine(barcode);
  }

  it.each([
    ['2025-02-20', '2025-02-15'],
    ['2025-02-21', '2025-02-15'],
    ['2025-02-22', '2025-02-15'],
    ['2025-02-23', '2025-03-01'],
    ['2026-03-02', '2026-03-02'],
    ['2030-01-31', '2026-03-02'],
  ])('a line due %s, read on %s, has that due date', (dueDate, today) => {
    expect(parseDigitableLine(lineDue(dueDate, 15000), today)).toMatchObject({ valid: true, dueDate, amount: 150, bank: { code: '341' } });
  });

  it('gives factor 1000 the first day of the new cycle, not 2000-07-03, after the rollover', () => {
    const line = lineDue('2025-02-22', 100);
    expect(line.slice(33, 37)).toBe('1000');
    expect(parseDigitableLine(line, '2025-03-01')).toMatchObject({ dueDate: '2025-02-22' });
  });
});
