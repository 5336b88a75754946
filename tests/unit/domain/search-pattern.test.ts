import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../../domain/search-pattern';

describe('containsPattern (ILIKE ... ESCAPE backslash)', () => {
  it('wraps the text in % and escapes the wildcards and the escape character', () => {
    expect(containsPattern('admin')).toBe('%admin%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\dir')).toBe('%c:\\\\dir%');
  });
});
