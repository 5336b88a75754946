import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { completionData } from '../../../../renderers/admin/completion-data';

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [json()] });
const modules = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `modulo-${i}`, title: `Módulo ${i}`, items: [] }));
const large = JSON.stringify({ company: { id: 'bench', modules: modules(3000) } }, null, 2);

describe('completionData', () => {
  it("reads a small draft the library's way: a forgiving parse mid-edit, and its pointers", () => {
    const read = completionData();
    const { data, pointers } = read(stateOf('{"company": {"id": "local", "modules": [{"id": "financeiro"'));
    expect(data).toEqual({ company: { id: 'local', modules: [{ id: 'financeiro' }] } });
    expect(pointers.size).toBeGreaterThan(0);
  });

  it("reads a large draft with JSON.parse and maps no pointers", () => {
    expect(large.length).toBeGreaterThan(100_000);
    const { data, pointers } = completionData()(stateOf(large));
    expect((data as { company: { modules: unknown[] } }).company.modules).toHaveLength(3000);
    expect(pointers.size).toBe(0);
  });

  it('gives the last document that parsed while a large draft is mid-edit, and null before any did', () => {
    const read = completionData();
    const midEdit = large.replace('"title": "Módulo 7"', '"title": "Módulo 7", "ro');
    expect(read(stateOf(midEdit)).data).toBeNull();
    const parsed = read(stateOf(large)).data;
    expect(read(stateOf(midEdit)).data).toBe(parsed);
  });
});
