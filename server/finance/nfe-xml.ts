import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomainError } from '../../domain/domain-error';
import { financeMessages } from '../../domain/messages/finance';
import type { NfeProductLine } from '../../domain/nfe';

const texts = financeMessages.nfe;

/** An NF-e (layout 4.00) as imported: who issued it, its number and date, and its product lines. */
export type NfeInvoice = {
  /** The 44-digit access key (infNFe Id without 'NFe'). */
  key: string;
  number: string;
  series: string;
  /** Issue date 'YYYY-MM-DD', as printed on the invoice (its own time zone). */
  date: string;
  issuer: { document: string; name: string };
  lines: (NfeProductLine & { item: number })[];
  /** The invoice's total (total/ICMSTot/vNF), or null when it has none that reads as a number. */
  total: number | null;
};

/** The largest NF-e XML body the server takes (the admin's import and the production-order upload): 3 MiB. */
export const nfeBodyLimit = 3 * 1024 * 1024;

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Codes and numbers stay text ('007' is a product code, not 7); numbers are read field by field below.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'det',
});

const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): XmlNode | undefined => (isNode(node) && isNode(node[name]) ? node[name] : undefined);
const text = (node: unknown, name: string): string | undefined => {
  const value = isNode(node) ? node[name] : undefined;
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
};

function notNfe(): never {
  throw new DomainError('#INVALID_NFE_XML', texts.notNfe);
}

/** infNFe of `<nfeProc><NFe>` or of a bare `<NFe>`, when its layout is 4.00. */
function invoiceInfo(document: XmlNode): XmlNode {
  const nfe = child(document.nfeProc, 'NFe') ?? child(document, 'NFe');
  const info = child(nfe, 'infNFe');
  if (!info || text(info, '@_versao') !== '4.00') notNfe();
  return info;
}

function numberOf(node: unknown, name: string, item: number, required: boolean): number {
  const value = text(node, name);
  if (value === undefined || value === '') {
    if (required) throw new DomainError('#INVALID_NFE_XML', texts.missingField(item, name));
    return 0;
  }
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new DomainError('#INVALID_NFE_XML', texts.badNumber(item, name));
  return Number(value);
}

/** The line's ICMS group (ICMS00, ICMS20, ICMSSN101 ...): one child of imposto/ICMS. */
function icmsGroup(det: XmlNode): XmlNode | undefined {
  const icms = child(child(det, 'imposto'), 'ICMS');
  return icms ? Object.values(icms).find(isNode) : undefined;
}

function productLine(det: XmlNode, index: number, invoice: { nf: string; dateNf: string }): NfeInvoice['lines'][number] {
  const item = Number(text(det, '@_nItem') ?? index + 1);
  const prod = child(det, 'prod');
  if (!prod) throw new DomainError('#INVALID_NFE_XML', texts.missingField(item, 'prod'));
  const description = text(prod, 'xProd');
  if (!description) throw new DomainError('#INVALID_NFE_XML', texts.missingField(item, 'xProd'));
  const icms = icmsGroup(det);
  const qtd = numberOf(prod, 'qCom', item, true);
  return {
    item,
    unit: text(prod, 'uCom') ?? '',
    description,
    qtd,
    // The quantity in the taxable unit (qTrib) is the one invoiced for taxes; a line without it invoices qCom.
    qtdFaturada: text(prod, 'qTrib') ? numberOf(prod, 'qTrib', item, true) : qtd,
    value: numberOf(prod, 'vUnCom', item, true),
    baseICMS: numberOf(icms, 'vBC', item, false),
    icms: numberOf(icms, 'pICMS', item, false),
    codProductNf: text(prod, 'cProd') ?? '',
    nf: invoice.nf,
    dateNf: invoice.dateNf,
  };
}

function invoiceTotal(info: XmlNode): number | null {
  const value = text(child(child(info, 'total'), 'ICMSTot'), 'vNF');
  return value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

/**
 * Reads an NF-e XML (layout 4.00: `nfeProc` or `NFe` with `infNFe versao="4.00"`). A malformed XML, another
 * document or layout, or an NF-e without product lines is refused with #INVALID_NFE_XML and a pt-BR message.
 */
export function readNfeXml(xml: string): NfeInvoice {
  if (!xml.trim()) throw new DomainError('#INVALID_NFE_XML', texts.empty);
  const check = XMLValidator.validate(xml);
  if (check !== true) throw new DomainError('#INVALID_NFE_XML', texts.malformed(check.err.line, check.err.col));
  const info = invoiceInfo(parser.parse(xml) as XmlNode);
  const ide = child(info, 'ide');
  const emit = child(info, 'emit');
  const issued = text(ide, 'dhEmi') ?? '';
  if (!ide || !emit || !/^\d{4}-\d{2}-\d{2}/.test(issued)) notNfe();
  const dets = Array.isArray(info.det) ? info.det.filter(isNode) : [];
  if (dets.length === 0) throw new DomainError('#INVALID_NFE_XML', texts.noProducts);
  const invoice = { nf: text(ide, 'nNF') ?? '', dateNf: issued.slice(0, 10) };
  return {
    key: (text(info, '@_Id') ?? '').replace(/^NFe/, ''),
    number: invoice.nf,
    series: text(ide, 'serie') ?? '',
    date: invoice.dateNf,
    issuer: { document: text(emit, 'CNPJ') ?? text(emit, 'CPF') ?? '', name: text(emit, 'xNome') ?? '' },
    lines: dets.map((det, index) => productLine(det, index, invoice)),
    total: invoiceTotal(info),
  };
}
