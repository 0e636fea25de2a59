/** The editor generation of a dashboard filter (filters-and-rendering.md §2 "Filter editors"). */
export type DashboardFilterVersion = 'v1' | 'v2' | 'v2.5';

interface VersionedFilter {
  filterTargets?: readonly unknown[] | null | undefined;
  chartFilterStructures?: Readonly<Record<string, unknown>> | null | undefined;
}

/**
 * V1 filters have chart targets (`filterTargets`), V2.5 filters per-chart column structures; a
 * filter with neither is a V2 (single column) filter.
 */
export function dashboardFilterVersion(filter: VersionedFilter): DashboardFilterVersion {
  if (Array.isArray(filter.filterTargets)) return 'v1';
  if (filter.chartFilterStructures && Object.keys(filter.chartFilterStructures).length > 0)
    return 'v2.5';
  return 'v2';
}

/** Whether the filter is made by a deprecated editor (V1 or V2): the warning and 'Upgrade'. */
export function isLegacyDashboardFilter(filter: VersionedFilter): boolean {
  return dashboardFilterVersion(filter) !== 'v2.5';
}
