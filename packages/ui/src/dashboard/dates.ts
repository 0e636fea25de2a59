/** Day strings (YYYY-MM-DD, as @mantine/dates 8 uses) and the ISO values filters send. */

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The zone dashboards without one use (the server's default, decision 021). */
export const DEFAULT_FILTER_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock parts of `instant` in `zone` (Intl's zone data: daylight saving included). */
function wallClock(instant: Date, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** `zone`'s offset from UTC at `instant`, in minutes (+540 for Tokyo). */
function offsetMinutes(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/** The day (YYYY-MM-DD) it is in `zone` at `instant`. */
export function dayInZone(instant: Date, zone: string = DEFAULT_FILTER_TIME_ZONE): string {
  const w = wallClock(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Calendar arithmetic on day strings (no clock involved, so no daylight saving either). */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + days));
  return next.toISOString().slice(0, 10);
}

/**
 * The wall-clock time `time` ('HH:mm:ss.SSS') of `day` in `zone` as an ISO string with the zone's
 * offset at that moment ('2025-03-15T00:00:00.000+09:00'; 'Z' where the offset is 0): the same
 * instant for every reader, and its day part is still the day picked.
 */
export function zonedIso(day: string, time: string, zone: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm, rest = '0'] = time.split(':');
  const wall = Date.UTC(y!, m! - 1, d!, Number(hh), Number(mm), Math.floor(Number(rest)));
  // Two passes: the offset at the first guess may differ from the offset at the instant itself
  // (a day on which daylight saving starts or ends).
  let offset = offsetMinutes(new Date(wall), zone);
  const second = offsetMinutes(new Date(wall - offset * 60_000), zone);
  if (second !== offset) offset = second;
  if (offset === 0) return `${day}T${time}Z`;
  const sign = offset > 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${day}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export type DatePresetKey =
  'today' | 'yesterday' | 'last7Days' | 'last30Days' | 'monthToDate' | 'yearToDate';

export const DATE_PRESET_KEYS: readonly DatePresetKey[] = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'monthToDate',
  'yearToDate',
];

/**
 * The spec's date presets as [startDay, endDay], both inclusive, for `now` in `zone` (the
 * dashboard's zone, decision 021): "today" is the day it is there.
 */
export function presetRange(
  key: DatePresetKey,
  now: Date = new Date(),
  zone: string = DEFAULT_FILTER_TIME_ZONE,
): [string, string] {
  const today = dayInZone(now, zone);
  switch (key) {
    case 'today':
      return [today, today];
    case 'yesterday': {
      const y = addDays(today, -1);
      return [y, y];
    }
    case 'last7Days':
      return [addDays(today, -6), today];
    case 'last30Days':
      return [addDays(today, -29), today];
    case 'monthToDate':
      return [`${today.slice(0, 7)}-01`, today];
    case 'yearToDate':
      return [`${today.slice(0, 4)}-01-01`, today];
  }
}

/**
 * A Date Range value: the start of the first day to the end of the last day in `zone`, as ISO
 * strings with that zone's offset (daylight saving right); plain days without timestamps.
 */
export function rangeToValue(
  start: string,
  end: string,
  withTimestamp: boolean,
  zone: string = DEFAULT_FILTER_TIME_ZONE,
): [string, string] {
  return withTimestamp
    ? [zonedIso(start, '00:00:00.000', zone), zonedIso(end, '23:59:59.999', zone)]
    : [start, end];
}

/** The day part of an ISO value (the inverse of rangeToValue for display and pickers). */
export function valueToDay(value: string | undefined): string | null {
  if (!value) return null;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : null;
}
