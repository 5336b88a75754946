// String similarities in [0, 1] used by the e-mail typo suggester (domain/email-typo.ts).

/** Optimal-string-alignment distance: Levenshtein plus adjacent transpositions ('gmial' -> 'gmail' is 1). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]![j]!;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      rows[i]![j] = best;
    }
  }
  return at(a.length, b.length);
}

/** 1 - editDistance / longer length: 0.5 means at most half of the characters had to change. */
export function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** Jaro-Winkler similarity (prefix scale 0.1, prefix up to 4): rewards a shared beginning, as in 'com.bt'. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const usedB = new Array<boolean>(b.length).fill(false);
  const matchedA: string[] = [];
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j <= Math.min(b.length - 1, i + window); j++) {
      if (!usedB[j] && a[i] === b[j]) {
        usedB[j] = true;
        matchedA.push(a[i]!);
        break;
      }
    }
  }
  const m = matchedA.length;
  if (m === 0) return 0;
  const matchedB = [...b].filter((_, j) => usedB[j]);
  const transpositions = matchedA.filter((c, k) => c !== matchedB[k]).length / 2;
  const jaro = (m / a.length + m / b.length + (m - transpositions) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] !== undefined && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}
