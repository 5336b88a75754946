// FEBRABAN check digits of slips (boletos): module 10 and the two module-11 variants.

const digitsOf = (text: string) => [...text].map(Number);

/** Module 10: weights 2,1,2,1... from the right, products above 9 summed digit by digit; 10 - (sum % 10), 10 -> 0. */
export function module10(text: string): number {
  let sum = 0;
  digitsOf(text)
    .reverse()
    .forEach((digit, index) => {
      const product = digit * (index % 2 === 0 ? 2 : 1);
      sum += product > 9 ? product - 9 : product;
    });
  return (10 - (sum % 10)) % 10;
}

function module11Sum(text: string): number {
  return digitsOf(text)
    .reverse()
    .reduce((sum, digit, index) => sum + digit * (2 + (index % 8)), 0);
}

/** The bank slip's general digit: weights 2..9 from the right; 11 - (sum % 11), and 0, 10 or 11 become 1. */
export function bankModule11(text: string): number {
  const digit = 11 - (module11Sum(text) % 11);
  return digit === 0 || digit >= 10 ? 1 : digit;
}

/** The collection slip's module 11: weights 2..9 from the right; 11 - (sum % 11), and 10 or 11 become 0. */
export function collectionModule11(text: string): number {
  const digit = 11 - (module11Sum(text) % 11);
  return digit >= 10 ? 0 : digit;
}
