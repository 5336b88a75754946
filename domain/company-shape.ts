import type { CompanyConfig } from '../schemas/company';
import { CodedError } from './error-codes';

/**
 * The browser's start-up check of a company config. The server validates every tenant document against the
 * published schema at load and save, so the browser only guards the shape it cannot work without
 * (SPEC §8: '#MODULE_IS_NOT_ARRAY'); a full validator would cost the login route a chunk for checks already made.
 */
export function assertCompanyShape(value: unknown): asserts value is CompanyConfig {
  if (typeof value !== 'object' || value === null) throw new CodedError('#ERRO_DOWNLOAD_COMPANY');
  const company = value as Record<string, unknown>;
  if (typeof company.id !== 'string' || typeof company.appTitle !== 'string') {
    throw new CodedError('#ERRO_DOWNLOAD_COMPANY');
  }
  if (!Array.isArray(company.modules)) throw new CodedError('#MODULE_IS_NOT_ARRAY');
  const style = company.style as { color?: unknown } | undefined;
  if (typeof style?.color !== 'object' || style.color === null) throw new CodedError('#ERRO_DOWNLOAD_COMPANY');
}
