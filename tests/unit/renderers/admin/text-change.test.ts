import { describe, expect, it } from 'vitest';
import { smallestChange } from '../../../../renderers/admin/text-change';

const apply = (before: string, change: ReturnType<typeof smallestChange>) =>
  change ? before.slice(0, change.from) + change.insert + before.slice(change.to) : before;

describe('smallestChange', () => {
  it('is null for equal texts', () => {
    expect(smallestChange('{"a": 1}', '{"a": 1}')).toBeNull();
  });

  it('replaces only the edited value of a large document', () => {
    const before = `{\n  "company": {\n    "appName": "Portal",\n${'    "x": 1,\n'.repeat(5000)}    "y": 2\n  }\n}\n`;
    const after = before.replace('"Portal"', '"Portal Nova"');
    const change = smallestChange(before, after);
    expect(change).toEqual({ from: before.indexOf('"Portal"') + 7, to: before.indexOf('"Portal"') + 7, insert: ' Nova' });
    expect(apply(before, change)).toBe(after);
  });

  it('keeps the common end apart from the common start when the texts repeat (no overlap)', () => {
    expect(smallestChange('aaa', 'aaaa')).toEqual({ from: 3, to: 3, insert: 'a' });
    expect(smallestChange('aaaa', 'aa')).toEqual({ from: 2, to: 4, insert: '' });
    expect(apply('abab', smallestChange('abab', 'ab'))).toBe('ab');
  });

  it('covers everything between two distant edits, and empty texts', () => {
    const change = smallestChange('1 middle 2', 'X middle Y');
    expect(change).toEqual({ from: 0, to: 10, insert: 'X middle Y' });
    expect(apply('', smallestChange('', 'abc'))).toBe('abc');
    expect(apply('abc', smallestChange('abc', ''))).toBe('');
  });
});
