import { describe, expect, it } from 'vitest';
import { dashboardQueryTimeZone } from './dashboard-time-zone';

describe('dashboardQueryTimeZone', () => {
  it('is the stored IANA zone', () => {
    expect(dashboardQueryTimeZone({ tz: 9, tz_name: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(dashboardQueryTimeZone({ tz: -5, tz_name: 'America/New_York' })).toBe(
      'America/New_York',
    );
  });

  it('falls back to the listed zone of the numeric tz when no name is stored', () => {
    expect(dashboardQueryTimeZone({ tz: 1, tz_name: null })).toBe('Europe/Paris');
  });

  it('is UTC for a dashboard without a zone, the GMT default, or an unlisted offset', () => {
    expect(dashboardQueryTimeZone({})).toBe('UTC');
    expect(dashboardQueryTimeZone({ tz: null, tz_name: null })).toBe('UTC');
    expect(dashboardQueryTimeZone({ tz: 0, tz_name: 'Etc/GMT' })).toBe('UTC');
    expect(dashboardQueryTimeZone({ tz: 4.25 })).toBe('UTC');
  });

  it('never passes on a name outside the configured list', () => {
    expect(dashboardQueryTimeZone({ tz: 9, tz_name: "Asia/Tokyo'; DROP TABLE x;--" })).toBe(
      'Asia/Tokyo',
    );
    expect(dashboardQueryTimeZone({ tz_name: 'Mars/Olympus_Mons' })).toBe('UTC');
  });
});
