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

function filtersOf(config: unknown): string {
  const filters = (config as { filters?: unknown } | null)?.filters;
  return JSON.stringify(filters ?? []);
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
  if (filtersOf(before) !== filtersOf(after)) {
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
