import {
  NEW_CHART_LAYOUT,
  type AnyDashboardFilter,
  type Breakpoint,
  type DashboardConfig,
  type GridLayout,
} from '@chartroom/core';
import { compactLayout } from '@chartroom/ui';
import { newCardWidth } from '../new-dashboard-layout';
import type { DashboardDraft } from './local-draft';

/** The config keys edit mode changes; every other key comes from the latest saved version. */
export const EDITED_KEYS = ['title', 'charts', 'layouts', 'filters'] as const;

/** What the editor starts from: the loaded (latest) version of the dashboard. */
export interface LoadedDashboard {
  name: string;
  version: number;
  config: DashboardConfig;
}

/** Stable JSON (sorted object keys), to compare configs whatever their key order. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * The draft's edited keys over `loaded`'s config (dashboards.md §4: the draft is merged over).
 * With `baseCharts` (the charts the draft started from), a chart saved onto the dashboard since
 * then is kept, placed where newChartPlacement puts it on the draft's grid.
 */
export function mergeDraftConfig(
  loaded: DashboardConfig,
  draft: DashboardConfig,
  baseCharts?: readonly string[],
  columns = 8,
): DashboardConfig {
  let merged: DashboardConfig = { ...loaded };
  for (const key of EDITED_KEYS) {
    if (draft[key] === undefined) delete merged[key];
    else Object.assign(merged, { [key]: draft[key] });
  }
  if (baseCharts) {
    const base = new Set(baseCharts);
    for (const [id, entry] of Object.entries(loaded.charts)) {
      if (!base.has(id) && !(id in merged.charts)) {
        merged = withNewChart(merged, id, entry.version, columns);
      }
    }
  }
  return merged;
}

/** Does the draft change anything of the loaded dashboard (its name or an edited key)? */
export function draftChanges(loaded: LoadedDashboard, draft: DashboardDraft): boolean {
  if (draft.name !== loaded.name) return true;
  return EDITED_KEYS.some((key) => stable(loaded.config[key]) !== stable(draft.config[key]));
}

/**
 * The working dashboard: a stored draft merged over the loaded version, or null when there is
 * no draft or it changes nothing (a draft saved meanwhile by another tab, for example).
 */
export function mergeStoredDraft(
  loaded: LoadedDashboard,
  stored: DashboardDraft | null,
): DashboardDraft | null {
  if (!stored) return null;
  const draft: DashboardDraft = {
    ...stored,
    config: mergeDraftConfig(loaded.config, stored.config, stored.baseCharts),
  };
  return draftChanges(loaded, draft) ? draft : null;
}

/** The grid item as stored: `{i, x, y, w, h}` plus the size limits it had. */
function storedItem(item: GridLayout): GridLayout {
  const out: GridLayout = { i: item.i, x: item.x, y: item.y, w: item.w, h: item.h };
  if (item.minW !== undefined) out.minW = item.minW;
  if (item.minH !== undefined) out.minH = item.minH;
  return out;
}

/** Breakpoints whose edits are the dashboard's own layout when they have lg's column count. */
const LG_LIKE: readonly Breakpoint[] = ['lg', 'md', 'sm'];

/**
 * The config after a drag or resize ended at `breakpoint` with `items`. On lg, and on md or sm
 * when they have as many columns as lg (`sameColumnsAsLg`; 8 everywhere by default), the charts'
 * own layouts (`config.charts[id].layout`) change and that breakpoint goes back to deriving its
 * layout from them: a laptop's grid is the desktop's. On a phone (xs, xxs, cards stacked) or a
 * breakpoint with other columns, `config.layouts[bp]` is stored for every chart.
 */
export function withLayoutCommit(
  config: DashboardConfig,
  breakpoint: Breakpoint,
  items: readonly GridLayout[],
  sameColumnsAsLg = breakpoint === 'lg',
): DashboardConfig {
  const onGrid = items.filter((item) => item.i in config.charts).map(storedItem);
  if (breakpoint === 'lg' || (sameColumnsAsLg && LG_LIKE.includes(breakpoint))) {
    const charts = { ...config.charts };
    for (const item of onGrid) {
      const entry = charts[item.i];
      if (entry) charts[item.i] = { ...entry, layout: item };
    }
    const next: DashboardConfig = { ...config, charts };
    if (config.layouts?.[breakpoint]) {
      const layouts = { ...config.layouts };
      delete layouts[breakpoint];
      next.layouts = layouts;
    }
    return next;
  }
  return { ...config, layouts: { ...config.layouts, [breakpoint]: onGrid } };
}

/** Which chart moved or was resized between two layouts of a breakpoint (first found). */
export function changedItem(
  before: readonly GridLayout[],
  after: readonly GridLayout[],
): { chartId: string; kind: 'move' | 'resize' } | null {
  const old = new Map(before.map((item) => [item.i, item]));
  for (const item of after) {
    const was = old.get(item.i);
    if (!was) continue;
    if (was.w !== item.w || was.h !== item.h) return { chartId: item.i, kind: 'resize' };
  }
  for (const item of after) {
    const was = old.get(item.i);
    if (was && (was.x !== item.x || was.y !== item.y)) return { chartId: item.i, kind: 'move' };
  }
  return null;
}

