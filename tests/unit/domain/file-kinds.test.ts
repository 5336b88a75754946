import { describe, expect, it } from 'vitest';
import { checkFileType, sniffKind } from '../../../domain/file-kinds';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('sniffKind reads the real type from the first bytes', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['zip', bytes('PK', [3, 4, 20, 0])],
    ['xml', bytes('\uFEFF<?xml version="1.0"?><nfe/>')],
    ['xml', bytes('  <NFe xmlns="x"></NFe>')],
    ['text', bytes('nome;valor\nJoão;10\n')],
  ] as const)('%s', (kind, sample) => {
    expect(sniffKind(sample)).toBe(kind);
  });

  it('knows nothing of executables, unknown binaries and empty files', () => {
    expect(sniffKind(bytes('MZ', [0x90, 0, 3, 0, 0, 0]))).toBeNull();
    expect(sniffKind(bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1]))).toBeNull();
    expect(sniffKind(bytes('abc', [0], 'def'))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
  });
});

describe('checkFileType: the extension must be allowed and match the bytes', () => {
  const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it('accepts a matching file with the served type from the extension, never from a header', () => {
    expect(checkFileType('nota.pdf', bytes('%PDF-1.4'))).toEqual({ ok: true, extension: 'pdf', contentType: 'application/pdf' });
    expect(checkFileType('planilha.xlsx', bytes('PK', [3, 4]))).toMatchObject({ ok: true, extension: 'xlsx' });
    expect(checkFileType('dados.txt', bytes('<b>texto</b>'))).toMatchObject({ ok: true });
  });
  it('refuses a PNG named .pdf and an executable renamed to .txt (content)', () => {
    expect(checkFileType('nota.pdf', png)).toEqual({ ok: false, reason: 'content' });
    expect(checkFileType('leia.txt', bytes('MZ', [0x90, 0, 3, 0]))).toEqual({ ok: false, reason: 'content' });
    expect(checkFileType('nota.xml', bytes('só texto'))).toEqual({ ok: false, reason: 'content' });
  });
  it('refuses unknown extensions and those outside the item list (extension)', () => {
    expect(checkFileType('setup.exe', bytes('MZ'))).toEqual({ ok: false, reason: 'extension' });
    expect(checkFileType('foto.png', png, ['pdf', '.XML'])).toEqual({ ok: false, reason: 'extension' });
    expect(checkFileType('nota.PDF', bytes('%PDF-'), ['.pdf'])).toMatchObject({ ok: true });
  });
});
