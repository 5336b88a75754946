import { describe, expect, it } from 'vitest';
import { diffConfig } from '../../../domain/config-diff';

describe('diffConfig (versions side by side, by JSON path)', () => {
  it('finds nothing between equal documents', () => {
    const doc = { company: { appName: 'Portal', modules: [{ id: 'a', items: [] }] }, server: {} };
    expect(diffConfig(doc, structuredClone(doc))).toEqual([]);
  });

  it('lists added, removed and changed leaves at their JSON paths, in document order', () => {
    const before = { company: { appName: 'Portal', style: { color: { primary: '#0b5cab', active: '#e07a00' } } } };
    const after = { company: { appName: 'Portal Novo', style: { color: { primary: '#0b5cab', secondary: '#12355b' } } } };
    expect(diffConfig(before, after)).toEqual([
      { kind: 'changed', path: '/company/appName', before: 'Portal', after: 'Portal Novo' },
      { kind: 'removed', path: '/company/style/color/active', before: '#e07a00' },
      { kind: 'added', path: '/company/style/color/secondary', after: '#12355b' },
    ]);
  });

  it('compares arrays by index and reports members beyond the shorter one as added or removed', () => {
    const before = { groups: ['financeiro', 'admin'] };
    const after = { groups: ['financeiro', 'compras', 'ti'] };
    expect(diffConfig(before, after)).toEqual([
      { kind: 'changed', path: '/groups/1', before: 'admin', after: 'compras' },
      { kind: 'added', path: '/groups/2', after: 'ti' },
    ]);
    expect(diffConfig(after, before).map((c) => [c.kind, c.path])).toEqual([
      ['changed', '/groups/1'],
      ['removed', '/groups/2'],
    ]);
  });

  it('reports a value that changes type as one change at its path, and escapes keys per RFC 6901', () => {
    expect(diffConfig({ chat: { type: 'tawk' } }, { chat: 'none' })).toEqual([
      { kind: 'changed', path: '/chat', before: { type: 'tawk' }, after: 'none' },
    ]);
    expect(diffConfig({ blockedAccess: { 'a/b~c': 'x' } }, { blockedAccess: { 'a/b~c': 'y' } })[0]?.path).toBe('/blockedAccess/a~1b~0c');
    expect(diffConfig('a', 'b')).toEqual([{ kind: 'changed', path: '', before: 'a', after: 'b' }]);
  });

  it('matches members by id: removing the first of many modules is one entry, not every field after it', () => {
    const module = (id: string) => ({ id, title: `Módulo ${id}`, items: [{ id: `${id}-1`, title: 'Item' }] });
    const before = { company: { modules: ['a', 'b', 'c', 'd'].map(module) } };
    const after = { company: { modules: ['b', 'c', 'd'].map(module) } };
    expect(diffConfig(before, after)).toEqual([{ kind: 'removed', path: '/company/modules/0', before: module('a') }]);
    expect(diffConfig(after, before)).toEqual([{ kind: 'added', path: '/company/modules/0', after: module('a') }]);
  });

  it('reports a new order once at the list, and compares each kept member at its new index', () => {
    const before = { modules: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }] };
    const after = { modules: [{ id: 'b', title: 'B' }, { id: 'a', title: 'A2' }, { id: 'd', title: 'D' }] };
    expect(diffConfig(before, after)).toEqual([
      { kind: 'reordered', path: '/modules', before: { a: 0 }, after: { a: 1 } },
      { kind: 'removed', path: '/modules/2', before: { id: 'c', title: 'C' } },
      { kind: 'changed', path: '/modules/1/title', before: 'A', after: 'A2' },
      { kind: 'added', path: '/modules/2', after: { id: 'd', title: 'D' } },
    ]);
  });

  it('names only the members that moved, however long the list', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `modulo-${i + 1}`);
    const list = (order: string[]) => ({ modules: order.map((id) => ({ id })) });
    const seventhLast = [...ids.slice(0, 6), ...ids.slice(7), ids[6]!];
    expect(diffConfig(list(ids), list(seventhLast))).toEqual([{ kind: 'reordered', path: '/modules', before: { 'modulo-7': 6 }, after: { 'modulo-7': 199 } }]);
    const swapped = [ids[1]!, ids[0]!, ...ids.slice(2, 199), 'novo'];
    expect(diffConfig(list(ids), list(swapped))).toEqual([
      { kind: 'reordered', path: '/modules', before: { 'modulo-1': 0 }, after: { 'modulo-1': 1 } },
      { kind: 'removed', path: '/modules/199', before: { id: 'modulo-200' } },
      { kind: 'added', path: '/modules/199', after: { id: 'novo' } },
    ]);
    expect(diffConfig(list(ids), list([...ids].reverse()))[0]).toMatchObject({ kind: 'reordered', before: expect.any(Object) });
    expect(Object.keys((diffConfig(list(ids), list([...ids].reverse()))[0] as { before: object }).before)).toHaveLength(199);
  });

  it('keeps comparing by index where a member has no id or two share one', () => {
    const shared = { list: [{ id: 'a', v: 1 }, { id: 'a', v: 2 }] };
    expect(diffConfig(shared, { list: [{ id: 'a', v: 2 }, { id: 'a', v: 1 }] }).map((c) => c.path)).toEqual(['/list/0/v', '/list/1/v']);
    expect(diffConfig({ list: [{ v: 1 }, { id: 'b' }] }, { list: [{ id: 'b' }] }).map((c) => [c.kind, c.path])).toEqual([
      ['removed', '/list/0/v'],
      ['added', '/list/0/id'],
      ['removed', '/list/1'],
    ]);
  });
});