function overlaps(a: Omit<GridLayout, 'i'>, b: Omit<GridLayout, 'i'>): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Where a new chart goes on a grid of `columns` columns (dashboards.md §4, decisions 013 and
 * 018): NEW_CHART_LAYOUT.h rows high and half the grid wide (the spec's width 50 read as 50 %),
 * in the first free place from the top of the lowest chart, left to right: beside the lowest
 * chart when there is room, else in a new row right under it.
 */
export function newChartPlacement(
  existing: readonly Pick<GridLayout, 'x' | 'y' | 'w' | 'h'>[],
  columns: number,
): Omit<GridLayout, 'i'> {
  const w = newCardWidth(columns);
  const h = NEW_CHART_LAYOUT.h;
  if (existing.length === 0) return { x: 0, y: 0, w, h };
  const bottom = Math.max(...existing.map((l) => l.y + l.h));
  // The top of the chart that reaches lowest (the lowest existing chart).
  const lowestTop = Math.max(...existing.filter((l) => l.y + l.h === bottom).map((l) => l.y));
  for (let y = lowestTop; y < bottom; y += 1) {
    for (let x = 0; x + w <= columns; x += 1) {
      const spot = { x, y, w, h };
      if (!existing.some((l) => overlaps(spot, l))) return spot;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** The config with `chartId` (at `version`) added where newChartPlacement puts it. */
export function withNewChart(
  config: DashboardConfig,
  chartId: string,
  version: number,
  columns: number,
): DashboardConfig {
  if (chartId in config.charts) return config;
  const place = newChartPlacement(
    Object.values(config.charts).map((e) => e.layout),
    columns,
  );
  const layout: GridLayout = { i: chartId, ...place };
  const next: DashboardConfig = {
    ...config,
    charts: { ...config.charts, [chartId]: { layout, version } },
  };
  if (config.layouts) {
    // A stored breakpoint layout keeps covering every chart: the new one goes under its others.
    next.layouts = Object.fromEntries(
      Object.entries(config.layouts).map(([bp, list]) => [
        bp,
        [...list, { ...layout, x: 0, y: list.reduce((max, l) => Math.max(max, l.y + l.h), 0) }],
      ]),
    );
  }
  return next;
}

/** The config with chart `chartId` shown at `version` (after its builder saved a new version). */
export function withChartVersion(
  config: DashboardConfig,
  chartId: string,
  version: number,
): DashboardConfig {
  const entry = config.charts[chartId];
  if (!entry || entry.version === version) return config;
  return { ...config, charts: { ...config.charts, [chartId]: { ...entry, version } } };
}

function targetCount(filter: AnyDashboardFilter): number {
  const legacy = 'filterTargets' in filter ? filter.filterTargets.length : 0;
  return Object.keys(filter.chartFilterStructures).length + legacy;
}

/**
 * A dashboard (aggregate) filter without chart `chartId`: its structure for the chart, its legacy
 * targets on the chart and its chart filter ids of the chart (`chartFilterIds`, the ids of the
 * chart's own filters, or the chart id itself as older configs store) are removed. Null when the
 * filter reached only that chart: it would filter nothing (and, with no target left, would read
 * as a filter of every chart).
 */
export function filterWithoutChart(
  filter: AnyDashboardFilter,
  chartId: string,
  chartFilterIds: ReadonlySet<string>,
): AnyDashboardFilter | null {
  const before = targetCount(filter);
  const chartFilterStructures = Object.fromEntries(
    Object.entries(filter.chartFilterStructures).filter(([id]) => id !== chartId),
  );
  const next: AnyDashboardFilter = {
    ...filter,
    chartFilterStructures,
    chartFilterIds: filter.chartFilterIds.filter((id) => id !== chartId && !chartFilterIds.has(id)),
  };
  if ('filterTargets' in next && 'filterTargets' in filter) {
    next.filterTargets = filter.filterTargets.filter((t) => t.chartId !== chartId);
  }
  if (before > 0 && targetCount(next) === 0) return null;
  return next;
}

/**
 * `items` as the grid shows them (vertical compaction, as react-grid-layout and the read-only
 * grid place them), each with only the keys it had: removing a card leaves no gap. The column
 * count is the layout's own width (compaction then moves nothing sideways).
 */
function compacted(items: readonly GridLayout[]): GridLayout[] {
  const columns = Math.max(1, ...items.map((item) => item.x + item.w));
  return compactLayout(items, columns).map((placed, index) => ({
    ...items[index]!,
    x: placed.x,
    y: placed.y,
  }));
}

/**
 * The config without chart `chartId` (dashboards.md §4 "Removing a chart removes its filters from
 * aggregate filters"): gone from `charts`, from every stored breakpoint layout and from every
 * dashboard filter (filterWithoutChart). `chartFilterIds` are the ids of the chart's own filters.
 */
export function withoutChart(
  config: DashboardConfig,
  chartId: string,
  chartFilterIds: ReadonlySet<string> = new Set(),
): DashboardConfig {
  if (!(chartId in config.charts)) return config;
  const charts = { ...config.charts };
  delete charts[chartId];
  // The cards below move up into the removed card's place: no gap is stored.
  const lg = compacted(Object.values(charts).map((entry) => entry.layout));
  for (const item of lg) {
    const entry = charts[item.i];
    if (entry) charts[item.i] = { ...entry, layout: item };
  }
  const next: DashboardConfig = {
    ...config,
    charts,
    filters: config.filters
      .map((filter) => filterWithoutChart(filter, chartId, chartFilterIds))
      .filter((filter): filter is AnyDashboardFilter => filter !== null),
  };
  if (config.layouts) {
    next.layouts = Object.fromEntries(
      Object.entries(config.layouts).map(([bp, list]) => [
        bp,
        compacted(list.filter((l) => l.i !== chartId)),
      ]),
    );
  }
  return next;
}

/** Chart ids of `before` that `after` no longer shows. */
export function removedCharts(before: DashboardConfig, after: DashboardConfig): string[] {
  return Object.keys(before.charts).filter((id) => !(id in after.charts));
}
