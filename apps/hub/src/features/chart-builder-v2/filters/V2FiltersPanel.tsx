import type { TableSchemaEntry } from '@chartroom/core';
import { useMemo } from 'react';
import { FiltersPanel } from '../../chart-builder/FiltersPanel';
import { ChartFiltersTab } from '../../chart-builder/filters/ChartFiltersTab';
import type { FilterSources } from '../../chart-builder/filters/chart-filter-form';
import type { V2ChartFilters } from './use-v2-chart-filters';

/** The columns of the v2 chart's table, as Raw columns and as Output columns. */
export function v2FilterSources(
  tableName: string | null,
  table: TableSchemaEntry | undefined,
): FilterSources {
  const columns = (table?.columns ?? []).map((c) => ({ name: c.columnName, type: c.type }));
  return {
    rawTables: tableName ? [{ name: tableName, columns }] : [],
    outputColumns: columns,
  };
}

/** 'Configure Filters' of the v2 builder: the chart's filters and '+ Add filter'. */
export function V2FiltersPanel({
  filters,
  tableName,
  table,
}: {
  filters: V2ChartFilters;
  tableName: string | null;
  table: TableSchemaEntry | undefined;
}) {
  const sources = useMemo(() => v2FilterSources(tableName, table), [tableName, table]);
  return (
    <ChartFiltersTab
      narrow
      sources={sources}
      onAdd={filters.add}
      list={<FiltersPanel filters={filters.filters} onRemove={filters.remove} />}
    />
  );
}
