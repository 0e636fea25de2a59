import type { SelectedTableEntry, TableSchemaEntry } from '@chartroom/core';
import { tableRef } from '../connections/schema-model';
import type { BuilderMode } from './builder-mode';

/**
 * Admins and technical embedded users (createChartSQL) see 'Select raw table(s)', 'Prepare data'
 * and 'Build chart'; other embedded users only the chart builder tabs (charts.md §2, §6).
 */
export function showsAllSteps(mode: BuilderMode): boolean {
  return !mode.embedded || mode.isAdmin || mode.createChartSQL;
}

/**
 * The chart header shows a table picker instead of the connection picker for embedded users, for
 * new v2 charts, and when the tenant lacks createChartSQL (charts.md §2).
 */
export function usesTablePicker(mode: BuilderMode, options: { v2: boolean }): boolean {
  return options.v2 || mode.embedded || (!mode.isAdmin && !mode.createChartSQL);
}

/** Footer actions of the mode (charts.md §6). */
export function footerActions(mode: BuilderMode) {
  return {
    apply: !mode.filterEditOnly,
    duplicate: !mode.filterEditOnly,
    publish: !mode.embedded,
    refineModel: !mode.embedded,
  };
}

function matches(entry: SelectedTableEntry, connectionId: string | null, table: TableSchemaEntry) {
  if (connectionId !== null && entry.connectionId !== connectionId) return false;
  return entry.table === tableRef(table) || entry.table === table.tableName;
}

/**
 * The tables offered for charts: in embedded mode with the dashboard's selected_table set, only
 * those of the connection (dashboards.md §5); otherwise all of them.
 */
export function offeredTables(
  tables: readonly TableSchemaEntry[],
  mode: BuilderMode,
  connectionId: string | null,
): readonly TableSchemaEntry[] {
  const selected = mode.selectedTables ?? [];
  if (!mode.embedded || selected.length === 0) return tables;
  return tables.filter((t) => selected.some((entry) => matches(entry, connectionId, t)));
}

/** The shown name of a table: the selected_table displayName when the dashboard gives one. */
export function offeredLabel(
  table: TableSchemaEntry,
  mode: BuilderMode,
  connectionId: string | null,
): string {
  const entry = (mode.selectedTables ?? []).find((e) => matches(e, connectionId, table));
  return entry?.displayName?.trim() || table.tableNameOverride?.trim() || table.tableName;
}
