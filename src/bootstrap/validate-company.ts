import type { CompanyConfig } from '../../schemas/company';

type Validate = (data: unknown) => data is CompanyConfig;

let loading: Promise<Validate> | null = null;

/**
 * Starts loading the ajv standalone validator generated at build time (scripts/build-validators.ts ->
 * src/generated/). It is its own lazy chunk, fetched in parallel with the config, never in the login chunk.
 */
export function preloadCompanyValidator(): Promise<Validate> {
  loading ??= import('../generated/company-validator').then((module) => module.default);
  return loading;
}

/** SPEC §8 config errors: a company config that breaks the published schema fails start-up. */
export async function validateCompanyConfig(company: unknown): Promise<boolean> {
  const validate = await preloadCompanyValidator();
  return validate(company);
}
