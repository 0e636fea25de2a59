import { format as formatDate, isValid, parseISO } from 'date-fns';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * Parses an ISO date string as its wall-clock time: values with a zone (…Z, +02:00) are shown
 * in UTC, so a day bucket '2024-03-01T00:00:00Z' stays 1 March in every browser time zone.
 */
export function parseWallClock(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const d = parseISO(value);
  if (!isValid(d)) return null;
  if (!HAS_ZONE.test(value)) return d;
  return new Date(d.getTime() + d.getTimezoneOffset() * 60_000);
}

const BUCKET_FORMATS: Readonly<Record<string, string>> = {
  hour: 'yyyy-MM-dd HH:mm',
  day: 'yyyy-MM-dd',
  week: 'yyyy-MM-dd',
  month: 'MMM yyyy',
  quarter: "yyyy 'Q'Q",
  year: 'yyyy',
};

/**
 * The axis label of a date value: the config's date-fns format when given, else by bucket
 * (month buckets as 'Jan 2024'), else yyyy-MM-dd. Non-dates are returned unchanged.
 */
export function formatDateLabel(
  value: string,
  bucketing?: string | null,
  dateFormat?: string | null,
): string {
  const fast = fastLabel(value, bucketing, dateFormat);
  if (fast !== null) return fast;
  const d = parseWallClock(value);
  if (!d) return value;
  const pattern =
    (dateFormat && dateFormat.trim()) || (bucketing && BUCKET_FORMATS[bucketing]) || 'yyyy-MM-dd';
  try {
    return formatDate(d, pattern);
  } catch {
    return formatDate(d, 'yyyy-MM-dd');
  }
}

const UTC_ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]00:?00)?$/;

/** String slicing for UTC/zone-less ISO values in the default formats (large series). */
function fastLabel(
  value: string,
  bucketing: string | null | undefined,
  dateFormat: string | null | undefined,
): string | null {
  if (dateFormat && dateFormat.trim()) return null;
  const m = UTC_ISO.exec(value);
  if (!m) return null;
  const day = m[1] ?? '';
  if (!bucketing || bucketing === 'day' || bucketing === 'week') return day;
  if (bucketing === 'hour') return `${day} ${m[2] ?? '00:00'}`;
  if (bucketing === 'year') return day.slice(0, 4);
  return null;
}

/** True when every non-null sample looks like an ISO date. */
export function looksLikeDates(values: readonly unknown[]): boolean {
  const samples = values.filter((v) => v !== null && v !== undefined).slice(0, 10);
  return samples.length > 0 && samples.every((v) => typeof v === 'string' && ISO_DATE.test(v));
}
