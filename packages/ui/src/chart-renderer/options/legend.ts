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

/** Width kept for a legend on the left or right of the plot. */
export const SIDE_LEGEND_WIDTH = 140;

/**
 * The legend (`showLegend`, a position, `enableLegendSlider`: a scrolling legend, on unless
 * switched off) and the grid margins it needs.
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
    top: show && position === 'Top' ? 40 : 16,
    bottom: show && position === 'Bottom' ? 36 : 8,
    left: show && position === 'Left' ? SIDE_LEGEND_WIDTH : 8,
    right: show && position === 'Right' ? SIDE_LEGEND_WIDTH : 16,
  };
  return { legend, margins };
}
