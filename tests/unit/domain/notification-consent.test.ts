import { describe, expect, it } from 'vitest';
import { latestConfigurationDate, needsNotificationConsent } from '../../../domain/notification-consent';

describe('notification consent (SPEC §4)', () => {
  it('latestConfigurationDate is the newest channel configuration', () => {
    const notifications = {
      whatsapp: { status: true, configurationDate: '2026-01-10T12:00:00.000Z' },
      sms: { status: false, configurationDate: '2026-03-01T00:00:00.000Z' },
    };
    expect(latestConfigurationDate({ notifications })).toBe('2026-03-01T00:00:00.000Z');
    expect(latestConfigurationDate({})).toBeNull();
  });
  it('needed when the user has no revisionDate, or it is older than the latest configuration', () => {
    expect(needsNotificationConsent('2026-01-10T12:00:00.000Z', null)).toBe(true);
    expect(needsNotificationConsent('2026-01-10T12:00:00.000Z', undefined)).toBe(true);
    expect(needsNotificationConsent('2026-01-10T12:00:00.000Z', '2026-01-10T11:59:59.000Z')).toBe(true);
  });
  it('not needed when revised at or after it, or when the company configured nothing', () => {
    expect(needsNotificationConsent('2026-01-10T12:00:00.000Z', '2026-01-10T12:00:00.000Z')).toBe(false);
    expect(needsNotificationConsent('2026-01-10T12:00:00.000Z', '2026-02-01T08:00:00.000Z')).toBe(false);
    expect(needsNotificationConsent(null, null)).toBe(false);
  });
});
