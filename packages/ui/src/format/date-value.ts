import type { FormatConfig } from '@chartroom/core';
import { format as formatDate, isValid } from 'date-fns';
import { parseWallClock } from './date-label';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dateFormatOptions,
  parseFormatOptions,
} from './format-options';
import { DEFAULT_LOCALE } from './number-format';

function toDate(value: string | number | Date): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') {
    const d = new Date(value);
    return isValid(d) ? d : null;
  }
  return parseWallClock(value);
}

function hasTime(d: Date): boolean {
  return d.getHours() !== 0 || d.getMinutes() !== 0 || d.getSeconds() !== 0;
}

/**
 * A date value as text: with the config's Intl.DateTimeFormat options (e.g. `{'dateStyle':
 * 'medium'}`) in its locale (default en-US) when it has any, else 'yyyy-MM-dd HH:mm:ss' for values
 * with a time of day and 'yyyy-MM-dd' for plain dates (`pattern` overrides, date-fns tokens).
 * ISO strings keep their wall-clock time; values that are not dates are returned as text.
 */
export function formatDateValue(
  value: string | number | Date | null | undefined,
  config?: FormatConfig | null,
  pattern?: string | null,
): string {
  if (value === null || value === undefined) return '';
  const d = toDate(value);
  if (!d) return String(value);
  const parsed = parseFormatOptions(config?.formatConfig);
  const intl = parsed.ok && !pattern ? dateFormatOptions(parsed.options) : null;
  if (intl) {
    try {
      return new Intl.DateTimeFormat(config?.formatLocale?.trim() || DEFAULT_LOCALE, intl).format(
        d,
      );
    } catch {
      // Invalid options: fall through to the default pattern.
    }
  }
  try {
    return formatDate(d, pattern?.trim() || (hasTime(d) ? DATE_TIME_FORMAT : DATE_FORMAT));
  } catch {
    return formatDate(d, DATE_FORMAT);
  }
}
