import { describe, expect, it } from 'vitest';
import { relativeTimeOf } from '../../../domain/relative-time';

const now = Date.parse('2026-07-01T15:04:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

describe("relative times in pt-BR (dayjs relativeTime, locale 'pt-br')", () => {
  it('says how long ago, in the words of the pt-br locale', () => {
    expect(relativeTimeOf(ago(10_000), now)).toBe('há poucos segundos');
    expect(relativeTimeOf(ago(minute), now)).toBe('há um minuto');
    expect(relativeTimeOf(ago(2 * minute), now)).toBe('há 2 minutos');
    expect(relativeTimeOf(ago(60 * minute), now)).toBe('há uma hora');
    expect(relativeTimeOf(ago(5 * 60 * minute), now)).toBe('há 5 horas');
    expect(relativeTimeOf(ago(3 * 24 * 60 * minute), now)).toBe('há 3 dias');
    expect(relativeTimeOf('2026-05-01T15:04:00Z', now)).toBe('há 2 meses');
  });

  it('keeps hours up to 23 and days up to 29 before rounding to a day or a month', () => {
    const hour = 60 * minute;
    const day = 24 * hour;
    expect(relativeTimeOf(ago(22 * hour), now)).toBe('há 22 horas');
    expect(relativeTimeOf(ago(23 * hour), now)).toBe('há 23 horas');
    expect(relativeTimeOf(ago(24 * hour), now)).toBe('há um dia');
    expect(relativeTimeOf(ago(26 * day), now)).toBe('há 26 dias');
    expect(relativeTimeOf(ago(29 * day), now)).toBe('há 29 dias');
    expect(relativeTimeOf(ago(31 * day), now)).toBe('há um mês');
  });

  it('reads an instant a little ahead of this clock as just now, and an invalid one as nothing', () => {
    expect(relativeTimeOf(ago(-30_000), now)).toBe('há poucos segundos');
    expect(relativeTimeOf('not a date', now)).toBe('');
  });

  it('leaves the global dayjs locale alone (English stays the default elsewhere)', async () => {
    const { default: dayjs } = await import('dayjs');
    expect(dayjs.locale()).toBe('en');
  });
});
