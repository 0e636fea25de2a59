import type { TenantClaims } from '@chartroom/core';
import { chartRefsOf } from '../tenant/access';

type TenantPermission = keyof TenantClaims['permissions'];

/** One change a tenant's save makes, and the editing permissions that allow it (any one). */
export interface SaveChange {
  what: string;
  needs: readonly TenantPermission[];
}

const ANY_EDIT: readonly TenantPermission[] = [
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

/**
 * What a save changes compared with the stored version, for the role checks of dashboards.md §6:
 * adding charts needs addChart (or createChart/createChartSQL, whose new charts land on the
 * dashboard), removing them removeChart, showing another version of a chart editCharts (or the
 * create flags), changing dashboard filters addFilter. Anything else (layout, title, settings)
 * needs any one editing permission.
 */
export function saveChanges(before: unknown, after: unknown): SaveChange[] {
  const old = chartRefsOf(before);
  const next = chartRefsOf(after);
  const changes: SaveChange[] = [];
  if ([...next.keys()].some((id) => !old.has(id))) {
    changes.push({ what: 'add charts', needs: ['addChart', 'createChart', 'createChartSQL'] });
  }
  if ([...old.keys()].some((id) => !next.has(id))) {
    changes.push({ what: 'remove charts', needs: ['removeChart'] });
  }
  if ([...next].some(([id, v]) => old.has(id) && old.get(id) !== v)) {
    changes.push({ what: 'edit charts', needs: ['editCharts', 'createChart', 'createChartSQL'] });
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
