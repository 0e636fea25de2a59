/** Widest a vertical bar is drawn (px): one or a few categories no longer fill the plot. */
export const BAR_MAX_WIDTH = 64;
/** Thickest a horizontal bar is drawn (px): rows of a bar list stay list-like. */
export const HORIZONTAL_BAR_MAX_WIDTH = 40;
/** Corner radius of a bar's outer end (px). */
export const BAR_RADIUS = 3;

/** Corner radii in ECharts order: top-left, top-right, bottom-right, bottom-left. */
export type CornerRadius = [number, number, number, number];

const SQUARE: CornerRadius = [0, 0, 0, 0];

/** The radii that round the outer end of a bar growing from the axis in one direction. */
export function outerEndRadius(horizontal: boolean, negative: boolean): CornerRadius {
  const r = BAR_RADIUS;
  if (horizontal) return negative ? [r, 0, 0, r] : [0, r, r, 0];
  return negative ? [0, 0, r, r] : [r, r, 0, 0];
}

/** Largest bar width (vertical) or thickness (horizontal), in px. */
export function barMaxWidth(horizontal: boolean): number {
  return horizontal ? HORIZONTAL_BAR_MAX_WIDTH : BAR_MAX_WIDTH;
}

/** One bar value, or the value with its own corner radii where they differ from the series'. */
export type BarDatum = number | null | { value: number; itemStyle: { borderRadius: CornerRadius } };

/** Corner radii of the bar series of one stack (or of unstacked series). */
export interface BarCorners {
  /** Radii per series (series order). */
  series: CornerRadius[];
  /** Data per series: plain values, items with their own radii where they differ. */
  data: BarDatum[][];
}

function sameRadius(a: CornerRadius, b: CornerRadius): boolean {
  return a.every((v, i) => v === b[i]);
}

/** Per category, the last series with a positive and with a negative value (-1: none). */
function stackEnds(values: readonly (readonly (number | null)[])[]) {
  const length = Math.max(0, ...values.map((v) => v.length));
  return Array.from({ length }, (_, i) => {
    let top = -1;
    let bottom = -1;
    values.forEach((v, s) => {
      const value = v[i] ?? 0;
      if (value > 0) top = s;
      else if (value < 0) bottom = s;
    });
    return { top, bottom };
  });
}

/**
 * Rounds only the outer end of each bar: of a stack, only the last segment with a value on each
 * side of the axis (ECharts stacks positive and negative values apart), never the segments inside
 * it; a negative bar at its lower (or left) end. The last series carries the usual rounding as its
 * series style, so items get their own radii only where a category's end is another segment (the
 * last series is empty or of the other sign there). `stacked` false treats each series alone.
 */
export function barCorners(
  values: readonly (readonly (number | null)[])[],
  horizontal: boolean,
  stacked: boolean,
): BarCorners {
  const positive = outerEndRadius(horizontal, false);
  const negative = outerEndRadius(horizontal, true);
  const last = values.length - 1;
  const series = values.map((_, s) => (!stacked || s === last ? positive : SQUARE));
  const ends = stackEnds(values);
  const data = values.map((v, s) =>
    v.map((value, i): BarDatum => {
      if (value === null || value === 0) return value;
      const end = ends[i];
      const isEnd = !stacked || (value > 0 ? end?.top === s : end?.bottom === s);
      const wanted = isEnd ? (value > 0 ? positive : negative) : SQUARE;
      return sameRadius(wanted, series[s] ?? SQUARE)
        ? value
        : { value, itemStyle: { borderRadius: wanted } };
    }),
  );
  return { series, data };
}
