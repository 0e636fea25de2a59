import type { ChartFilterStructure } from '../schemas/filter/chart-filter-structure';
import type { DashboardFilter } from '../schemas/filter/dashboard-filter';
import type { FilterSourceType } from '../schemas/filter/filter-type';
import type { AnyDashboardFilter, LegacyFilter } from '../schemas/filter/legacy-filter';
import { dashboardFilterVersion } from './filter-version';
import { sameTable } from './referenced-tables';
import { chartTables } from './resolve-filters';

/** What the upgrade needs to know of a dashboard's chart (its row and data prep). */
export interface UpgradeChartInfo {
  id: string;
  /** The chart's connection id: each structure names it (the Select scan opens it). */
  connection?: string | null | undefined;
  /** The raw tables the chart reads (`dataPrep.rawTableNames`). */
  rawTableNames?: readonly string[] | undefined;
  /** Its data-prep query (its FROM/JOIN tables stand in for empty `rawTableNames`). */
  query?: string | undefined;
  /** The chart's output columns (`dataPrep.outputColumns`). */
  outputColumns?: ReadonlyArray<{ columnName: string }> | undefined;
}

function isLegacy(filter: AnyDashboardFilter): filter is LegacyFilter {
  return Array.isArray((filter as Partial<LegacyFilter>).filterTargets);
}

/** The V2.5 fields every upgraded filter keeps (the legacy-only fields left out). */
function base(filter: AnyDashboardFilter): DashboardFilter {
  const copy: Record<string, unknown> = { ...filter };
  delete copy.filterTargets;
  delete copy.globalFilterColumns;
  return { ...(copy as DashboardFilter), saved: false };
}

/** V1: each target with a column becomes that chart's structure ('Before logic' → Raw). */
function fromTargets(filter: LegacyFilter, charts: readonly UpgradeChartInfo[]) {
  const structures: Record<string, ChartFilterStructure> = {};
  for (const target of filter.filterTargets) {
    if (!target.targetColumn) continue; // 'Filter needs target column': nothing to migrate
    const chart = charts.find((c) => c.id === target.chartId);
    const raw = target.type === 'Before logic';
    const table =
      target.targetTable ??
      (raw && chartTables(chart).length === 1 ? chartTables(chart)[0] : undefined) ??
      '';
    structures[target.chartId] = {
      connection: chart?.connection ?? '',
      sourceType: raw && table ? 'Raw' : 'Output',
      table: raw ? table : '',
      column: target.targetColumn,
    };
  }
  const first = Object.values(structures)[0];
  return { structures, sourceType: first?.sourceType, column: first?.column, table: first?.table };
}

/**
 * V2: the single column reaches every chart that reads it: a Raw column the charts whose raw
 * tables include its table, an Output column the charts with an output column of that name
 * (filters-and-rendering.md §5, "attach only to charts whose raw tables or output columns match").
 */
function fromSingleColumn(filter: AnyDashboardFilter, charts: readonly UpgradeChartInfo[]) {
  const config = filter.globalFilterConfig;
  const column = config.globalFilterableName ?? filter.filterColumn;
  const table = config.globalFilterableTable ?? filter.filterTable ?? '';
  const sourceType: FilterSourceType = filter.filterSourceType ?? config.columnType;
  const structures: Record<string, ChartFilterStructure> = {};
  if (!column) return { structures, sourceType, column, table };
  for (const chart of charts) {
    const reads =
      sourceType === 'Raw'
        ? table !== '' && chartTables(chart).some((t) => sameTable(t, table))
        : (chart.outputColumns ?? []).some((c) => c.columnName === column);
    if (!reads) continue;
    structures[chart.id] = {
      connection: chart.connection ?? '',
      sourceType,
      table: sourceType === 'Raw' ? table : '',
      column,
    };
  }
  return { structures, sourceType, column, table };
}

/**
 * A legacy dashboard filter (V1 with chart targets, V2 with one column) as a V2.5 filter with
 * per-chart column structures: the deprecation warning's 'Upgrade'. Pure; a V2.5 filter comes
 * back as it is. Id, name, type, sub-type, values, options, layout and control key are kept; the
 * result is unsaved (`saved: false`) until the dashboard is saved. `charts` are the dashboard's
 * charts: their connections fill the structures, and a V2 filter reaches those that read its
 * column.
 */
export function upgradeLegacyFilter(
  filter: AnyDashboardFilter,
  charts: readonly UpgradeChartInfo[] = [],
): DashboardFilter {
  const version = dashboardFilterVersion(filter);
  if (version === 'v2.5') return filter as DashboardFilter;
  const out = base(filter);
  const migrated = isLegacy(filter)
    ? fromTargets(filter, charts)
    : fromSingleColumn(filter, charts);
  out.chartFilterStructures = migrated.structures;
  if (migrated.sourceType) out.filterSourceType = migrated.sourceType;
  if (migrated.column) out.filterColumn = migrated.column;
  if (migrated.table) out.filterTable = migrated.table;
  return out;
}
