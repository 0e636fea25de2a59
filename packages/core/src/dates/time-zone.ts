import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The zone used when a chart, dashboard or connection names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * Checks that `zone` is an IANA time zone name known to this runtime and returns it. Zone names
 * are the only constants compilers write into SQL text (engines need them as literals in
 * GROUP BY expressions); this check keeps anything else out.
 */
export function assertTimeZone(zone: string): string {
  if (KNOWN_ZONES.has(zone)) return zone;
  let valid = ZONE_NAME.test(zone);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      valid = false;
    }
  }
  if (!valid) throw new Error(`Unknown time zone '${zone}'`);
  if (KNOWN_ZONES.size < 1000) KNOWN_ZONES.add(zone);
  return zone;
}

/** Zones already checked (building an Intl.DateTimeFormat costs most of a millisecond). */
const KNOWN_ZONES = new Set<string>();

/** `instant` as a wall-clock time in `zone`, 'yyyy-MM-dd HH:mm:ss.SSS' (how SQL compares it). */
export function wallClock(instant: Date, zone: string): string {
  return format(new TZDate(instant.getTime(), assertTimeZone(zone)), 'yyyy-MM-dd HH:mm:ss.SSS');
}

/** `instant` seen in `zone`, for date-fns calendar arithmetic in that zone. */
export function inZone(instant: Date, zone: string): TZDate {
  return new TZDate(instant.getTime(), assertTimeZone(zone));
}

/** A plain UTC `Date` of the same instant (drops the zone wrapper). */
export function toInstant(date: Date): Date {
  return new Date(date.getTime());
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/**
 * Reads a filter's date value: an ISO instant (with `Z` or an offset) as it is; a date or a
 * date-time without offset as a wall-clock time in `zone`. Null when unreadable.
 */
export function parseDateValue(value: unknown, zone: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (OFFSET.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const parts = DATE_ONLY.exec(text) ?? LOCAL.exec(text);
  if (!parts) return null;
  const [y, mo, d, h, mi, s, ms] = parts.slice(1).map((p) => Number(p ?? 0));
  const date = new TZDate(y!, mo! - 1, d!, h ?? 0, mi ?? 0, s ?? 0, ms ?? 0, assertTimeZone(zone));
  return Number.isNaN(date.getTime()) ? null : toInstant(date);
}
