import { describe, expect, it } from 'vitest';
import { fileSizeProblem, MAX_FILE_NAME_LENGTH, normalizeFileName, parseMaxFileBytes } from '../../../domain/files';

// One name rule for the browser (it goes in the `filename` header, which fetch limits to Latin-1) and the server
// (the stored name): what the success message says is what the list shows.
describe('normalizeFileName (SPEC §5: lowercased, accents removed; the stored name)', () => {
  it.each([
    ['Relatório março.pdf', 'relatorio-marco.pdf'],
    ['Relatório Março – AÇÃO.PDF', 'relatorio-marco-acao.pdf'],
    ['a–b.pdf', 'a-b.pdf'],
    ['contrato 😀.pdf', 'contrato.pdf'],
    ['😀.pdf', 'arquivo.pdf'],
    ['日本語.pdf', 'arquivo.pdf'],
    ['nº 12 – 1ª via.pdf', 'no-12-1a-via.pdf'],
    ['Straße Ærø.pdf', 'strasse-aero.pdf'],
    ['Nota Fiscal (1).xml', 'nota-fiscal-1.xml'],
    ['C:\\Users\\ana\\Nota Fiscal.xml', 'nota-fiscal.xml'],
    ['../../etc/passwd', 'passwd'],
    ['...', 'arquivo'],
    ['a.Tar.GZ', 'a.tar.gz'],
    ['nota.versao-final', 'nota.versao-final'],
  ])('%s -> %s', (name, stored) => {
    expect(normalizeFileName(name)).toBe(stored);
  });

  it('gives names a Latin-1 header takes (ASCII letters, digits, ".", "_" and "-")', () => {
    for (const name of ['a–b.pdf', 'contrato 😀.pdf', 'Relatório “final”.docx', 'x\u0000y.csv']) {
      expect(normalizeFileName(name)).toMatch(/^[a-z0-9._-]+$/);
    }
  });

  it('shortens a long name to MAX_FILE_NAME_LENGTH keeping its extension', () => {
    const stored = normalizeFileName(`${'Relatório '.repeat(20)}.pdf`);
    expect(stored.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(stored).toMatch(/^relatorio-relatorio-.*[a-z]\.pdf$/);
    expect(normalizeFileName('x'.repeat(300))).toBe('x'.repeat(MAX_FILE_NAME_LENGTH));
  });

  it('changes nothing the second time (the server normalises what the browser sent)', () => {
    for (const name of ['Relatório Março – AÇÃO.PDF', 'contrato 😀.pdf', `${'a-'.repeat(100)}b.pdf`, 'a.b.😀', ' .x. ', 'nota.versao-final']) {
      const once = normalizeFileName(name);
      expect(normalizeFileName(once)).toBe(once);
    }
  });
});

describe('file size limit', () => {
  it('refuses a file past the limit in pt-BR, with the limit in binary units', () => {
    expect(fileSizeProblem('a.pdf', 10 * 1024 * 1024 + 1, 10 * 1024 * 1024)).toBe('O Arquivo(a.pdf) passa do tamanho máximo de 10 MB.');
    expect(fileSizeProblem('a.pdf', 10 * 1024 * 1024, 10 * 1024 * 1024)).toBeNull();
  });

  it.each([
    ['10485760', 10485760],
    [' 20 ', 20],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('reads the max-file-bytes header %j as %j', (header, limit) => {
    expect(parseMaxFileBytes(header)).toBe(limit);
  });
});
