// Digitable lines (linhas digitáveis) and barcodes of Brazilian slips, both FEBRABAN layouts (issue 10):
// - bank slips ('bancario'): a 47-digit line of three fields with module-10 digits, the general module-11 digit,
//   the due-date factor and the amount; its 44-digit barcode is bank, currency, general digit, factor, amount, free field.
// - collection slips ('arrecadacao', utilities and taxes): a 48-digit line starting with 8, four blocks of 11 digits
//   each with its digit, module 10 or 11 by the value identifier (3rd digit); the barcode is the four blocks joined.
import { bankModule11, collectionModule11, module10 } from './boleto/check-digits';
import { dueDateOfFactor } from './boleto/due-date-factor';
import { bankIssuer, collectionIssuer, type SlipIssuer } from './boleto/slip-issuers';
import { financeMessages } from './messages/finance';

export type SlipKind = 'bancario' | 'arrecadacao';

/** Where a problem is: a field of the line (1..4), the general digit, or the line as a whole. */
export type DigitableLineField = 'campo1' | 'campo2' | 'campo3' | 'campo4' | 'geral' | 'linha';
export type DigitableLineProblem = { field: DigitableLineField; message: string };

export type ParsedSlip = {
  valid: true;
  kind: SlipKind;
  /** The bank (bancario) or, for arrecadacao, the company/agency code and its segment name (slip-issuers.ts). */
  bank: SlipIssuer;
  /** In BRL; null when a collection slip's value field is a reference quantity (identifier 7 or 9). */
  amount: number | null;
  /** 'YYYY-MM-DD'; null for factor 0000 and for collection slips (their layout has no due date). */
  dueDate: string | null;
  barcode: string;
  /** The 47- or 48-digit line, without separators. */
  line: string;
};
export type DigitableLineResult = ParsedSlip | { valid: false; problems: DigitableLineProblem[] };

const texts = financeMessages.digitableLine;
const fieldName = (n: number) => `campo${n}` as DigitableLineField;
const wrongField = (n: number): DigitableLineProblem => ({ field: fieldName(n), message: texts.fieldCheckDigit(n) });
const wrongGeneral: DigitableLineProblem = { field: 'geral', message: texts.generalCheckDigit };
const invalid = (...problems: DigitableLineProblem[]): DigitableLineResult => ({ valid: false, problems });

/** The collection slip's module for its value identifier: 6/7 module 10, 8/9 module 11; null for any other. */
function collectionModule(valueIdentifier: string): ((text: string) => number) | null {
  if (valueIdentifier === '6' || valueIdentifier === '7') return module10;
  if (valueIdentifier === '8' || valueIdentifier === '9') return collectionModule11;
  return null;
}

/** A bank slip's barcode (44) as its 47-digit line: three fields with their module-10 digits, general digit, factor+amount. */
export function bankBarcodeToLine(barcode: string): string {
  const free = barcode.slice(19);
  const fields = [barcode.slice(0, 4) + free.slice(0, 5), free.slice(5, 15), free.slice(15, 25)];
  return fields.map((f) => f + module10(f)).join('') + barcode[4] + barcode.slice(5, 19);
}

/** A bank slip's 47-digit line as its barcode (44 digits). */
export function bankLineToBarcode(line: string): string {
  return line.slice(0, 4) + line[32] + line.slice(33, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** A collection slip's barcode (44) as its 48-digit line: each 11-digit block followed by its digit. */
export function collectionBarcodeToLine(barcode: string): string {
  const digit = collectionModule(barcode[2] ?? '') ?? module10;
  return [0, 11, 22, 33].map((start) => barcode.slice(start, start + 11)).map((b) => b + digit(b)).join('');
}

/** A collection slip's 48-digit line as its barcode (44 digits). */
export function collectionLineToBarcode(line: string): string {
  return [0, 12, 24, 36].map((start) => line.slice(start, start + 11)).join('');
}

function parseBank(line: string, barcode: string, problems: DigitableLineProblem[], today: string): DigitableLineResult {
  if (bankModule11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) problems.push(wrongGeneral);
  if (problems.length > 0) return invalid(...problems);
  return {
    valid: true,
    kind: 'bancario',
    bank: bankIssuer(barcode.slice(0, 3)),
    amount: Number(barcode.slice(9, 19)) / 100,
    dueDate: dueDateOfFactor(Number(barcode.slice(5, 9)), today),
    barcode,
    line,
  };
}

function parseCollection(line: string, barcode: string, problems: DigitableLineProblem[]): DigitableLineResult {
  const digit = collectionModule(barcode[2]!);
  if (!digit) return invalid({ field: 'linha', message: texts.valueIdentifier });
  if (digit(barcode.slice(0, 3) + barcode.slice(4)) !== Number(barcode[3])) problems.push(wrongGeneral);
  if (problems.length > 0) return invalid(...problems);
  const hasAmount = barcode[2] === '6' || barcode[2] === '8';
  return {
    valid: true,
    kind: 'arrecadacao',
    bank: collectionIssuer(barcode),
    amount: hasAmount ? Number(barcode.slice(4, 15)) / 100 : null,
    dueDate: null,
    barcode,
    line,
  };
}

/**
 * Parses a digitable line (47 or 48 digits) or a barcode (44 digits); spaces, dots and hyphens are ignored.
 * `today` ('YYYY-MM-DD') places the due-date factor in its cycle. Every wrong check digit is named by its field.
 */
export function parseDigitableLine(input: string, today: string): DigitableLineResult {
  if (!/^[\d\s.-]*$/.test(input)) return invalid({ field: 'linha', message: texts.characters });
  const digits = input.replace(/\D/g, '');
  if (digits.length === 44) {
    return digits[0] === '8'
      ? parseCollection(collectionBarcodeToLine(digits), digits, [])
      : parseBank(bankBarcodeToLine(digits), digits, [], today);
  }
  if (digits.length === 47) {
    const problems = [0, 10, 21]
      .map((start, i) => ({ field: i + 1, body: digits.slice(start, start + (i === 0 ? 9 : 10)), digit: digits[start + (i === 0 ? 9 : 10)] }))
      .filter((f) => module10(f.body) !== Number(f.digit))
      .map((f) => wrongField(f.field));
    return parseBank(digits, bankLineToBarcode(digits), problems, today);
  }
  if (digits.length === 48) {
    if (digits[0] !== '8') return invalid({ field: 'linha', message: texts.collectionStart });
    const digit = collectionModule(digits[2]!);
    if (!digit) return invalid({ field: 'linha', message: texts.valueIdentifier });
    const problems = [0, 12, 24, 36]
      .map((start, i) => ({ field: i + 1, ok: digit(digits.slice(start, start + 11)) === Number(digits[start + 11]) }))
      .filter((f) => !f.ok)
      .map((f) => wrongField(f.field));
    return parseCollection(digits, collectionLineToBarcode(digits), problems);
  }
  return invalid({ field: 'linha', message: texts.length });
}
