import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { rangeOfPath } from '../../../../renderers/admin/json-ranges';

const text = JSON.stringify(
  { company: { appTitle: 'Portal Demo', style: { color: { primary: 'azul' } }, domain: ['localhost'], modules: [{ id: 'fin', items: [] }] } },
  null,
  2,
);
const state = EditorState.create({ doc: text, extensions: [json()] });
const at = (path: string) => {
  const { from, to } = rangeOfPath(state, path);
  return text.slice(from, to);
};

describe('rangeOfPath: where the JSON editor underlines a problem and what it selects', () => {
  it("is the property's value, not the colon after its key", () => {
    expect(at('/company/style/color/primary')).toBe('"azul"');
    expect(at('/company/appTitle')).toBe('"Portal Demo"');
  });

  it('is a whole object or array when the path names one', () => {
    expect(JSON.parse(at('/company/style/color'))).toEqual({ primary: 'azul' });
    expect(JSON.parse(at('/company/domain'))).toEqual(['localhost']);
    expect(JSON.parse(at('/company/modules/0'))).toEqual({ id: 'fin', items: [] });
  });

  it('is an array member by its index', () => {
    expect(at('/company/domain/0')).toBe('"localhost"');
    expect(at('/company/modules/0/id')).toBe('"fin"');
  });

  it('falls back to the closest parent that exists, and to the first character for the root', () => {
    expect(at('/company/style/color/secondary')).toBe(at('/company/style/color'));
    expect(at('/company/domain/3')).toBe(at('/company/domain'));
    expect(at('/company/style/color/primary/x')).toBe('"azul"');
    expect(at('')).toBe('{');
    expect(at('/nothing')).toBe('{');
  });

  it('finds a member whose name holds an escaped slash or tilde', () => {
    const doc = '{"a/b": {"c~d": 1}}';
    const s = EditorState.create({ doc, extensions: [json()] });
    const { from, to } = rangeOfPath(s, '/a~1b/c~0d');
    expect(doc.slice(from, to)).toBe('1');
  });

  it('marks the key when the value is missing', () => {
    const broken = '{\n  "company": {\n    "appTitle":\n  }\n}';
    const s = EditorState.create({ doc: broken, extensions: [json()] });
    const { from, to } = rangeOfPath(s, '/company/appTitle');
    expect(broken.slice(from, to)).toBe('"appTitle"');
  });
});
