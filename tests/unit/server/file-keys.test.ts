import { describe, expect, it } from 'vitest';
import { normalizeFileName } from '../../../domain/files';
import { cleanPath, newFileKey, parseFileKey, safeKeySegment, storeKeyOf, tenantKeyOf } from '../../../server/files/file-keys';

describe('file keys', () => {
  it('key segments are lowercased, without accents, with anything unsafe turned into "-" (SPEC §5)', () => {
    expect(safeKeySegment('Cadastros-Documentos')).toBe('cadastros-documentos');
    expect(safeKeySegment('../../etc/passwd')).toBe('passwd');
    expect(safeKeySegment('...')).toBe('arquivo');
  });

  it('a key made of a normalised name is one parseFileKey accepts, and so is one of the older names', () => {
    for (const name of ['Relatório Março – Final 😀.PDF', `${'x'.repeat(300)}.pdf`, 'Nota Fiscal (1).xml']) {
      const key = newFileKey('documentos', normalizeFileName(name), true);
      expect(parseFileKey(key)).toBe(key);
    }
    expect(parseFileKey('documentos/0123456789abcdef-nota-fiscal-1-.xml')).toBe('documentos/0123456789abcdef-nota-fiscal-1-.xml');
  });

  it('paths keep safe segments and refuse climbing out', () => {
    expect(cleanPath(undefined)).toBe('uploads');
    expect(cleanPath('/Notas Fiscais/2026/')).toBe('notas-fiscais/2026');
    expect(() => cleanPath('a/../b')).toThrow('Caminho do arquivo inválido.');
    expect(() => cleanPath('a//b')).toThrow('Caminho do arquivo inválido.');
  });

  it('keys are unique by default and scoped by tenant in the store', () => {
    expect(newFileKey('docs', 'a.pdf', true)).toMatch(/^docs\/[0-9a-f]{16}-a\.pdf$/);
    expect(newFileKey('docs', 'a.pdf', false)).toBe('docs/a.pdf');
    expect(storeKeyOf('acme', 'docs/a.pdf')).toBe('t/acme/docs/a.pdf');
    expect(tenantKeyOf('acme', 't/acme/docs/a.pdf')).toBe('docs/a.pdf');
    expect(tenantKeyOf('acme', 't/acmex/docs/a.pdf')).toBeNull();
    expect(tenantKeyOf('acme', 't/gamma/docs/a.pdf')).toBeNull();
    expect(() => parseFileKey('docs/../a.pdf')).toThrow();
    expect(() => parseFileKey('DOCS/a.pdf')).toThrow();
    expect(parseFileKey('docs/a.pdf')).toBe('docs/a.pdf');
  });
});
