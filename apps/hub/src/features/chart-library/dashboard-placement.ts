import type { DashboardConfig, GridLayout } from '@chartroom/core';

/** Size of a chart added from the library on the 8-column grid (docs/dev/contracts.md). */
export const ADDED_CHART_SIZE = { w: 4, h: 8 } as const;

type Placed = Pick<GridLayout, 'y' | 'h'>;

function bottomOf(layouts: readonly Placed[]): number {
  return layouts.reduce((max, l) => Math.max(max, l.y + l.h), 0);
}

/**
 * The dashboard config with `chartId` (at `version`) placed at x 0 below every existing chart,
 * 4 columns wide and 8 rows high. Stored breakpoint layouts get the chart too, so they keep
 * covering every chart.
 */
export function withAddedChart(
  config: DashboardConfig,
  chartId: string,
  version: number,
): DashboardConfig {
  const entries = Object.values(config.charts);
  const layout: GridLayout = {
    i: chartId,
    x: 0,
    y: bottomOf(entries.map((e) => e.layout)),
    ...ADDED_CHART_SIZE,
  };
  const next: DashboardConfig = {
    ...config,
    charts: { ...config.charts, [chartId]: { layout, version } },
  };
  if (config.layouts) {
    next.layouts = Object.fromEntries(
      Object.entries(config.layouts).map(([breakpoint, list]) => [
        breakpoint,
        [...list, { ...layout, y: bottomOf(list) }],
      ]),
    );
  }
  return next;
}

/** Chart ids shown on the dashboard ('In Dashboard'). */
export function chartIdsOf(config: Pick<DashboardConfig, 'charts'>): Set<string> {
  return new Set(Object.keys(config.charts));
}
