import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidEmailList, maskEmail, normalizeEmail } from '../../../domain/email';

describe('isValidEmail', () => {
  it.each([
    'ana@demo.com.br',
    'user+tag@gmail.com',
    'first.last@sub.example.org',
    "o'brien@example.ie",
    '"john doe"@example.com',
    '"a@b"@example.com',
    'user@[192.168.0.1]',
    'x@a-b.co',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'ana',
    'ana@',
    '@demo.com',
    'ana@demo',
    'ana@demo.c',
    'ana demo@demo.com',
    'a..b@demo.com',
    '.a@demo.com',
    'a.@demo.com',
    'ana@@demo.com',
    'user@[300.1.1.1]',
    'user@[1.2.3]',
    'a@b.com;c@d.com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('isValidEmailList', () => {
  it('accepts one or several addresses separated by ";" (spaces and a trailing ";" tolerated)', () => {
    expect(isValidEmailList('ana@demo.com.br')).toBe(true);
    expect(isValidEmailList('ana@demo.com.br; admin@demo.com.br;"john doe"@example.com;')).toBe(true);
  });
  it('rejects a list with any invalid address, or no address', () => {
    expect(isValidEmailList('ana@demo.com.br;admin@')).toBe(false);
    expect(isValidEmailList('ana@demo.com.br,admin@demo.com.br')).toBe(false);
    expect(isValidEmailList(' ; ')).toBe(false);
  });
});

describe('normalizeEmail and maskEmail', () => {
  it('trims and lowercases', () => expect(normalizeEmail('  Ana@Demo.COM.br ')).toBe('ana@demo.com.br'));
  it('shows the first half of the local part, then asterisks', () => {
    expect(maskEmail('ana.souza@demo.com.br')).toBe('ana.*****@demo.com.br');
    expect(maskEmail('joao@acme.com.br')).toBe('jo**@acme.com.br');
    expect(maskEmail('a@x.com')).toBe('*@x.com');
    expect(maskEmail('sem-arroba')).toBe('sem-arroba');
  });
});
