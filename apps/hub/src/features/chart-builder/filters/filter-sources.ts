import type { OutputColumn, TableSchemaEntry } from '@chartroom/core';
import { tableRef } from '../../connections/schema-model';
import type { FilterSources } from './chart-filter-form';

/**
 * The columns a builder's filters may target: each of the chart's raw tables (as the chart names
 * it) with its schema columns, and the chart's output columns.
 */
export function filterSources(
  tables: readonly TableSchemaEntry[],
  rawTableNames: readonly string[],
  outputColumns: readonly OutputColumn[],
): FilterSources {
  return {
    rawTables: rawTableNames.map((name) => {
      const entry = tables.find((e) => tableRef(e) === name || e.tableName === name);
      return {
        name,
        columns: (entry?.columns ?? []).map((c) => ({ name: c.columnName, type: c.type })),
      };
    }),
    outputColumns: outputColumns.map((c) => ({ name: c.columnName, type: c.type })),
  };
}
