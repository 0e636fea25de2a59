import type { ChartPalette } from '../../theme/palette';

/** Where the legend sits (v2 settings casing; lower case accepted). Classic charts: top. */
export type LegendPosition = 'Top' | 'Bottom' | 'Left' | 'Right';

export function normalizeLegendPosition(position: string | null | undefined): LegendPosition {
  switch ((position ?? '').toLowerCase()) {
    case 'bottom':
      return 'Bottom';
    case 'left':
      return 'Left';
    case 'right':
      return 'Right';
    default:
      return 'Top';
  }
}

/** Top margin of the plot under a legend. */
const MARGIN_TOP_LEGEND = 40;

/** Width kept for a legend on the left or right of the plot. */
export const SIDE_LEGEND_WIDTH = 140;

/**
 * The legend (`showLegend`, a position, `enableLegendSlider`: a scrolling legend, on unless
 * switched off), the grid margins it needs, and the media rules that move a side legend on top
 * of a narrow chart (put `media` into the option).
 */
export function legendLayout(
  show: boolean,
  position: LegendPosition,
  slider: boolean,
  p: ChartPalette,
) {
  const side = position === 'Left' || position === 'Right';
  const place =
    position === 'Top'
      ? { top: 0 }
      : position === 'Bottom'
        ? { bottom: 0 }
        : { [position === 'Left' ? 'left' : 'right']: 0, top: 'middle' };
  const legend = {
    show,
    type: slider ? ('scroll' as const) : ('plain' as const),
    orient: side ? ('vertical' as const) : ('horizontal' as const),
    ...place,
    ...(side ? { width: SIDE_LEGEND_WIDTH - 16 } : {}),
    textStyle: {
      color: p.text,
      ...(side ? { width: SIDE_LEGEND_WIDTH - 40, overflow: 'truncate' as const } : {}),
    },
    pageTextStyle: { color: p.mutedText },
  };
  const margins = {
    top: show && position === 'Top' ? MARGIN_TOP_LEGEND : 16,
    bottom: show && position === 'Bottom' ? 36 : 8,
    left: show && position === 'Left' ? SIDE_LEGEND_WIDTH : 8,
    right: show && position === 'Right' ? SIDE_LEGEND_WIDTH : 16,
  };
  return { legend, margins, media: sideLegendMedia(show, position) };
}

/** An ECharts media rule: `option` is merged over the chart's option while `query` holds. */
export interface MediaRule {
  query?: { minWidth?: number; maxWidth?: number; minHeight?: number; maxHeight?: number };
  option: Record<string, unknown>;
}

/**
 * Narrower than this (px), a side legend would squeeze or cover the plot: it goes above or below
 * it instead (ECharts media queries follow the chart's own width, i.e. the card's).
 */
export const NARROW_CHART_WIDTH = 520;

/**
 * Media rules for a cartesian chart whose legend sits left or right: on a narrow chart the legend
 * goes on top, scrolling horizontally, and the plot gets the side margin back. The rule without a
 * query restores the side legend when the chart widens again. None for a top or bottom legend.
 */
export function sideLegendMedia(show: boolean, position: LegendPosition): MediaRule[] | undefined {
  if (!show || (position !== 'Left' && position !== 'Right')) return undefined;
  const side = position === 'Left' ? 'left' : 'right';
  const defaultMargin = position === 'Left' ? 8 : 16;
  return [
    {
      option: {
        legend: {
          orient: 'vertical',
          top: 'middle',
          [side]: 0,
          [side === 'left' ? 'right' : 'left']: 'auto',
          width: SIDE_LEGEND_WIDTH - 16,
        },
        grid: { top: 16, [side]: SIDE_LEGEND_WIDTH },
      },
    },
    {
      query: { maxWidth: NARROW_CHART_WIDTH - 1 },
      option: {
        legend: {
          orient: 'horizontal',
          type: 'scroll',
          top: 0,
          [side]: 'auto',
          left: 'center',
          width: 'auto',
        },
        grid: { top: MARGIN_TOP_LEGEND, [side]: defaultMargin },
      },
    },
  ];
}

/** Where a pie sits beside its legend (right), and above it on a narrow chart. */
export const PIE_CENTER_WIDE: [string, string] = ['36%', '50%'];
export const PIE_CENTER_NARROW: [string, string] = ['50%', '45%'];

/**
 * Media rules for a pie or donut with a legend: the legend lists one name a line on the right of
 * the pie, and on a chart narrower than NARROW_CHART_WIDTH it goes under the pie (centred,
 * scrolling horizontally) with the pie centred above it, so that it never covers a slice.
 */
export function pieLegendMedia(show: boolean): MediaRule[] | undefined {
  if (!show) return undefined;
  return [
    {
      option: {
        legend: { orient: 'vertical', top: 'middle', right: 4, left: 'auto', bottom: 'auto' },
        series: [{ center: PIE_CENTER_WIDE }],
      },
    },
    {
      query: { maxWidth: NARROW_CHART_WIDTH - 1 },
      option: {
        legend: { orient: 'horizontal', top: 'auto', bottom: 0, left: 'center', right: 'auto' },
        series: [{ center: PIE_CENTER_NARROW }],
      },
    },
  ];
}
