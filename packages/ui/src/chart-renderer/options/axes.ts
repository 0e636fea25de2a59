import { maxAbsValue } from '../../format/number-format';

/**
 * When the largest series is more than this many times larger than another one, the smaller
 * series move to a second value axis (right side), so they are not drawn flat.
 */
export const DUAL_AXIS_RATIO = 20;

/**
 * Indices of the series to draw on a second value axis: those whose largest absolute value is
 * more than {@link DUAL_AXIS_RATIO} times smaller than the largest series. Empty when every
 * series has a similar magnitude, with fewer than two series, or when the series without data
 * would be the only ones left on the primary axis.
 */
export function secondaryAxisSeries(
  series: readonly (readonly (number | null | undefined)[])[],
  ratio = DUAL_AXIS_RATIO,
): number[] {
  if (series.length < 2) return [];
  const maxima = series.map((values) => maxAbsValue(values));
  const top = Math.max(...maxima);
  if (!(top > 0)) return [];
  const secondary = maxima.flatMap((m, i) => (m > 0 && top / m > ratio ? [i] : []));
  return secondary.length === series.length ? [] : secondary;
}

/**
 * Width in px past which category labels are truncated with an ellipsis: `horizontal` for
 * labels beside a y axis (horizontal bars), `vertical` for labels under an x axis.
 */
export const CATEGORY_LABEL_MAX_WIDTH = { horizontal: 130, vertical: 100 } as const;
/** Rough width of a 12 px label character, for the rotation decision. */
const CHAR_WIDTH = 6.5;
/** Plot width assumed for the rotation decision (a narrow dashboard card). */
const ASSUMED_PLOT_WIDTH = 520;

export interface CategoryLabelLayout {
  rotate: number;
  width: number;
  overflow: 'truncate';
  ellipsis: string;
  hideOverlap: true;
}

/**
 * Label layout of a category axis: truncated with an ellipsis past a fixed width (the full text
 * stays in the axis tooltip), overlapping labels hidden, and under an x axis of many long
 * non-date labels rotated by 30° so more of them fit. `onYAxis`: the chart is horizontal.
 */
export function categoryLabelLayout(
  categories: readonly string[],
  onYAxis: boolean,
  dates: boolean,
): CategoryLabelLayout {
  const width = onYAxis ? CATEGORY_LABEL_MAX_WIDTH.horizontal : CATEGORY_LABEL_MAX_WIDTH.vertical;
  let rotate = 0;
  if (!onYAxis && !dates && categories.length > 1) {
    const longest = categories.reduce((max, c) => Math.max(max, c.length), 0);
    const needed = categories.length * (Math.min(longest * CHAR_WIDTH, width) + 12);
    if (needed > ASSUMED_PLOT_WIDTH) rotate = 30;
  }
  return { rotate, width, overflow: 'truncate', ellipsis: '…', hideOverlap: true };
}
