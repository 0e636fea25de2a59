import {
  GRID_COLUMNS,
  NEW_CHART_LAYOUT,
  dashboardConfigSchema,
  type DashboardConfig,
  type GridLayout,
} from '@chartroom/core';

/** A chart version a new dashboard shows. */
export interface PickedChart {
  id: string;
  version: number;
}

/**
 * Width of a new card on a grid of `columns` columns: the spec's width 50 read as 50 % of the
 * grid (decision 013), so 4 of 8 columns, two cards side by side; at least one column.
 */
export function newCardWidth(columns: number = GRID_COLUMNS): number {
  return Math.max(1, Math.min(columns, Math.round((columns * NEW_CHART_LAYOUT.w) / 100)));
}

/**
 * Layouts of `charts` on a new dashboard (dashboards.md §4, decision 013): cards NEW_CHART_LAYOUT.h
 * rows high and half the grid wide, filled left to right in the order given, each new row
 * NEW_CHART_LAYOUT.rowsBelowLowest rows below the top of the lowest row before it.
 */
export function newDashboardLayouts(
  charts: readonly PickedChart[],
  columns: number = GRID_COLUMNS,
): GridLayout[] {
  const w = newCardWidth(columns);
  const perRow = Math.max(1, Math.floor(columns / w));
  return charts.map((chart, k) => ({
    i: chart.id,
    x: (k % perRow) * w,
    y: Math.floor(k / perRow) * NEW_CHART_LAYOUT.rowsBelowLowest,
    w,
    h: NEW_CHART_LAYOUT.h,
  }));
}

/** The config of a new dashboard titled `title` showing `charts` (none: a blank dashboard). */
export function newDashboardConfig(title: string, charts: readonly PickedChart[]): DashboardConfig {
  const layouts = newDashboardLayouts(charts);
  return dashboardConfigSchema.parse({
    title,
    charts: Object.fromEntries(
      charts.map((chart, k) => [chart.id, { layout: layouts[k], version: chart.version }]),
    ),
    filters: [],
  });
}
