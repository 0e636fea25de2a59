import type { AnyDashboardFilter, DashboardConfig } from '@chartroom/core';

// Dashboard config edits of the filter authoring (the hub draft and the tenant's copy).

/** The config with `filter` added, or replacing the filter of the same id (same place). */
export function withFilter(config: DashboardConfig, filter: AnyDashboardFilter): DashboardConfig {
  const at = config.filters.findIndex((f) => f.id === filter.id);
  const filters =
    at < 0 ? [...config.filters, filter] : config.filters.map((f, i) => (i === at ? filter : f));
  return { ...config, filters };
}

/** The config without filter `filterId`. */
export function withoutFilter(config: DashboardConfig, filterId: string): DashboardConfig {
  if (!config.filters.some((f) => f.id === filterId)) return config;
  return { ...config, filters: config.filters.filter((f) => f.id !== filterId) };
}

export interface FilterCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The config after the filter grid was moved or resized: each filter's `layout`. */
export function withFilterLayouts(
  config: DashboardConfig,
  cells: readonly FilterCell[],
): DashboardConfig {
  const byId = new Map(cells.map((c) => [c.i, c]));
  let changed = false;
  const filters = config.filters.map((f) => {
    const c = byId.get(f.id);
    if (!c) return f;
    const l = f.layout;
    if (l.x === c.x && l.y === c.y && l.w === c.w && l.h === c.h && l.i === f.id) return f;
    changed = true;
    return { ...f, layout: { i: f.id, x: c.x, y: c.y, w: c.w, h: c.h } };
  });
  return changed ? { ...config, filters } : config;
}
