import {
  datePresetRange,
  detectDatePreset,
  DEFAULT_DATE_PRESET,
  type DatePresetKey,
} from '@chartroom/core';

/** v2 ranges are UTC; days end at 23:59:59.999 (charts.md §9). */
export const V2_DATE_ZONE = 'UTC';

/** The v2 builder's date presets, in the picker's order (charts.md §9). */
export const V2_DATE_PRESETS: readonly DatePresetKey[] = [
  'last7days',
  'last30days',
  'monthToDate',
  'lastMonth',
  'yearToDate',
  'lastYear',
];

/** A stored date range: ISO instants `[start, end]`. */
export type IsoRange = [string, string];

/** The range of a preset at `now`, as ISO instants. */
export function presetRange(key: DatePresetKey, now: Date): IsoRange {
  const r = datePresetRange(key, now, V2_DATE_ZONE);
  return [r.start.toISOString(), r.end.toISOString()];
}

/** The range a new date filter starts with: the last 7 days (charts.md §9). */
export function defaultDateRange(now: Date): IsoRange {
  return presetRange(DEFAULT_DATE_PRESET, now);
}

/**
 * The v2 preset a stored range is, within 1 day of tolerance (29 to 31 days is last30days, 6 to
 * 8 days last7days); null for a custom range or one that does not parse.
 */
export function rangePreset(range: readonly unknown[], now: Date): DatePresetKey | null {
  const [start, end] = range.map((v) => (typeof v === 'string' ? new Date(v) : null));
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const key = detectDatePreset({ start, end }, now, V2_DATE_ZONE);
  return key && V2_DATE_PRESETS.includes(key) ? key : null;
}

/** A calendar day (YYYY-MM-DD) as the range from its start to 23:59:59.999 UTC of `to`. */
export function dayRangeIso(from: string, to: string): IsoRange {
  return [`${from}T00:00:00.000Z`, `${to}T23:59:59.999Z`];
}
