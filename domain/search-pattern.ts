/** The escape character of containsPattern's LIKE patterns: use `ILIKE $n ESCAPE '\'`. */
export const likeEscape = '\\';

/** A LIKE/ILIKE pattern matching text that contains `search` literally (its %, _ and \ escaped). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => likeEscape + c)}%`;
}
