import {
  DEFAULT_NORMALIZE_RANGE,
  PERCENTAGE_NORMALIZE_RANGE,
  type NormalizeRange,
  type Series,
} from '@chartroom/core';

type Values = readonly (number | null)[];

/**
 * Each value as a percentage of its x total: the sum of the absolute values of every series
 * (or segment) at that x. Nulls stay null; a zero total gives 0.
 */
export function percentagesOfTotal(values: Values, all: readonly Values[]): (number | null)[] {
  return values.map((v, i) => {
    if (v === null) return null;
    const total = all.reduce((sum, s) => sum + Math.abs(s[i] ?? 0), 0);
    return total === 0 ? 0 : (v / total) * 100;
  });
}

/** The range a series normalises into: its own, else 0–100 for percentages, else 0–1000. */
export function normalizeRangeOf(series: Series | undefined): NormalizeRange {
  const range = series?.normalizeConfig?.normalizeRange;
  if (range && Number.isFinite(range.start) && Number.isFinite(range.end)) return range;
  return series?.percentage ? PERCENTAGE_NORMALIZE_RANGE : DEFAULT_NORMALIZE_RANGE;
}

/**
 * Min-max normalisation of the values into [start, end]: the smallest value maps to start, the
 * largest to end; when all values are equal they map to end. Nulls stay null.
 */
export function normalizeValues(values: Values, range: NormalizeRange): (number | null)[] {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return [...values];
  const min = Math.min(...present);
  const max = Math.max(...present);
  const span = range.end - range.start;
  return values.map((v) => {
    if (v === null) return null;
    return max === min ? range.end : range.start + ((v - min) / (max - min)) * span;
  });
}

export interface ValueSeries {
  values: (number | null)[];
  source: Series | undefined;
}

/**
 * Applies the series options to drawn values: `percentage` (share of the x total over all
 * series), then `normalizeConfig.normalizeSeries` (min-max into its range). Segments of a
 * segmented series share its options, so percentages are then shares of the segments' total.
 */
export function applyValueOptions<T extends ValueSeries>(drawn: readonly T[]): T[] {
  const raw = drawn.map((d) => d.values);
  return drawn.map((d) => {
    let values = d.source?.percentage ? percentagesOfTotal(d.values, raw) : d.values;
    if (d.source?.normalizeConfig?.normalizeSeries) {
      values = normalizeValues(values, normalizeRangeOf(d.source));
    }
    return { ...d, values };
  });
}
