import { useMemo } from 'react';
import { compactLayout } from './grid-positions';
import { GRID_ROW_HEIGHT } from './grid';
import type { CanvasLayoutItem, RenderChart } from './types';

export interface StaticGridProps {
  chartIds: string[];
  /** The layout of the current breakpoint (one item per chart). */
  layout: readonly CanvasLayoutItem[] | undefined;
  cols: number;
  spacing: number;
  renderChart: RenderChart;
}

/**
 * The read-only grid: a CSS grid of `cols` columns and 40 px rows with the spec's margin as
 * gap, each card placed where react-grid-layout would put it (grid-positions.ts), without
 * loading it. Cards are in the DOM in reading order (keyboard and screen readers follow it).
 */
export function StaticGrid({ chartIds, layout, cols, spacing, renderChart }: StaticGridProps) {
  const placed = useMemo(() => {
    const byId = new Map((layout ?? []).map((item) => [item.i, item]));
    // A chart without an item of this breakpoint goes below the others (as the editor does).
    const items = chartIds.map(
      (i) => byId.get(i) ?? { i, x: 0, y: Number.MAX_SAFE_INTEGER, w: 1, h: 1 },
    );
    return compactLayout(items, cols).sort((a, b) => a.y - b.y || a.x - b.x);
  }, [chartIds, layout, cols]);

  return (
    <div
      className="chartroom-dashboard-grid"
      data-testid="dashboard-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`,
        gridAutoRows: GRID_ROW_HEIGHT,
        gap: spacing,
      }}
    >
      {placed.map((item) => (
        <div
          key={item.i}
          data-chart-id={item.i}
          data-grid-x={item.x}
          data-grid-y={item.y}
          data-grid-w={item.w}
          data-grid-h={item.h}
          style={{
            gridColumn: `${item.x + 1} / span ${item.w}`,
            gridRow: `${item.y + 1} / span ${item.h}`,
            minWidth: 0,
            minHeight: 0,
          }}
        >
          {renderChart(item.i, item)}
        </div>
      ))}
    </div>
  );
}
