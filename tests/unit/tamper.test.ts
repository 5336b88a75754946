import { describe, expect, it } from 'vitest';
import { tamperAt } from '../support/tamper';

describe('tamperAt (tests/support)', () => {
  it('always changes the chosen character, also when it already is the replacement', () => {
    expect(tamperAt('xyzAq', -2)).toBe('xyzBq');
    expect(tamperAt('xyzBq', -2)).toBe('xyzAq');
    expect(tamperAt('xyzBA', -2)).toBe('xyzAA');
    // The old inline version looked at the last character and left this one as it was.
    expect(tamperAt('xyzAB', -2)).toBe('xyzBB');
    expect(tamperAt('Abc', 0)).toBe('Bbc');
  });
});
