import { describe, expect, it } from 'vitest';
import { editDistance, editSimilarity, jaroWinkler } from '../../../domain/similarity';

describe('similarity measures', () => {
  it('editDistance counts an adjacent swap as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('uotlook', 'outlook')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('editSimilarity is 1 - distance / longer length', () => {
    expect(editSimilarity('hotmaol', 'hotmail')).toBeCloseTo(6 / 7);
    expect(editSimilarity('', '')).toBe(1);
    expect(editSimilarity('abc', 'xyz')).toBe(0);
  });
  it('jaroWinkler matches the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });
});
