// CPF / CNPJ rules of SPEC §5: 11 and 14 digits with check digits; repeated-digit CPF invalid; 13-digit CNPJ padded.

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Mod-11 check digit over `digits` with the given weights (0 when the remainder is below 2). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = digitsOf(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = checkDigit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return Number(cpf[9]) === first && Number(cpf[10]) === second;
}

/** SPEC §5: a 13-digit CNPJ (leading zero lost, e.g. in a spreadsheet) is left-padded to 14. */
export function normalizeCnpj(value: string): string {
  const cnpj = digitsOf(value);
  return cnpj.length === 13 ? `0${cnpj}` : cnpj;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(cnpj, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return Number(cnpj[12]) === first && Number(cnpj[13]) === second;
}

/** CPF when it has 11 digits, CNPJ otherwise (13 or 14 digits). */
export function isValidCpfOrCnpj(value: string): boolean {
  return digitsOf(value).length === 11 ? isValidCpf(value) : isValidCnpj(value);
}
