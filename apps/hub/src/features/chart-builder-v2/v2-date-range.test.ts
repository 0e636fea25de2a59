import { describe, expect, it } from 'vitest';
import {
  dayRangeIso,
  defaultDateRange,
  presetRange,
  rangePreset,
  V2_DATE_PRESETS,
} from './v2-date-range';

const NOW = new Date('2025-03-15T10:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('v2 date presets', () => {
  it('lists the six v2 presets', () => {
    expect(V2_DATE_PRESETS).toEqual([
      'last7days',
      'last30days',
      'monthToDate',
      'lastMonth',
      'yearToDate',
      'lastYear',
    ]);
  });

  it('computes UTC ranges ending at 23:59:59.999', () => {
    expect(presetRange('last7days', NOW)).toEqual([
      '2025-03-09T00:00:00.000Z',
      '2025-03-15T23:59:59.999Z',
    ]);
    expect(presetRange('last30days', NOW)[0]).toBe('2025-02-14T00:00:00.000Z');
    expect(presetRange('monthToDate', NOW)[0]).toBe('2025-03-01T00:00:00.000Z');
    expect(presetRange('lastMonth', NOW)).toEqual([
      '2025-02-01T00:00:00.000Z',
      '2025-02-28T23:59:59.999Z',
    ]);
    expect(presetRange('yearToDate', NOW)[0]).toBe('2025-01-01T00:00:00.000Z');
    expect(presetRange('lastYear', NOW)).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-12-31T23:59:59.999Z',
    ]);
  });

  it('defaults a new date filter to the last 7 days', () => {
    expect(defaultDateRange(NOW)).toEqual(presetRange('last7days', NOW));
  });

  it('detects presets within 1 day of tolerance', () => {
    const end = Date.parse('2025-03-15T23:59:59.999Z');
    expect(rangePreset([iso(end - 6 * DAY), iso(end)], NOW)).toBe('last7days');
    expect(rangePreset([iso(end - 8 * DAY), iso(end)], NOW)).toBe('last7days');
    expect(rangePreset([iso(end - 29 * DAY), iso(end)], NOW)).toBe('last30days');
    expect(rangePreset([iso(end - 31 * DAY), iso(end)], NOW)).toBe('last30days');
    expect(rangePreset([iso(end - 12 * DAY), iso(end)], NOW)).toBeNull();
    expect(rangePreset(presetRange('lastYear', NOW), NOW)).toBe('lastYear');
    expect(rangePreset(presetRange('monthToDate', NOW), NOW)).toBe('monthToDate');
    expect(rangePreset(['nope', 'x'], NOW)).toBeNull();
  });

  it('turns calendar days into a whole-day range', () => {
    expect(dayRangeIso('2025-01-01', '2025-01-31')).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-01-31T23:59:59.999Z',
    ]);
  });
});
