import { resolveDashboardColumns, type DashboardColumns } from '@chartroom/core';
import { GRID_BREAKPOINTS } from './grid';
import type { CanvasBreakpoint, CanvasChartEntry, CanvasLayoutItem, CanvasLayouts } from './types';

const BREAKPOINTS = Object.keys(GRID_BREAKPOINTS) as CanvasBreakpoint[];

/** Column count per breakpoint. */
export type GridColumns = Record<CanvasBreakpoint, number>;

/** Breakpoints where a dashboard without a stored layout stacks its cards at full width. */
export const STACKED_BREAKPOINTS: readonly CanvasBreakpoint[] = ['xs', 'xxs'];

/**
 * The theme's `dashboardColumns` (a number for every breakpoint, or one per breakpoint) as a
 * column count per breakpoint: 1-8, default 8 (dashboards.md §3).
 */
export function gridColumns(columns: DashboardColumns | undefined): GridColumns {
  return Object.fromEntries(
    BREAKPOINTS.map((bp) => [bp, resolveDashboardColumns(columns, bp)]),
  ) as GridColumns;
}

/** The breakpoint of a grid `width` px wide (lg 1200, md 996, sm 768, xs 480, xxs 0). */
export function breakpointForWidth(width: number): CanvasBreakpoint {
  return BREAKPOINTS.find((bp) => width >= GRID_BREAKPOINTS[bp]) ?? 'xxs';
}

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

/** Reading order of a layout: top to bottom, then left to right. */
function readingOrder(items: readonly CanvasLayoutItem[]): CanvasLayoutItem[] {
  return [...items].sort((a, b) => a.y - b.y || a.x - b.x);
}

/** `lg` scaled to `columns` (same layout when the counts match). */
export function scaleLayout(
  lg: readonly CanvasLayoutItem[],
  from: number,
  columns: number,
): CanvasLayoutItem[] {
  if (from === columns) return lg.map((item) => ({ ...item }));
  return lg.map((item) => {
    const w = Math.min(columns, Math.max(1, Math.round((item.w * columns) / from)));
    const x = Math.min(columns - w, Math.round((item.x * columns) / from));
    return { ...item, x, w, ...(item.minW === undefined ? {} : { minW: Math.min(item.minW, w) }) };
  });
}

/**
 * Every card at full width, one under the other in `lg` reading order, each as high as in `lg`
 * (the card's content is sized from that height).
 */
export function stackLayout(lg: readonly CanvasLayoutItem[], columns: number): CanvasLayoutItem[] {
  let y = 0;
  return readingOrder(lg).map((item) => {
    const stacked: CanvasLayoutItem = { i: item.i, x: 0, y, w: columns, h: item.h };
    if (item.minH !== undefined) stacked.minH = item.minH;
    y += item.h;
    return stacked;
  });
}

/**
 * Layouts for every breakpoint. lg comes from the charts map; another breakpoint takes
 * `config.layouts[bp]` when stored for every chart still on the dashboard; else md and sm scale
 * lg to their column count and xs / xxs stack the cards at full width.
 */
export function buildLayouts(
  charts: Record<string, CanvasChartEntry>,
  stored: CanvasLayouts | undefined,
  columns?: DashboardColumns,
): CanvasLayouts {
  const cols = gridColumns(columns);
  const ids = Object.keys(charts);
  const lg = ids.map((id, index) => chartLayoutItem(id, charts[id], index, cols.lg));
  const layouts: CanvasLayouts = { lg };
  for (const bp of BREAKPOINTS) {
    if (bp === 'lg') continue;
    const items = stored?.[bp]?.filter((item) => ids.includes(item.i));
    if (items && items.length === ids.length) layouts[bp] = items;
    else if (STACKED_BREAKPOINTS.includes(bp)) layouts[bp] = stackLayout(lg, cols[bp]);
    else layouts[bp] = scaleLayout(lg, cols.lg, cols[bp]);
  }
  return layouts;
}
