import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../domain/color-contrast';

describe('WCAG contrast', () => {
  it('gives 21:1 for black on white and 1:1 for the same colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
  });
  it('matches known pairs around the AA line', () => {
    expect(contrastRatio('#0b5cab', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffee00', '#ffffff')).toBeLessThan(1.5);
  });
  it('answers null for what is not #rgb or #rrggbb', () => {
    expect(contrastRatio('azul', '#fff')).toBeNull();
    expect(contrastRatio('#11223344', '#fff')).toBeNull();
  });
});
