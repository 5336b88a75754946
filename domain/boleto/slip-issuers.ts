// Who issues a slip: the bank of a bank slip (its COMPE code) and the segment of a collection slip.

/** Common banks by COMPE code (a small map: other codes keep their code and no name). */
export const bankNames: Readonly<Record<string, string>> = {
  '001': 'Banco do Brasil',
  '033': 'Santander',
  '041': 'Banrisul',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '208': 'BTG Pactual',
  '237': 'Bradesco',
  '260': 'Nu Pagamentos (Nubank)',
  '336': 'C6 Bank',
  '341': 'Itaú Unibanco',
  '422': 'Safra',
  '748': 'Sicredi',
  '756': 'Sicoob',
};

/** FEBRABAN's collection segments (2nd digit of a collection slip). */
export const collectionSegments: Readonly<Record<string, string>> = {
  '1': 'Prefeituras',
  '2': 'Saneamento',
  '3': 'Energia elétrica e gás',
  '4': 'Telecomunicações',
  '5': 'Órgãos governamentais',
  '6': 'Carnês e assemelhados',
  '7': 'Multas de trânsito',
  '9': 'Uso exclusivo do banco',
};

/** Who a slip names: a bank (code '341', name 'Itaú Unibanco') or, for a collection slip, see collectionIssuer. */
export type SlipIssuer = { code: string; name: string | null };

export function bankIssuer(code: string): SlipIssuer {
  return { code, name: Object.hasOwn(bankNames, code) ? bankNames[code]! : null };
}

/**
 * A collection slip's issuer: code is the company or agency the slip names (barcode positions 16-19; the CNPJ root,
 * positions 16-23, in segment 6) and name is its FEBRABAN segment ('Energia elétrica e gás').
 */
export function collectionIssuer(barcode: string): SlipIssuer {
  const segment = barcode[1] ?? '';
  const code = segment === '6' ? barcode.slice(15, 23) : barcode.slice(15, 19);
  return { code, name: Object.hasOwn(collectionSegments, segment) ? collectionSegments[segment]! : null };
}
