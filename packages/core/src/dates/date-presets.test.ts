import { describe, expect, it } from 'vitest';
import { datePresetRange, detectDatePreset, readDatePreset } from './date-presets';
import { previousPeriod } from './previous-period';
import { parseDateValue, wallClock } from './time-zone';

const now = new Date('2025-03-15T12:00:00.000Z');
const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

describe('date presets', () => {
  it('computes every preset in the dashboard zone', () => {
    expect(iso(datePresetRange('today', now, 'UTC'))).toEqual([
      '2025-03-15T00:00:00.000Z',
      '2025-03-15T23:59:59.999Z',
    ]);
    expect(iso(datePresetRange('yesterday', now, 'UTC'))[0]).toBe('2025-03-14T00:00:00.000Z');
    expect(iso(datePresetRange('last7days', now, 'UTC'))[0]).toBe('2025-03-09T00:00:00.000Z');
    expect(iso(datePresetRange('last30days', now, 'UTC'))[0]).toBe('2025-02-14T00:00:00.000Z');
    expect(iso(datePresetRange('monthToDate', now, 'UTC'))[0]).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(datePresetRange('lastMonth', now, 'UTC'))).toEqual([
      '2025-02-01T00:00:00.000Z',
      '2025-02-28T23:59:59.999Z',
    ]);
    expect(iso(datePresetRange('yearToDate', now, 'UTC'))[0]).toBe('2025-01-01T00:00:00.000Z');
    expect(iso(datePresetRange('lastYear', now, 'UTC'))).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-12-31T23:59:59.999Z',
    ]);
    // Tokyo is UTC+9: its 15 March starts at 15:00 UTC on the 14th.
    expect(iso(datePresetRange('today', now, 'Asia/Tokyo'))).toEqual([
      '2025-03-14T15:00:00.000Z',
      '2025-03-15T14:59:59.999Z',
    ]);
  });

  it('reads preset keys and labels', () => {
    expect(readDatePreset('last 7 days')).toBe('last7days');
    expect(readDatePreset('Month to date')).toBe('monthToDate');
    expect(readDatePreset('2025-01-01')).toBeNull();
  });

  it('detects v2 presets within one day of tolerance', () => {
    const range = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
    expect(
      detectDatePreset(range('2025-03-08T00:00:00Z', '2025-03-15T23:59:59.999Z'), now, 'UTC'),
    ).toBe('last7days');
    expect(
      detectDatePreset(range('2025-02-13T00:00:00Z', '2025-03-15T00:00:00Z'), now, 'UTC'),
    ).toBe('last30days');
    expect(
      detectDatePreset(range('2025-02-01T00:00:00Z', '2025-02-28T23:59:59.999Z'), now, 'UTC'),
    ).toBe('lastMonth');
    expect(
      detectDatePreset(range('2025-01-01T00:00:00Z', '2025-01-20T00:00:00Z'), now, 'UTC'),
    ).toBeNull();
  });
});

describe('time zones and periods', () => {
  it('reads dates without offset in the zone, instants as they are', () => {
    expect(parseDateValue('2025-03-01', 'Europe/Paris')?.toISOString()).toBe(
      '2025-02-28T23:00:00.000Z',
    );
    expect(parseDateValue('2025-03-01T10:00:00Z', 'Europe/Paris')?.toISOString()).toBe(
      '2025-03-01T10:00:00.000Z',
    );
    expect(parseDateValue('tomorrow', 'UTC')).toBeNull();
    expect(wallClock(new Date('2025-07-01T00:00:00Z'), 'America/New_York')).toBe(
      '2025-06-30 20:00:00.000',
    );
  });

  it('gives the same-length window ending 1 ms before the current start', () => {
    const prev = previousPeriod(
      new Date('2025-03-01T00:00:00.000Z'),
      new Date('2025-03-10T23:59:59.999Z'),
    );
    expect(iso(prev)).toEqual(['2025-02-19T00:00:00.000Z', '2025-02-28T23:59:59.999Z']);
  });
});
