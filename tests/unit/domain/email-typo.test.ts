import { describe, expect, it } from 'vitest';
import { suggestEmail } from '../../../domain/email-typo';
import { editSimilarity, jaroWinkler } from '../../../domain/similarity';

describe('suggestEmail: provider typos (host similarity >= 0.5)', () => {
  it.each([
    ['maria@hotmaol.com', 'maria@hotmail.com'],
    ['maria@hotamail.com', 'maria@hotmail.com'],
    ['maria@uotlook.com', 'maria@outlook.com'],
    ['maria@outlok.com', 'maria@outlook.com'],
    ['maria@gmial.com', 'maria@gmail.com'],
    ['maria@gnail.com', 'maria@gmail.com'],
    ['maria@gmailcom', 'maria@gmail.com'],
    ['maria@yahooo.com.br', 'maria@yahoo.com.br'],
    ['maria@iclod.com', 'maria@icloud.com'],
    ['Maria@Gmial.com', 'maria@gmail.com'],
  ])('%s -> %s', (typed, fixed) => expect(suggestEmail(typed)).toBe(fixed));

  it('{host}.br and wrong endings of a provider become its real domain', () => {
    expect(suggestEmail('maria@gmail.com.br')).toBe('maria@gmail.com');
    expect(suggestEmail('maria@hotmail.co')).toBe('maria@hotmail.com');
    expect(suggestEmail('maria@terra.com')).toBe('maria@terra.com.br');
    expect(suggestEmail('maria@bol.com')).toBe('maria@bol.com.br');
  });

  it('threshold edge: exactly 0.5 is a typo, below is another domain', () => {
    expect(editSimilarity('lxxe', 'live')).toBe(0.5);
    expect(suggestEmail('maria@lxxe.com')).toBe('maria@live.com');
    expect(editSimilarity('lxxx', 'live')).toBe(0.25);
    expect(suggestEmail('maria@lxxx.com')).toBeNull();
    expect(suggestEmail('maria@hotmxxx.com')).toBe('maria@hotmail.com'); // 4/7 kept
    expect(suggestEmail('maria@hotxxxx.com')).toBeNull(); // 3/7
  });
});

describe('suggestEmail: endings (Jaro-Winkler >= 0.9)', () => {
  it('fixes a slip at the end of a known ending', () => {
    expect(suggestEmail('joao@empresa.com.bt')).toBe('joao@empresa.com.br');
    expect(suggestEmail('joao@empresa.org.bt')).toBe('joao@empresa.org.br');
    expect(suggestEmail('joao@empresa.comm')).toBe('joao@empresa.com');
  });
  it('threshold edge: 0.91 is fixed, 0.82 is left alone', () => {
    expect(jaroWinkler('co', 'com')).toBeCloseTo(0.911, 3);
    expect(suggestEmail('joao@empresa.co')).toBe('joao@empresa.com');
    expect(jaroWinkler('con', 'com')).toBeCloseTo(0.822, 3);
    expect(suggestEmail('joao@empresa.con')).toBeNull();
  });
  it('leaves real endings near a known one alone', () => {
    expect(suggestEmail('joao@prefeitura.gov.br')).toBeNull();
    expect(suggestEmail('juan@empresa.com.ar')).toBeNull();
  });
});

describe('suggestEmail: nothing to correct', () => {
  it.each([
    'ana@demo.com.br',
    'joao@acme.com.br',
    'maria@gmail.com',
    'maria@hotmail.com.br',
    'maria@yahoo.com',
    'maria@uol.com.br',
    'maria@live.com',
    'ti@mail.empresa.com.br',
    'ti@ti.com.br',
    'carlos@gamma.portal.test',
    'user@[192.168.0.1]',
    'sem-arroba',
    '@gmail.com',
  ])('%s -> null', (email) => expect(suggestEmail(email)).toBeNull());

  it('a short corporate host one letter away from a provider is still offered as a suggestion (the modal shows both)', () => {
    expect(suggestEmail('ana@sol.com.br')).toBe('ana@uol.com.br');
  });
});
