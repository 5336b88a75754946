import type { CompanyConfig } from '../schemas/company';

const time = (iso: string) => Date.parse(iso);

/** The latest configurationDate among the company's notification channels, or null when there is none. */
export function latestConfigurationDate(company: Pick<CompanyConfig, 'notifications'>): string | null {
  const dates = Object.values(company.notifications ?? {})
    .map((channel) => channel.configurationDate)
    .filter((d) => !Number.isNaN(time(d)));
  if (dates.length === 0) return null;
  return dates.reduce((latest, d) => (time(d) > time(latest) ? d : latest));
}

/** SPEC §4: consent is needed when the company configured notifications after the user's revisionDate, or the user has none. */
export function needsNotificationConsent(
  latest: string | null | undefined,
  revisionDate: string | null | undefined,
): boolean {
  if (!latest || Number.isNaN(time(latest))) return false;
  if (!revisionDate || Number.isNaN(time(revisionDate))) return true;
  return time(latest) > time(revisionDate);
}
