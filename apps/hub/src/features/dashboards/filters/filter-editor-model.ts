import {
  DEFAULT_FILTER_NAME,
  FILTER_TYPES_BY_COLUMN_TYPE,
  dashboardFilterSchema,
  defaultFilterSubType,
  legacyFilterSchema,
  type AnyDashboardFilter,
  type ColumnType,
  type DashboardFilter,
  type FilterLayout,
  type FilterType,
  type LegacyFilterTarget,
} from '@chartroom/core';

// The pure rules of the filter editors (filters-and-rendering.md §2 "Filter editors", §4 "Filter
// editing", §5): which editor a filter opens in, the types a column allows, default sub-types,
// the first schema message that disables Add/Update, and where a new filter goes.

/** The editor a stored filter opens in: V1 (chart targets), V2 (one column) or V2.5. */
export type FilterEditorKind = 'v1' | 'v2' | 'v2.5';

/**
 * The filter drawer's types (spec §2 "Right-side drawer"): 'filter' for '+ Add filter' (a new
 * V2.5 filter), 'aggregateFilter' for a V2.5 filter, 'aggregateFilterV1' / 'aggregateFilterV2'
 * for the legacy editors (decision 029).
 */
export type FilterDrawerType =
  'filter' | 'aggregateFilter' | 'aggregateFilterV1' | 'aggregateFilterV2';

/** Layout width and height of a new filter in the filter grid (spec §3, §9). */
export const NEW_FILTER_LAYOUT = { w: 3, h: 2 } as const;
/** Columns of the filter grid at full width (spec §2: 10/8/6/4 by breakpoint). */
export const FILTER_GRID_COLUMNS = 10;

/** A V1 filter's chart targets (null for other filters), whatever the union's branch. */
export function legacyTargetsOf(filter: AnyDashboardFilter): LegacyFilterTarget[] | null {
  const targets = (filter as { filterTargets?: unknown }).filterTargets;
  return Array.isArray(targets) ? (targets as LegacyFilterTarget[]) : null;
}

function hasLegacyTargets(filter: AnyDashboardFilter): boolean {
  return legacyTargetsOf(filter) !== null;
}

/**
 * V1 has chart targets (`filterTargets`); V2 filters one column (`filterColumn` or the
 * `globalFilterConfig` name) with no per-chart structures; everything else is V2.5.
 */
export function filterEditorKind(filter: AnyDashboardFilter): FilterEditorKind {
  if (hasLegacyTargets(filter)) return 'v1';
  const structures = Object.keys(filter.chartFilterStructures ?? {}).length;
  const column = filter.filterColumn || filter.globalFilterConfig?.globalFilterableName;
  if (structures === 0 && column) return 'v2';
  return 'v2.5';
}

export function drawerTypeOf(filter: AnyDashboardFilter | null): FilterDrawerType {
  if (!filter) return 'filter';
  switch (filterEditorKind(filter)) {
    case 'v1':
      return 'aggregateFilterV1';
    case 'v2':
      return 'aggregateFilterV2';
    case 'v2.5':
      return 'aggregateFilter';
  }
}

/** `filterVersion` of the 'Filter Added' / 'Filter Removed' events (spec §7: v1/v2). */
export function analyticsFilterVersion(filter: AnyDashboardFilter): 'v1' | 'v2' {
  return hasLegacyTargets(filter) ? 'v1' : 'v2';
}

/** Filter types a column of `type` allows (spec §5). */
export function allowedFilterTypes(type: ColumnType): readonly FilterType[] {
  return FILTER_TYPES_BY_COLUMN_TYPE[type];
}

/**
 * The filter with another type (spec §4): the sub type becomes the type's default, values and
 * the connected chart filters are reset.
 */
export function withFilterType<F extends AnyDashboardFilter>(filter: F, type: FilterType): F {
  if (filter.filterType === type) return filter;
  const next: F = {
    ...filter,
    filterType: type,
    selectedValue: null,
    defaultValue: null,
    chartFilterIds: [],
  };
  const subType = defaultFilterSubType(type);
  if (subType) next.filterSubType = subType;
  else delete next.filterSubType;
  return next;
}

/**
 * The first schema message of a filter (spec §5: shown as the tooltip of the disabled
 * Add/Update button), or null when it is valid.
 */
export function firstSchemaMessage(filter: AnyDashboardFilter): string | null {
  const schema = hasLegacyTargets(filter) ? legacyFilterSchema : dashboardFilterSchema;
  const parsed = schema.safeParse(filter);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid filter');
}

/** No chart gets the filter (spec §5 tooltip 'This filter will not currently apply...'). */
export function appliesToNoChart(filter: AnyDashboardFilter): boolean {
  const structures = Object.keys(filter.chartFilterStructures ?? {}).length;
  const targets = legacyTargetsOf(filter)?.length ?? 0;
  if (structures > 0 || targets > 0) return false;
  // A V2 filter names one column and reaches the charts that have it (server side).
  return filterEditorKind(filter) !== 'v2';
}

type Cell = Pick<FilterLayout, 'x' | 'y' | 'w' | 'h'>;

function overlaps(a: Cell, b: Cell): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Where a new filter (w 3, h 2) goes: the first free cell, row by row, on a 10-column grid. */
export function newFilterLayout(
  existing: readonly Cell[],
  columns = FILTER_GRID_COLUMNS,
): Omit<FilterLayout, 'i'> {
  const { w, h } = NEW_FILTER_LAYOUT;
  const bottom = existing.reduce((max, l) => Math.max(max, l.y + l.h), 0);
  for (let y = 0; y <= bottom; y += 1) {
    for (let x = 0; x + w <= columns; x += 1) {
      const spot = { x, y, w, h };
      if (!existing.some((l) => overlaps(spot, l))) return spot;
    }
  }
  return { x: 0, y: bottom, w, h };
}

/** A new filter as '+ Add filter' starts it: 'New filter', Select Single, placed on the grid. */
export function newDashboardFilter(
  id: string,
  existing: readonly AnyDashboardFilter[],
): DashboardFilter {
  const place = newFilterLayout(existing.map((f) => f.layout));
  return dashboardFilterSchema.parse({
    id,
    displayName: DEFAULT_FILTER_NAME,
    filterType: 'Select',
    filterSubType: defaultFilterSubType('Select'),
    selectedValue: null,
    defaultValue: null,
    layout: { i: id, ...place },
  });
}
