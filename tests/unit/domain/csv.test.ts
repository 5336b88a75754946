import { describe, expect, it } from 'vitest';
import { csvField, csvText, utf8Bom } from '../../../domain/csv';

describe('CSV for pt-BR Excel', () => {
  it('leaves plain cells alone and quotes cells with the separator, quotes or line breaks (quotes doubled)', () => {
    expect(csvField('ana@demo.com.br')).toBe('ana@demo.com.br');
    expect(csvField('1,5')).toBe('1,5');
    expect(csvField('Silva; Souza')).toBe('"Silva; Souza"');
    expect(csvField('O "Chefe"')).toBe('"O ""Chefe"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+5511999')).toBe("'+5511999");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-1')).toBe("'-1");
  });

  it('joins rows with ; and CRLF, ending with a line break; another separator quotes by that one', () => {
    expect(csvText([['E-mail', 'Nome'], ['a@b.com', 'Ana; Bia']])).toBe('E-mail;Nome\r\na@b.com;"Ana; Bia"\r\n');
    expect(csvText([['a,b', 'c;d']], ',')).toBe('"a,b",c;d\r\n');
    expect(utf8Bom).toBe('\uFEFF');
    expect(Buffer.from(utf8Bom, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
