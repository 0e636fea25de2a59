import type { TenantClaims } from '@chartroom/core';
import { chartRefsOf } from '../tenant/access';

type TenantPermission = keyof TenantClaims['permissions'];

/** One change a tenant's save makes, and the editing permissions that allow it (any one). */
export interface SaveChange {
  what: string;
  needs: readonly TenantPermission[];
}

/** Any one editing permission (edits that are neither adds, removals nor filter changes). */
export const ANY_EDIT: readonly TenantPermission[] = [
  'addChart',
  'removeChart',
  'addFilter',
  'editCharts',
  'createChart',
  'createChartSQL',
];

type Filter = Record<string, unknown>;

function filtersOf(config: unknown): unknown[] {
  const filters = (config as { filters?: unknown } | null)?.filters;
  return Array.isArray(filters) ? (filters as unknown[]) : [];
}

function isFilter(value: unknown): value is Filter {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function targetCount(filter: Filter): number {
  const structures = isFilter(filter.chartFilterStructures) ? filter.chartFilterStructures : {};
  const targets = Array.isArray(filter.filterTargets) ? filter.filterTargets : [];
  return Object.keys(structures).length + targets.length;
}

/**
 * A dashboard filter without the references to `removed` charts (dashboards.md §4: removing a
 * chart removes its filters from aggregate filters), as the hub's `filterWithoutChart` does; null
 * when it reached only those charts. `chartFilterIds` is left to the comparison.
 */
function withoutRemoved(filter: unknown, removed: ReadonlySet<string>): unknown {
  if (!isFilter(filter) || removed.size === 0) return filter;
  const next: Filter = { ...filter };
  if (isFilter(filter.chartFilterStructures)) {
    next.chartFilterStructures = Object.fromEntries(
      Object.entries(filter.chartFilterStructures).filter(([id]) => !removed.has(id)),
    );
  }
  if (Array.isArray(filter.filterTargets)) {
    next.filterTargets = filter.filterTargets.filter(
      (t) => !(isFilter(t) && typeof t.chartId === 'string' && removed.has(t.chartId)),
    );
  }
  return targetCount(filter) > 0 && targetCount(next) === 0 ? null : next;
}

/** The filter without `chartFilterIds`, as a comparable key, and those ids. */
function splitIds(filter: unknown): { rest: string; ids: unknown[] } {
  if (!isFilter(filter)) return { rest: JSON.stringify(filter), ids: [] };
  const { chartFilterIds, ...rest } = filter;
  return { rest: JSON.stringify(rest), ids: Array.isArray(chartFilterIds) ? chartFilterIds : [] };
}

/**
 * Whether the dashboard filters changed beyond dropping the references to `removed` charts (and
 * chart filter ids of theirs: an after list that is a subset of the before list).
 */
function filtersChanged(before: unknown, after: unknown, removed: ReadonlySet<string>): boolean {
  if (JSON.stringify(filtersOf(before)) === JSON.stringify(filtersOf(after))) return false;
  const expected = filtersOf(before)
    .map((f) => withoutRemoved(f, removed))
    .filter((f) => f !== null);
  const got = filtersOf(after);
  if (expected.length !== got.length) return true;
  return expected.some((f, i) => {
    const a = splitIds(f);
    const b = splitIds(got[i]);
    if (a.rest !== b.rest) return true;
    if (removed.size === 0) return JSON.stringify(a.ids) !== JSON.stringify(b.ids);
    return b.ids.some((id) => !a.ids.includes(id));
  });
}

type Cell = { x?: unknown; y?: unknown; w?: unknown; h?: unknown };

/** The grid cell (x, y, w, h) a chart takes on the dashboard, as a comparable key. */
function cellOf(config: unknown, chartId: string): string {
  const charts = (config as { charts?: Record<string, { layout?: Cell } | undefined> } | null)
    ?.charts;
  const l = charts?.[chartId]?.layout;
  return JSON.stringify([l?.x, l?.y, l?.w, l?.h]);
}

/**
 * Added charts that take the cell of a removed chart and are the tenant's own (`own`: its copy of
 * the removed chart, saved with its edit): each pair is an edit of the chart, not an add and a
 * remove. Answers the added ids paired, and the removed ones.
 */
function replacements(
  before: unknown,
  after: unknown,
  added: readonly string[],
  removed: readonly string[],
  own: ReadonlySet<string>,
): { added: Set<string>; removed: Set<string> } {
  const pairs = { added: new Set<string>(), removed: new Set<string>() };
  for (const id of added) {
    if (!own.has(id)) continue;
    const cell = cellOf(after, id);
    const old = removed.find((r) => !pairs.removed.has(r) && cellOf(before, r) === cell);
    if (old === undefined) continue;
    pairs.added.add(id);
    pairs.removed.add(old);
  }
  return pairs;
}

/**
 * What a save changes compared with the stored version, for the role checks of dashboards.md §6:
 * adding charts needs addChart (or createChart/createChartSQL, whose new charts land on the
 * dashboard), removing them removeChart, showing another version of a chart editCharts (or the
 * create flags), changing dashboard filters addFilter. Anything else (layout, title, settings)
 * needs any one editing permission. A chart of `own` (charts the tenant created) taking the cell
 * of a removed chart is the tenant's edited copy of it (decision 006): editing charts.
 */
export function saveChanges(
  before: unknown,
  after: unknown,
  own: ReadonlySet<string> = new Set(),
): SaveChange[] {
  const old = chartRefsOf(before);
  const next = chartRefsOf(after);
  const added = [...next.keys()].filter((id) => !old.has(id));
  const removed = [...old.keys()].filter((id) => !next.has(id));
  const replaced = replacements(before, after, added, removed, own);
  const changes: SaveChange[] = [];
  const edit: SaveChange = {
    what: 'edit charts',
    needs: ['editCharts', 'createChart', 'createChartSQL'],
  };
  if (added.some((id) => !replaced.added.has(id))) {
    changes.push({ what: 'add charts', needs: ['addChart', 'createChart', 'createChartSQL'] });
  }
  if (removed.some((id) => !replaced.removed.has(id))) {
    changes.push({ what: 'remove charts', needs: ['removeChart'] });
  }
  if (replaced.added.size > 0 || [...next].some(([id, v]) => old.has(id) && old.get(id) !== v)) {
    changes.push(edit);
  }
  const gone = new Set(removed.filter((id) => !replaced.removed.has(id)));
  if (filtersChanged(before, after, gone)) {
    changes.push({ what: 'change dashboard filters', needs: ['addFilter'] });
  }
  changes.push({ what: 'edit dashboards', needs: ANY_EDIT });
  return changes;
}

/** The first change the permissions do not allow (readOnly allows none), or null. */
export function refusedChange(
  changes: readonly SaveChange[],
  permissions: TenantClaims['permissions'],
): SaveChange | null {
  if (permissions.readOnly === true) return changes[changes.length - 1] ?? null;
  return changes.find((c) => !c.needs.some((p) => permissions[p] === true)) ?? null;
}
