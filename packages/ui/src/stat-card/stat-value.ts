import type { ResultValue, ChartConfigClassic, FormatConfig } from '@chartroom/core';
import type { ChartData } from '../chart-renderer/chart-data';
import { formatCompactNumber, formatNumber, toNumber } from '../format/number-format';

export interface StatValue {
  column: string;
  value: ResultValue;
  previous: number | null;
  /** Percent change against the previous period, or null when it cannot be computed. */
  change: number | null;
}

/** The stat's column: the first series when the result has it, else the first column. */
export function statColumn(config: ChartConfigClassic, data: ChartData): string {
  const series = config.yAxis?.[0]?.column;
  if (series && data.columns.some((c) => c.name === series)) return series;
  return data.columns[0]?.name ?? series ?? '';
}

/** Percent change from previous to current; null when there is no previous value or it is 0. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** Value of the first row and its change against the first comparison row. */
export function statValue(config: ChartConfigClassic, data: ChartData): StatValue {
  const column = statColumn(config, data);
  const value = data.rows[0]?.[column] ?? null;
  const prevRaw = data.comparisonRows?.[0]?.[column];
  const previous = prevRaw === undefined ? null : toNumber(prevRaw);
  return { column, value, previous, change: percentChange(toNumber(value), previous) };
}

/** i18n keys of the KPI label prefixes (spec: Hourly … Yearly, Year to date). */
export const KPI_PREFIX_KEYS: Readonly<Record<string, string>> = {
  hour: 'statCard.prefix.hour',
  day: 'statCard.prefix.day',
  week: 'statCard.prefix.week',
  month: 'statCard.prefix.month',
  quarter: 'statCard.prefix.quarter',
  year: 'statCard.prefix.year',
  yearToDate: 'statCard.prefix.yearToDate',
  year_to_date: 'statCard.prefix.yearToDate',
};

/** The KPI label, prefixed by its bucket ('Monthly Revenue') unless it already says so. */
export function kpiLabel(
  label: string,
  bucketing: string | null | undefined,
  translate: (key: string) => string,
): string {
  const key = bucketing ? KPI_PREFIX_KEYS[bucketing] : undefined;
  if (!key) return label;
  const prefix = translate(key);
  return label.toLowerCase().startsWith(prefix.toLowerCase()) ? label : `${prefix} ${label}`;
}

/** From this magnitude on a KPI shows its value compactly ('$148.4M'), the full one in its title. */
export const KPI_COMPACT_FROM = 1_000_000;

/** The texts of a stat value: in full, compact, and which one to show when both fit. */
export interface StatTexts {
  /** The full value ('$148,383,248.70'), always in the value's title. */
  full: string;
  /** Compact notation with 1 decimal ('$148.4M'). */
  compact: string;
  /** True for large values (from a million): the compact form is shown even when both fit. */
  preferCompact: boolean;
}

/** The full and compact texts of a stat value ('-' without one) by `Intl.NumberFormat`. */
export function statTexts(value: ResultValue | undefined, format?: FormatConfig | null): StatTexts {
  const full = formatNumber(value, format) || '-';
  const compact = formatCompactNumber(value, format, 1) || '-';
  const n = toNumber(value);
  const large = n !== null && Math.abs(n) >= KPI_COMPACT_FROM;
  return { full, compact, preferCompact: large && compact !== full };
}

/** Font sizes (px) of the stat value: the largest, and the smallest before compact notation. */
export const STAT_FONT_MAX = 40;
export const STAT_FONT_MIN = 20;
/** Share of the card width the value may use (a little slack for rounding and kerning). */
const FIT_SLACK = 0.97;

export interface StatFit {
  text: string;
  fontSize: number;
  /** True when the compact form ('$29.69M') is shown instead of the full value. */
  compact: boolean;
}

/**
 * How the stat value fits a card `available` px wide: the full value scaled down from 40 px to
 * fit; below the 20 px minimum, the compact form (at the largest size that fits, at least the
 * minimum). With `preferCompact` (large values) the compact form is shown at any width.
 * `unitWidth(text)` is the text's width at a 1 px font size. Without a known width (0, e.g.
 * before layout) the value is shown at the largest size.
 */
export function fitStatValue(
  full: string,
  compact: string,
  available: number,
  unitWidth: (text: string) => number,
  max = STAT_FONT_MAX,
  min = STAT_FONT_MIN,
  preferCompact = false,
): StatFit {
  const sizeFor = (text: string) => {
    const unit = unitWidth(text);
    return unit > 0 ? Math.min(max, Math.floor((available * FIT_SLACK) / unit)) : max;
  };
  if (preferCompact && compact !== '' && compact !== full) {
    const size = available > 0 ? Math.max(min, sizeFor(compact)) : max;
    return { text: compact, fontSize: size, compact: true };
  }
  if (!(available > 0) || full === '') return { text: full, fontSize: max, compact: false };
  const fullSize = sizeFor(full);
  if (fullSize >= min || compact === '' || compact === full) {
    return { text: full, fontSize: Math.max(min, fullSize), compact: false };
  }
  return { text: compact, fontSize: Math.max(min, sizeFor(compact)), compact: true };
}

/**
 * Rough width of a text at a 1 px bold sans-serif font (Helvetica/Arial metrics), used when the
 * text cannot be measured (no layout, e.g. in tests).
 */
export function estimateTextWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (/[0-9$€£¥#?]/.test(ch)) width += 0.556;
    else if (/[.,:;' ]/.test(ch)) width += 0.278;
    else if (/[-()]/.test(ch)) width += 0.333;
    else if (/[A-Z%@MW]/.test(ch)) width += 0.78;
    else width += 0.6;
  }
  return width;
}
