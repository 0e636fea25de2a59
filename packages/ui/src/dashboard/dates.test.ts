import { describe, expect, it } from 'vitest';
import { dayInZone, presetRange, rangeToValue, valueToDay, zonedIso } from './dates';

// Dashboard date filter presets are read in the dashboard's zone (decision 021), with the zone's
// daylight saving from Intl, never a fixed offset.

describe('presetRange in a zone', () => {
  it('"today" is the day it is in the dashboard zone', () => {
    const now = new Date('2025-03-15T20:00:00Z'); // 16 March in Tokyo, 15 March in New York
    expect(presetRange('today', now, 'Asia/Tokyo')).toEqual(['2025-03-16', '2025-03-16']);
    expect(presetRange('today', now, 'UTC')).toEqual(['2025-03-15', '2025-03-15']);
    expect(presetRange('yesterday', now, 'Asia/Tokyo')).toEqual(['2025-03-15', '2025-03-15']);
    expect(presetRange('last7Days', now, 'Asia/Tokyo')).toEqual(['2025-03-10', '2025-03-16']);
    const early = new Date('2025-01-01T03:00:00Z'); // still 31 December in Los Angeles
    expect(presetRange('yearToDate', early, 'America/Los_Angeles')).toEqual([
      '2024-01-01',
      '2024-12-31',
    ]);
    expect(presetRange('monthToDate', early, 'Asia/Tokyo')).toEqual(['2025-01-01', '2025-01-01']);
    expect(presetRange('last30Days', early, 'UTC')).toEqual(['2024-12-03', '2025-01-01']);
  });

  it('counts calendar days across a daylight-saving change', () => {
    // New York springs forward on 9 March 2025 (a 23-hour day) and falls back on 2 November.
    const afterSpring = new Date('2025-03-12T15:00:00Z');
    expect(presetRange('last7Days', afterSpring, 'America/New_York')).toEqual([
      '2025-03-06',
      '2025-03-12',
    ]);
    // 03:30 UTC on 10 March is still 9 March (EDT, UTC-4) in New York.
    expect(dayInZone(new Date('2025-03-10T03:30:00Z'), 'America/New_York')).toBe('2025-03-09');
    expect(presetRange('yesterday', new Date('2025-11-03T04:30:00Z'), 'America/New_York')).toEqual([
      '2025-11-01',
      '2025-11-01',
    ]);
  });
});

describe('rangeToValue in a zone', () => {
  it("sends the zone's day bounds with the offset of that moment", () => {
    expect(rangeToValue('2025-03-10', '2025-03-16', true, 'Asia/Tokyo')).toEqual([
      '2025-03-10T00:00:00.000+09:00',
      '2025-03-16T23:59:59.999+09:00',
    ]);
    expect(rangeToValue('2025-03-10', '2025-03-16', true, 'UTC')).toEqual([
      '2025-03-10T00:00:00.000Z',
      '2025-03-16T23:59:59.999Z',
    ]);
    expect(rangeToValue('2025-03-10', '2025-03-16', false, 'Asia/Tokyo')).toEqual([
      '2025-03-10',
      '2025-03-16',
    ]);
  });

  it('takes each end at its own offset across a daylight-saving change', () => {
    // A range over New York's spring-forward day: starts in EST (-05:00), ends in EDT (-04:00).
    const [start, end] = rangeToValue('2025-03-08', '2025-03-09', true, 'America/New_York');
    expect(start).toBe('2025-03-08T00:00:00.000-05:00');
    expect(end).toBe('2025-03-09T23:59:59.999-04:00');
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(47 * 3_600_000 - 1);
    // Paris falls back on 26 October 2025: that day has 25 hours.
    const [s, e] = rangeToValue('2025-10-26', '2025-10-26', true, 'Europe/Paris');
    expect([s, e]).toEqual(['2025-10-26T00:00:00.000+02:00', '2025-10-26T23:59:59.999+01:00']);
    expect(new Date(e).getTime() - new Date(s).getTime()).toBe(25 * 3_600_000 - 1);
    // Half-hour zones keep their minutes.
    expect(zonedIso('2025-06-01', '00:00:00.000', 'Asia/Kolkata')).toBe(
      '2025-06-01T00:00:00.000+05:30',
    );
  });

  it('keeps the picked day readable from the value', () => {
    const [start, end] = rangeToValue('2025-03-10', '2025-03-16', true, 'Pacific/Auckland');
    expect([valueToDay(start), valueToDay(end)]).toEqual(['2025-03-10', '2025-03-16']);
  });
});
