import {
  endOfDay,
  endOfMonth,
  endOfYear,
  startOfDay,
  startOfMonth,
  startOfYear,
  subDays,
  subMonths,
  subYears,
} from 'date-fns';
import type { DatePresetKey } from '../schemas/filter/date-preset';
import { DATE_PRESET_LABELS } from '../schemas/filter/date-preset';
import { inZone, toInstant } from './time-zone';

export interface DateRange {
  start: Date;
  end: Date;
}

/**
 * The range of a date preset at `now`, in `zone` (the dashboard's zone): days start at 00:00 and
 * end at 23:59:59.999 there (charts.md §9, filters-and-rendering.md §9).
 */
export function datePresetRange(key: DatePresetKey, now: Date, zone: string): DateRange {
  const today = inZone(now, zone);
  const range = (start: Date, end: Date): DateRange => ({
    start: toInstant(start),
    end: toInstant(end),
  });
  switch (key) {
    case 'today':
      return range(startOfDay(today), endOfDay(today));
    case 'yesterday': {
      const day = subDays(today, 1);
      return range(startOfDay(day), endOfDay(day));
    }
    case 'last7days':
      return range(startOfDay(subDays(today, 6)), endOfDay(today));
    case 'last30days':
      return range(startOfDay(subDays(today, 29)), endOfDay(today));
    case 'monthToDate':
      return range(startOfMonth(today), endOfDay(today));
    case 'lastMonth': {
      const month = subMonths(startOfMonth(today), 1);
      return range(month, endOfMonth(month));
    }
    case 'yearToDate':
      return range(startOfYear(today), endOfDay(today));
    case 'lastYear': {
      const year = subYears(startOfYear(today), 1);
      return range(year, endOfYear(year));
    }
  }
}

const KEYS = Object.keys(DATE_PRESET_LABELS) as DatePresetKey[];

/** A preset named by its key ('last7days') or its label, any case ('Last 7 days'); else null. */
export function readDatePreset(value: unknown): DatePresetKey | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  return (
    KEYS.find((k) => k.toLowerCase() === text || DATE_PRESET_LABELS[k].toLowerCase() === text) ??
    null
  );
}

const DAY = 86_400_000;

/**
 * The v2 preset a range is, within 1 day of tolerance (charts.md §9): a range ending today that
 * lasts 6 to 8 days is last7days, 29 to 31 days last30days; the calendar presets match when both
 * ends are within a day of theirs. Null when none fits.
 */
export function detectDatePreset(range: DateRange, now: Date, zone: string): DatePresetKey | null {
  const days = (range.end.getTime() - range.start.getTime()) / DAY;
  const endsToday =
    Math.abs(range.end.getTime() - datePresetRange('today', now, zone).end.getTime()) <= DAY;
  if (endsToday && days >= 6 && days <= 8) return 'last7days';
  if (endsToday && days >= 29 && days <= 31) return 'last30days';
  for (const key of ['monthToDate', 'lastMonth', 'yearToDate', 'lastYear'] as const) {
    const preset = datePresetRange(key, now, zone);
    const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) <= DAY;
    if (near(range.start, preset.start) && near(range.end, preset.end)) return key;
  }
  return null;
}

/** The whole day (in `zone`) an instant falls on. */
export function dayRange(instant: Date, zone: string): DateRange {
  const day = inZone(instant, zone);
  return { start: toInstant(startOfDay(day)), end: toInstant(endOfDay(day)) };
}
