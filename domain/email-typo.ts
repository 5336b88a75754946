import { normalizeEmail } from './email';
import { editSimilarity, jaroWinkler } from './similarity';

/**
 * E-mail typo suggester (SPEC §5). Two similarity measures, each suited to what it compares:
 * - host (the label before the ending) vs common providers: editSimilarity = 1 - OSA edit distance / longer
 *   length; a host at >= 0.5 (at most half of it mistyped) is taken for the provider: hotmaol, gmial, uotlook.
 * - ending vs known endings: Jaro-Winkler, which keeps high scores for slips at the end of a shared prefix;
 *   >= 0.9 fixes 'com.bt' (0.93) or 'comm' (0.94) but leaves 'gov.br' (0.78) or 'con' (0.82) alone.
 */
export const DOMAIN_THRESHOLD = 0.5;
export const ENDING_THRESHOLD = 0.9;

/** Common providers and the domains that are correct for each (the first is the suggestion). */
export const PROVIDERS: Readonly<Record<string, readonly string[]>> = {
  gmail: ['gmail.com'],
  hotmail: ['hotmail.com', 'hotmail.com.br'],
  yahoo: ['yahoo.com.br', 'yahoo.com'],
  outlook: ['outlook.com', 'outlook.com.br'],
  uol: ['uol.com.br'],
  bol: ['bol.com.br'],
  icloud: ['icloud.com'],
  live: ['live.com'],
  terra: ['terra.com.br'],
  ig: ['ig.com.br'],
  msn: ['msn.com'],
  globo: ['globo.com'],
};

export const ENDINGS = ['com', 'com.br', 'net', 'org', 'org.br'] as const;
/** Real endings near a known one that must not be "fixed" ('com.ar' would score 0.93 against 'com.br'). */
const OTHER_VALID_ENDINGS = new Set([
  'com.ar',
  'com.pt',
  'com.uy',
  'com.mx',
  'net.br',
  'gov.br',
  'edu.br',
  'co.uk',
]);

function best<T extends string>(candidates: readonly T[], score: (c: T) => number) {
  let winner: { value: T; score: number } | null = null;
  for (const value of candidates) {
    const s = score(value);
    if (!winner || s > winner.score) winner = { value, score: s };
  }
  return winner;
}

/** Splits 'mail.acme.com.br' into subdomains 'mail', host 'acme', ending 'com.br' (2-letter country code). */
function splitDomain(domain: string) {
  const labels = domain.split('.');
  const endingSize =
    labels.length >= 3 && labels[labels.length - 1]!.length === 2 ? 2 : labels.length >= 2 ? 1 : 0;
  const ending = labels.slice(labels.length - endingSize).join('.');
  const host = labels[labels.length - endingSize - 1] ?? '';
  const subdomains = labels.slice(0, Math.max(0, labels.length - endingSize - 1));
  return { host, ending, subdomains };
}

function providerDomain(host: string, ending: string): string | null {
  const provider = best(Object.keys(PROVIDERS), (p) => editSimilarity(host, p));
  if (!provider || provider.score < DOMAIN_THRESHOLD) return null;
  const domains = PROVIDERS[provider.value]!;
  return best(domains, (d) => jaroWinkler(ending, d.slice(d.indexOf('.') + 1)))!.value;
}

function fixedEnding(ending: string): string | null {
  if ((ENDINGS as readonly string[]).includes(ending) || OTHER_VALID_ENDINGS.has(ending)) return null;
  const winner = best(ENDINGS, (e) => jaroWinkler(ending, e));
  return winner && winner.score >= ENDING_THRESHOLD ? winner.value : null;
}

/** A corrected address for a likely typo in the domain, or null when there is nothing to correct. */
export function suggestEmail(email: string): string | null {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!domain || domain.startsWith('[')) return null;
  const { host, ending, subdomains } = splitDomain(domain);
  let suggestion: string | null = null;
  if (subdomains.length === 0) {
    const provider = providerDomain(host, ending);
    if (provider) suggestion = provider;
  }
  if (!suggestion) {
    const newEnding = fixedEnding(ending);
    if (newEnding) suggestion = [...subdomains, host, newEnding].join('.');
  }
  return suggestion && suggestion !== domain ? `${local}@${suggestion}` : null;
}
