import { describe, expect, it } from 'vitest';
import { fileExtension, isHttpUrl, normalizeFileName, validateFile } from '../../../domain/files';
import { kitSize, kitUnitValue } from '../../../domain/kit-products';
import { portalMessages } from '../../../domain/messages/portal';
import { computeNfeLine, formatAccessKey, formatNfeNumber, type NfeProductLine } from '../../../domain/nfe';

describe('kit products (SPEC §5: KIT/PACK/K/P marker, size 6..18, divided once)', () => {
  it.each([
    ['MEIA SOQUETE KIT 6', 6],
    ['CUECA BOXER PACK12', 12],
    ['CAMISETA BASICA K18 PRETA', 18],
    ['TOALHA P 10', 10],
    ['COPO AMERICANO KIT C/ 12', 12],
    ['kit-8 pano de prato', 8],
  ])('%s -> %i', (description, size) => expect(kitSize(description)).toBe(size));

  it.each(['CAMISETA P', 'KIT 5 MEIAS', 'KIT 19', 'PACK 120', 'SKIT 12', 'CAMISETA TAM 12', 'TOP10'])(
    '%s is not a kit',
    (description) => expect(kitSize(description)).toBeNull(),
  );

  it('divides the value by the size once, the first valid marker wins', () => {
    expect(kitUnitValue('MEIA KIT 6', 60)).toBe(10);
    expect(kitUnitValue('MEIA KIT 6 PACK 12', 60)).toBe(10);
    expect(kitUnitValue('KIT 3 PACK 12', 60)).toBe(5);
    expect(kitUnitValue('MEIA', 60)).toBe(60);
  });
});

describe('NF-e (SPEC §3 product line, §5 7 significant digits)', () => {
  it('formats numbers with at most 7 significant digits', () => {
    expect(formatNfeNumber(1234.5678)).toBe('1.234,568');
    expect(formatNfeNumber(0.123456789)).toBe('0,1234568');
    expect(formatNfeNumber(12345678)).toBe('12.345.680');
    expect(formatNfeNumber(10)).toBe('10');
  });

  const line: NfeProductLine = {
    unit: 'UN',
    description: 'MEIA SOQUETE KIT 6',
    qtd: 10,
    qtdFaturada: 8,
    value: 59.9,
    baseICMS: 539.1,
    icms: 18,
    codProductNf: 'MS-06',
    nf: '0001234',
    dateNf: '2026-07-01',
  };

  it('computes the line fields', () => {
    const computed = computeNfeLine(line);
    expect(computed.baseUnitariaICMS).toBeCloseTo(53.91, 10);
    expect(computed).toMatchObject({
      auxCount: 6,
      totalValue: 599,
      discountValue: 59.9,
      valIcms: 97.04,
    });
  });

  it('guards the edges: no quantity, no kit, base above the gross value', () => {
    const computed = computeNfeLine({ ...line, description: 'MEIA', qtd: 0, baseICMS: 10 });
    expect(computed).toMatchObject({
      baseUnitariaICMS: 0,
      auxCount: 1,
      totalValue: 0,
      discountValue: 0,
      valIcms: 1.8,
    });
  });
});

describe('files (SPEC §5)', () => {
  it('requires the file and checks its extension', () => {
    expect(validateFile({ label: 'Nota fiscal', fileName: null })).toBe(
      portalMessages.validation.fileMissing('Nota fiscal'),
    );
    expect(portalMessages.validation.fileMissing('Nota fiscal')).toBe('Arquivo(Nota fiscal) não informado');
    expect(validateFile({ label: 'XML', fileName: 'nota.pdf', allowed: ['.xml'] })).toBe(
      'Extensão inválida do Arquivo(XML)',
    );
    expect(validateFile({ label: 'XML', fileName: 'NOTA.XML', allowed: ['.xml'] })).toBeNull();
    expect(validateFile({ label: 'Foto', fileName: 'a.heic' })).toBeNull();
    expect(validateFile({ label: 'Foto', fileName: '', required: false })).toBeNull();
    expect(validateFile({ label: 'Foto', fileName: 'semextensao', allowed: ['png'] })).not.toBeNull();
  });

  it('lowercases names and removes accents (the stored name: more in file-names.test.ts)', () => {
    expect(normalizeFileName('Relatório Março – AÇÃO.PDF')).toBe('relatorio-marco-acao.pdf');
    expect(fileExtension('a.Tar.GZ')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
  });

  it.each([
    ['https://example.com/a.pdf', true],
    ['http://localhost:3000/x', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com/a', false],
    ['/relative/path', false],
    ['data:text/html,hi', false],
  ])('isHttpUrl(%s) = %s', (url, ok) => expect(isHttpUrl(url)).toBe(ok));
});

describe('formatAccessKey', () => {
  it('groups a 44-digit key in fours, as the DANFE prints it, and leaves anything else alone', () => {
    expect(formatAccessKey('35260311222333000181550010000012341000012345')).toBe('3526 0311 2223 3300 0181 5500 1000 0012 3410 0001 2345');
    expect(formatAccessKey('123')).toBe('123');
  });
});
