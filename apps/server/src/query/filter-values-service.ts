import {
  CHART_SCAN_ROWS,
  chartDocumentSchema,
  compileFilterScan,
  compilePredicate,
  dashboardFilterTarget,
  dashboardQueryTimeZone,
  DEFAULT_TIME_ZONE,
  MAX_DASHBOARD_FILTER_OPTIONS,
  resolveFilters,
  type ChartDocument,
  type ColumnKind,
  type DashboardFilterInput,
  type FilterScanSource,
  type FilterTargetSpec,
  type FilterValue,
  type ResolvedFilters,
} from '@chartroom/core';
import type { Caller } from '../plugins/auth';
import { badRequest, HttpError, notFound } from '../plugins/http-error';
import type { DashboardRecord } from '../modules/dashboard/repository';
import { chartRefsOf, type Access } from '../modules/tenant/access';
import type { QueryService, QueryTiming } from './query-service';

/** Distinct values a Select filter offers: at most 1000 (filters-and-rendering.md §9). */
export const MAX_FILTER_VALUES = MAX_DASHBOARD_FILTER_OPTIONS;
/** Rows of a chart's data scanned for distinct values of an output column. */
export const CHART_SCAN_LIMIT = CHART_SCAN_ROWS;

interface StoredFilter extends DashboardFilterInput {
  chartFilterStructures?: Record<
    string,
    | {
        connection?: string | null;
        sourceType?: string | null;
        table?: string | null;
        column?: string | null;
      }
    | undefined
  > | null;
}

export interface FilterValuesOptions {
  /** The other filters' current values (cross-filtering); the scanned filter's own is ignored. */
  filterValues?: ReadonlyArray<{ filterId: string; value: FilterValue }> | undefined;
  /** At most this many options (1 to 1000; 1000 by default). */
  limit?: number | undefined;
  timing?: QueryTiming;
}

/** Where a filter's options come from: a chart of the dashboard and its column there. */
interface ScanTarget {
  chartId: string | undefined;
  connectionId: string;
  target: FilterTargetSpec;
  /** The chart (loaded when the scan or the other filters need it). */
  document?: ChartDocument | undefined;
}

/**
 * The unique-values scan of a dashboard's Select filter, in the caller's tenant scope: the
 * distinct values of a raw table's column, or of a chart's output column over the first 2000
 * rows of its data. With `filterValues`, the other filters narrow it as they narrow that chart's
 * data (decision 028): raw-table filters inside the tenant scope, output predicates and variables
 * on the data prep.
 */
export class FilterValuesService {
  constructor(
    private readonly access: Access,
    private readonly queries: QueryService,
  ) {}

  async values(
    caller: Caller,
    dashboardId: string,
    filterId: string,
    options: FilterValuesOptions = {},
  ): Promise<string[]> {
    const dashboard = await this.access.dashboard(caller, dashboardId);
    const filters = filtersOf(dashboard.config);
    const filter = filters.find((f) => f.id === filterId);
    if (!filter) throw notFound(`Filter ${filterId} not found on this dashboard`);
    const values = new Map<string, FilterValue>();
    for (const { filterId: id, value } of options.filterValues ?? []) {
      if (!filters.some((f) => f.id === id))
        throw badRequest(`Unknown filter ${id} on this dashboard`);
      if (id !== filterId) values.set(id, value);
    }
    const scan = await this.scanTarget(caller, dashboard, filter);
    const others = filters.filter((f) => f.id !== filterId && values.has(f.id));
    const needsChart = scan.target.sourceType === 'Output' || others.length > 0;
    if (needsChart && !scan.document && scan.chartId) {
      const load = this.document(caller, dashboardId, scan.chartId);
      // A raw-table scan does not need its chart: one no longer on the dashboard only loses
      // the other filters' output predicates.
      scan.document =
        scan.target.sourceType === 'Raw'
          ? await load.catch((error: unknown) => {
              if (error instanceof HttpError && error.statusCode === 404) return undefined;
              throw error;
            })
          : await load;
    }
    const resolved: ResolvedFilters = resolveFilters(
      {
        chartId: scan.chartId,
        chartColumns: scan.document?.dataPrep,
        dashboardFilters: others,
        dashboardFilterValues: values,
        chartFilters: (scan.document?.filters ?? []).map((config, i) => ({
          filterId: `chart-filter-${i}`,
          config,
        })),
      },
      { timeZone: dashboardQueryTimeZone(dashboard), now: new Date() },
    );
    const connection = await this.queries.open(caller, scan.connectionId);
    const { dialect } = connection.connector;
    const limit = Math.min(options.limit ?? MAX_FILTER_VALUES, MAX_FILTER_VALUES);
    const compiled = this.compile(() => {
      const source = this.source(scan, resolved);
      const column = scan.target.sourceType === 'Variable' ? '' : scan.target.column;
      return {
        query: compileFilterScan(dialect, source, column, limit),
        tableFilters: resolved.raw
          .filter((f) => source.kind === 'chart' || sameName(f.table, source.table))
          .map((f) => ({
            table: f.table,
            predicate: compilePredicate(f.predicate, DEFAULT_TIME_ZONE),
          })),
      };
    });
    const result = await this.queries.run({
      caller,
      connection,
      sql: compiled.query.sql,
      params: compiled.query.params,
      tableFilters: compiled.tableFilters,
      rowCap: limit,
      ...(options.timing ? { timing: options.timing } : {}),
    });
    return result.rows.map((r) => String(r.value));
  }

