/** SPEC §7 "Browser geolocation" / §9: timeout 10000 ms, max age (cache) 300000 ms. */
export const geolocationOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 } as const;

export type Position = { latitude: number; longitude: number };

/** A position the session can store: finite numbers within latitude ±90 and longitude ±180. */
export function validPosition(latitude: unknown, longitude: unknown): Position | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
