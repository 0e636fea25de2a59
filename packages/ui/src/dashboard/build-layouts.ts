import { DEFAULT_GRID_COLUMNS, GRID_BREAKPOINTS } from './grid';
import type { CanvasBreakpoint, CanvasChartEntry, CanvasLayoutItem, CanvasLayouts } from './types';

const BREAKPOINTS = Object.keys(GRID_BREAKPOINTS) as CanvasBreakpoint[];

function finite(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** One chart's lg layout from `config.charts[chartId].layout`, clamped to the grid. */
export function chartLayoutItem(
  chartId: string,
  entry: CanvasChartEntry | undefined,
  index: number,
  columns: number,
): CanvasLayoutItem {
  const layout = entry?.layout ?? {};
  const w = Math.min(Math.max(1, Math.round(finite(layout.w, columns / 2))), columns);
  const x = Math.min(Math.max(0, Math.round(finite(layout.x, (index % 2) * w))), columns - w);
  return {
    i: chartId,
    x,
    y: Math.max(0, Math.round(finite(layout.y, Math.floor(index / 2) * 8))),
    w,
    h: Math.max(1, Math.round(finite(layout.h, 8))),
    ...(layout.minW === undefined ? {} : { minW: layout.minW }),
    ...(layout.minH === undefined ? {} : { minH: layout.minH }),
  };
}

/**
 * Layouts per breakpoint: lg from the charts map; other breakpoints from `config.layouts`
 * when stored (keeping only charts still on the dashboard), else derived by the grid.
 */
export function buildLayouts(
  charts: Record<string, CanvasChartEntry>,
  stored: CanvasLayouts | undefined,
  columns: number = DEFAULT_GRID_COLUMNS,
): CanvasLayouts {
  const ids = Object.keys(charts);
  const lg = ids.map((id, index) => chartLayoutItem(id, charts[id], index, columns));
  const layouts: CanvasLayouts = { lg };
  for (const bp of BREAKPOINTS) {
    if (bp === 'lg') continue;
    const items = stored?.[bp]?.filter((item) => ids.includes(item.i));
    if (items && items.length === ids.length) layouts[bp] = items;
  }
  return layouts;
}
