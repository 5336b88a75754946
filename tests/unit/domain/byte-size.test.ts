import { describe, expect, it } from 'vitest';
import { byteSizeInput, formatBytes, parseByteSize } from '../../../domain/byte-size';

describe('storage sizes in pt-BR', () => {
  it('formats bytes with binary units and pt-BR decimals', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1.023 bytes');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(formatBytes(1_000_000)).toBe('976,56 KB');
    expect(formatBytes(-1)).toBe('');
  });

  it('reads typed sizes: units in any case, pt-BR decimals and thousands, plain bytes', () => {
    expect(parseByteSize('500 MB')).toBe(500 * 1024 ** 2);
    expect(parseByteSize('1,5 gb')).toBe(1.5 * 1024 ** 3);
    expect(parseByteSize('10GB')).toBe(10 * 1024 ** 3);
    expect(parseByteSize('2.048')).toBe(2048);
    expect(parseByteSize('2048 bytes')).toBe(2048);
    expect(parseByteSize(' 1000000 ')).toBe(1_000_000);
  });

  it('refuses what is not a size', () => {
    expect(parseByteSize('')).toBeNull();
    expect(parseByteSize('dez GB')).toBeNull();
    expect(parseByteSize('-5 MB')).toBeNull();
    expect(parseByteSize('5 PB')).toBeNull();
    expect(parseByteSize('1.5 GB')).toBeNull();
  });

  it('shows a stored size in the largest unit that holds it exactly, so it reads back the same', () => {
    expect(byteSizeInput(10 * 1024 ** 3)).toBe('10 GB');
    expect(byteSizeInput(512 * 1024)).toBe('512 KB');
    expect(byteSizeInput(1_000_000)).toBe('1000000');
    expect(byteSizeInput(0)).toBe('0');
    for (const bytes of [0, 1, 1_000_000, 3 * 1024 ** 2, 7 * 1024 ** 4]) expect(parseByteSize(byteSizeInput(bytes))).toBe(bytes);
  });
});
