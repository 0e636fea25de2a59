import type { DashColumn } from '../engine/types';
import type { ChartV2Filter } from '@chartroom/core';
import type { Mention } from './lexicon';

/** A filter read from the question, with the token positions it used up. */
export interface FoundFilter {
  filter: ChartV2Filter;
  /** Token indexes that belong to the filter (its column mention, words and values). */
  used: Set<number>;
  /** "last 12 months": the time unit the window is counted in. */
  unit?: 'day' | 'week' | 'month' | 'year';
}

/** The mention nearest before `at` (within `window` tokens) of a column that fits. */
export function nearestBefore(
  mentions: readonly Mention[],
  at: number,
  fits: (c: DashColumn) => boolean,
  window = 6,
): Mention | undefined {
  return mentions
    .filter((m) => m.end <= at && at - m.end <= window && fits(m.column))
    .sort((a, b) => b.end - a.end)[0];
}

export function nearestAfter(
  mentions: readonly Mention[],
  at: number,
  fits: (c: DashColumn) => boolean,
  window = 3,
): Mention | undefined {
  return mentions
    .filter((m) => m.start > at && m.start - at <= window && fits(m.column))
    .sort((a, b) => a.start - b.start)[0];
}

export const isNumeric = (c: DashColumn) => c.type === 'number';
export const isDate = (c: DashColumn) => c.type === 'date';
export const isText = (c: DashColumn) =>
  c.type === 'string' || c.type === 'mixed' || c.type === 'unknown';

export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}
