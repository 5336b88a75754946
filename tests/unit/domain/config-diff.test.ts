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
});
