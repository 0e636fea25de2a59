import type { ChartFilter, ChartFilterConfig } from '@chartroom/core';
import type { ChartroomClient } from '@chartroom/client';
import { filterColumnName } from './chart-filter-form';

type FilterCalls = Pick<
  ChartroomClient,
  | 'createOrUpdateChartFilter'
  | 'deleteChartFilter'
  | 'deleteUnusedChartFilters'
  | 'saveChartFilters'
>;

export interface PersistChartFiltersInput {
  chartId: string;
  filters: readonly { filterId: string; config: ChartFilterConfig }[];
  /** Saved filters removed locally since the last save. */
  deletedFilterIds: readonly string[];
  /** The id a filter has on the chart saved to (a tenant's copy renames them); default itself. */
  mapId?: (filterId: string) => string | undefined;
}

/**
 * Saving a chart's filters (filters-and-rendering.md §4): the filters removed locally are deleted,
 * every current filter is written and marked saved, and the chart's filters on columns no current
 * filter uses are deleted (`/filters/delete-filters-unused`, e.g. those of a tenant's copy made
 * before a filter was removed). Answers the saved filters.
 */
export async function persistChartFilters(
  client: FilterCalls,
  { chartId, filters, deletedFilterIds, mapId = (id) => id }: PersistChartFiltersInput,
): Promise<ChartFilter[]> {
  for (const deleted of deletedFilterIds) {
    const mapped = mapId(deleted);
    if (mapped) await client.deleteChartFilter(mapped);
  }
  const saved: ChartFilter[] = [];
  for (const f of filters) {
    const answer = await client.createOrUpdateChartFilter({
      filterConfig: f.config,
      filterId: mapId(f.filterId) ?? f.filterId,
      parentChartId: chartId,
    });
    saved.push(answer.filter);
  }
  await client.deleteUnusedChartFilters({
    parentChartId: chartId,
    columnNamesToKeep: [...new Set(filters.map((f) => filterColumnName(f.config)))],
  });
  if (saved.length > 0) {
    await client.saveChartFilters({ filterIds: saved.map((f) => f.filterId) });
  }
  return saved;
}
