import type { DigitableLineProblem, ParsedSlip } from '../../domain/digitable-line';
import type { NfeComputed, NfeProductLine } from '../../domain/nfe';
import type { ProductionOrderPage } from '../../schemas/finance-calls';
import { pageParams, type PageQuery } from './admin-operations-api';
import { fetchDownload } from './download';
import { apiRequest, type ApiFailureWithBody } from './http-client';

/** The finance tools' calls (issue 10, permission 'finance'), under `/pro-admin/v1/session/app/{id}/`. */
const base = (companyId: string) => `/pro-admin/v1/session/app/${encodeURIComponent(companyId)}`;
const quiet = { connectionErrors: false } as const;

export type NfeImportLine = NfeProductLine & NfeComputed & { item: number; kitUnitValue: number };
export type NfeImport = {
  key: string;
  number: string;
  series: string;
  date: string;
  issuer: { document: string; name: string };
  lines: NfeImportLine[];
};

export function parseLine(companyId: string, line: string): Promise<ParsedSlip> {
  return apiRequest(`${base(companyId)}/finance/digitable-line`, { ...quiet, method: 'POST', body: { line } });
}

export function encryptCredential(companyId: string, text: string): Promise<{ encrypted: string }> {
  return apiRequest(`${base(companyId)}/finance/credentials/encrypt`, { ...quiet, method: 'POST', body: { text } });
}

export function decryptCredential(companyId: string, encrypted: string): Promise<{ text: string }> {
  return apiRequest(`${base(companyId)}/finance/credentials/decrypt`, { ...quiet, method: 'POST', body: { encrypted } });
}

export function importNfe(companyId: string, xml: string): Promise<NfeImport> {
  return apiRequest(`${base(companyId)}/nfe/import`, { ...quiet, method: 'POST', body: { xml } });
}

/** The production-order NF-e contractors sent (SPEC §7 uploadXml), newest first, searched and paged. */
export function listProductionOrders(companyId: string, query: PageQuery): Promise<ProductionOrderPage> {
  return apiRequest(`${base(companyId)}/production-orders?${pageParams(query)}`, quiet);
}

/** One production order's XML as the contractor sent it, as a download. */
export function fetchProductionOrderXml(companyId: string, accessKey: string): Promise<{ blob: Blob; fileName: string }> {
  return fetchDownload(`${base(companyId)}/production-orders/${accessKey}/xml`, `NFe${accessKey}.xml`);
}

/** A 422 digitable-line reply's problems (each naming its field), else none. */
export function lineProblems(reason: unknown): DigitableLineProblem[] {
  const body = (reason as ApiFailureWithBody | null)?.body as { problems?: unknown } | undefined;
  return Array.isArray(body?.problems) ? (body.problems as DigitableLineProblem[]) : [];
}
