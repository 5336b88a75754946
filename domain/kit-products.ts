// SPEC §5 kit products: a description with a KIT/PACK/K/P marker followed by a size 6..18 sells that many units
// as one; the unit value is the line value divided by that size, once (never compounded).

export const KIT_MIN_SIZE = 6;
export const KIT_MAX_SIZE = 18;

/**
 * The marker must start a word and be followed by the size, optionally after spaces, 'C/', 'X', ':' or '-':
 * 'KIT 12', 'PACK6', 'K12', 'P 6', 'KIT C/ 10', 'PACK X 8'. A size outside 6..18 is not a kit size.
 */
const KIT_MARKER = /(?:^|[^0-9A-Z])(KIT|PACK|K|P)\s*(?:C\/|X|:|-)?\s*(\d{1,2})(?!\d)/gi;

/** The kit size named in a description, or null (first marker with a size 6..18 wins). */
export function kitSize(description: string): number | null {
  for (const match of description.matchAll(KIT_MARKER)) {
    const size = Number(match[2]);
    if (size >= KIT_MIN_SIZE && size <= KIT_MAX_SIZE) return size;
  }
  return null;
}

/** The value of one unit: kitUnitValue('CAMISETA KIT 6', 60) -> 10; without a kit marker, the value itself. */
export function kitUnitValue(description: string, value: number): number {
  const size = kitSize(description);
  return size === null ? value : value / size;
}
