/** Day strings (YYYY-MM-DD, as @mantine/dates 8 uses) and the ISO values filters send. */

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
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

/** The spec's date presets as [startDay, endDay], both inclusive. */
export function presetRange(key: DatePresetKey, now: Date = new Date()): [string, string] {
  const today = toDay(now);
  switch (key) {
    case 'today':
      return [today, today];
    case 'yesterday': {
      const y = toDay(addDays(now, -1));
      return [y, y];
    }
    case 'last7Days':
      return [toDay(addDays(now, -6)), today];
    case 'last30Days':
      return [toDay(addDays(now, -29)), today];
    case 'monthToDate':
      return [toDay(new Date(now.getFullYear(), now.getMonth(), 1)), today];
    case 'yearToDate':
      return [toDay(new Date(now.getFullYear(), 0, 1)), today];
  }
}

/** A Date Range value: start of the first day to end of the last day, as ISO strings. */
export function rangeToValue(start: string, end: string, withTimestamp: boolean): [string, string] {
  return withTimestamp ? [`${start}T00:00:00.000Z`, `${end}T23:59:59.999Z`] : [start, end];
}

/** The day part of an ISO value (the inverse of rangeToValue for display and pickers). */
export function valueToDay(value: string | undefined): string | null {
  if (!value) return null;
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : null;
}
