// Plain numbers, no TypeBox: the invoice page's browser checks import this without the schema-building code.

/** Longest text (characters) of each invoice text field (server.invoice). */
export const INVOICE_TEXT_MAX_LENGTH = { senderName: 120, subject: 200, instructions: 2000 } as const;

/** The range of each invoice percentage, in %, bounds included. */
export const INVOICE_PERCENT_RANGE = {
  finePercent: { minimum: 0, maximum: 20 },
  interestPercentPerMonth: { minimum: 0, maximum: 20 },
} as const;

/** Most e-mails that get a copy of each invoice e-mail (copyTo). */
export const INVOICE_MAX_COPIES = 10;