  /** A raw table, or the chart's data prep with the other filters' predicates and variables. */
  private source(scan: ScanTarget, resolved: ResolvedFilters): FilterScanSource {
    const { target } = scan;
    if (target.sourceType === 'Raw') return { kind: 'table', table: target.table };
    if (target.sourceType === 'Variable') throw badRequest('This filter has no column to scan');
    const query = scan.document?.dataPrep.query;
    if (!query?.trim()) throw badRequest("Please 'Prepare data' before proceeding");
    const kinds = new Map<string, ColumnKind>(
      (scan.document?.dataPrep.outputColumns ?? []).map((c) => [c.columnName, c.type]),
    );
    return {
      kind: 'chart',
      query,
      variables: resolved.variables,
      predicates: resolved.output.map((p) =>
        compilePredicate(p, DEFAULT_TIME_ZONE, kinds.get(p.column)),
      ),
    };
  }

  /**
   * The chart and column a filter's options come from: its first per-chart structure that is not
   * a query variable (V2.5),
   * else the first chart of the dashboard a legacy (V1 target, V2 column) filter reaches.
   */
  private async scanTarget(
    caller: Caller,
    dashboard: DashboardRecord,
    filter: StoredFilter,
  ): Promise<ScanTarget> {
    // A 'Variable' structure feeds a chart's {{variable}}: it has no column to scan, so the first
    // structure with a raw table or an output column is the source (stored key order is not fixed).
    const structures = Object.entries(filter.chartFilterStructures ?? {});
    const [chartId, structure] =
      structures.find(([, s]) => s?.sourceType !== 'Variable') ?? structures[0] ?? [];
    if (structure) {
      // Each targeted chart names its own column (an output column differs from chart to chart);
      // the filter's own column is the fallback for filters saved without per-chart structures.
      const column = structure.column ?? filter.filterColumn;
      const connectionId = structure.connection;
      if (typeof connectionId !== 'string' || typeof column !== 'string' || !column) {
        throw badRequest('This filter has no column to scan');
      }
      const output = (structure.sourceType ?? filter.filterSourceType) === 'Output';
      if (output) return { chartId, connectionId, target: { sourceType: 'Output', column } };
      const table = filter.filterTable || structure.table;
      if (!table) throw badRequest('This filter has no table to scan');
      return { chartId, connectionId, target: { sourceType: 'Raw', table, column } };
    }
    for (const id of chartRefsOf(dashboard.config).keys()) {
      const chart = await this.access.chart(caller, id, undefined, dashboard.id);
      const parsed = chartDocumentSchema.safeParse(chart.config);
      if (!parsed.success || !chart.connection) continue;
      const target = dashboardFilterTarget(filter, id, parsed.data.dataPrep);
      if (target && target.sourceType !== 'Variable') {
        return { chartId: id, connectionId: chart.connection, target, document: parsed.data };
      }
    }
    throw badRequest('This filter has no column to scan');
  }

  private async document(
    caller: Caller,
    dashboardId: string,
    chartId: string,
  ): Promise<ChartDocument> {
    const chart = await this.access.chart(caller, chartId, undefined, dashboardId);
    const parsed = chartDocumentSchema.safeParse(chart.config);
    if (!parsed.success) {
      throw badRequest(`Invalid Chart Config: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
    }
    return parsed.data;
  }

  private compile<T>(build: () => T): T {
    try {
      return build();
    } catch (err) {
      throw badRequest(err instanceof Error ? err.message : String(err));
    }
  }
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A dashboard config's filters (those with an id). */
function filtersOf(config: unknown): StoredFilter[] {
  const filters = (config as { filters?: unknown } | null)?.filters;
  return Array.isArray(filters)
    ? (filters as StoredFilter[]).filter((f) => typeof (f as { id?: unknown })?.id === 'string')
    : [];
}
