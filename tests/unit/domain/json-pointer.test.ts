import { describe, expect, it } from 'vitest';
import { memberOfSegment, pointerParts, pointerSegment } from '../../../domain/json-pointer';

describe('JSON pointers (RFC 6901)', () => {
  it("escapes '~' before '/' in a segment, and undoes it in the opposite order", () => {
    expect(pointerSegment('a/b~c')).toBe('a~1b~0c');
    expect(pointerSegment('~1')).toBe('~01');
    expect(memberOfSegment('~01')).toBe('~1');
    expect(pointerSegment(3)).toBe('3');
    for (const key of ['plain', 'a/b', '~', '~0~1/', '']) expect(memberOfSegment(pointerSegment(key))).toBe(key);
  });

  it('splits a path into its member names', () => {
    expect(pointerParts('/company/style/color')).toEqual(['company', 'style', 'color']);
    expect(pointerParts('/modules/0/a~1b~0c')).toEqual(['modules', '0', 'a/b~c']);
    expect(pointerParts('')).toEqual([]);
  });
});
