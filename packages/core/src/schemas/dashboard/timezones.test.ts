import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TIMEZONES,
  DEFAULT_DASHBOARD_TIMEZONE,
  dashboardTimezoneOf,
  findDashboardTimezone,
} from './timezones';

/** A zone's offset from UTC in hours at `instant`, read from the runtime's time zone data. */
function offsetAt(zone: string, instant: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(part)!;
  if (!match[1]) return 0;
  const hours = Number(match[2]) + Number(match[3]) / 60;
  return match[1] === '-' ? -hours : hours;
}

describe('the configured dashboard timezones', () => {
  it("each zone's tz is its standard offset (the smaller of January's and July's)", () => {
    for (const zone of DASHBOARD_TIMEZONES) {
      const january = offsetAt(zone.name, new Date('2026-01-15T12:00:00Z'));
      const july = offsetAt(zone.name, new Date('2026-07-15T12:00:00Z'));
      expect(Math.min(january, july), zone.name).toBe(zone.tz);
    }
  });

  it('labels and names are unique; the default is GMT', () => {
    const labels = DASHBOARD_TIMEZONES.map((z) => z.label);
    const names = DASHBOARD_TIMEZONES.map((z) => z.name);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(names).size).toBe(names.length);
    expect(DEFAULT_DASHBOARD_TIMEZONE).toEqual({
      name: 'Etc/GMT',
      label: 'Greenwich Mean Time (GMT)',
      tz: 0,
    });
  });

  it('finds a zone by label or IANA name, nothing else', () => {
    expect(findDashboardTimezone('Asia/Kolkata')?.tz).toBe(5.5);
    expect(findDashboardTimezone('Pacific Time (PT)')?.name).toBe('America/Los_Angeles');
    expect(findDashboardTimezone('Mars/Olympus_Mons')).toBeUndefined();
    expect(findDashboardTimezone('asia/kolkata')).toBeUndefined();
  });

  it("a row's zone: its stored name, else the first zone of its tz, else the default", () => {
    expect(dashboardTimezoneOf({ tz: 1, tz_name: 'Africa/Lagos' }).name).toBe('Africa/Lagos');
    expect(dashboardTimezoneOf({ tz: 1, tz_name: null }).name).toBe('Europe/Paris');
    expect(dashboardTimezoneOf({ tz: 4.25 })).toBe(DEFAULT_DASHBOARD_TIMEZONE);
    expect(dashboardTimezoneOf({})).toBe(DEFAULT_DASHBOARD_TIMEZONE);
  });
});
