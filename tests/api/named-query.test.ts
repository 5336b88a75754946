import { describe, expect, it } from 'vitest';
import { bindNamedQuery } from '../../server/sql/named-query';

describe('bindNamedQuery', () => {
  it('turns :token: placeholders into numbered parameters, reusing a repeated token', () => {
    const bound = bindNamedQuery('SELECT * FROM t WHERE a = :x: AND b = ANY(:entities:) OR c = :x:', { x: "1' OR '1'='1", entities: ['A'] });
    expect(bound).toEqual({ text: 'SELECT * FROM t WHERE a = $1 AND b = ANY($2) OR c = $1', params: ["1' OR '1'='1", ['A']] });
  });

  it('leaves casts alone', () => {
    expect(bindNamedQuery('SELECT 1::text::int, SUM(v)::float8 AS total', {}).text).toBe('SELECT 1::text::int, SUM(v)::float8 AS total');
  });

  it('refuses a token without a value', () => {
    expect(() => bindNamedQuery('SELECT :page:', {})).toThrow(/page/);
  });
});
