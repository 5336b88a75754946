import { describe, expect, it } from 'vitest';
import { geolocationOptions, validPosition } from '../../../domain/geolocation';

describe('browser geolocation (SPEC §7, §9)', () => {
  it('asks with timeout 10000 ms and max age 300000 ms', () => {
    expect(geolocationOptions).toMatchObject({ timeout: 10_000, maximumAge: 300_000 });
  });

  it('keeps finite positions within ±90 / ±180 and refuses the rest', () => {
    expect(validPosition(-23.55, -46.63)).toEqual({ latitude: -23.55, longitude: -46.63 });
    expect(validPosition(90, -180)).toEqual({ latitude: 90, longitude: -180 });
    for (const [lat, lon] of [[90.1, 0], [0, 180.01], [Number.NaN, 0], [0, Number.POSITIVE_INFINITY], ['1', 2], [null, 2]] as const) {
      expect(validPosition(lat, lon), `${String(lat)},${String(lon)}`).toBeNull();
    }
  });
});
