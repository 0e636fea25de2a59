import {
  chartDocumentSchema,
  compileChart,
  dashboardQueryTimeZone,
  splitSegmentedAnswer,
  type ChartDataAnswer,
  type ChartDocument,
  type ChartFilterInput,
  type CompiledChart,
  type DashboardFilterInput,
  type FilterValue,
} from '@chartroom/core';
import type { Caller } from '../plugins/auth';
import { badRequest, forbidden } from '../plugins/http-error';
import type { Access } from '../modules/tenant/access';
import type { UnsavedQueryGuard } from '../modules/chart/unsaved-query-guard';
import type { OpenConnection, QueryService, QueryTiming } from './query-service';
import { checkableQueryText } from './user-sql-error';

export interface ChartDataRequest {
  caller: Caller;
  chart:
    | { id: string; version?: number | undefined }
    | { config: Record<string, unknown>; connection: string };
  dashboardId?: string | undefined;
  filterValues: ReadonlyArray<{ filterId: string; value: FilterValue }>;
  chartFilterValues?: ReadonlyArray<{ filterId: string; value: FilterValue }>;
  segmentPage?: number;
  /**
   * The zone of a chart shown alone (the builders). A chart on a dashboard (`dashboardId`) is
   * compiled in that dashboard's stored zone instead, whatever is sent (decision 021).
   */
  timeZone?: string | undefined;
  signal?: AbortSignal;
  timing?: QueryTiming;
}

/**
 * A chart's data (POST /query/chart-data): a saved chart version or an unsaved chart, classic or
 * v2, compiled with its dashboard's and its own filter values, then run through the query path:
 * segment names first for segmented charts, the previous period alongside.
 */
export class ChartDataService {
  constructor(
    private readonly access: Access,
    private readonly queries: QueryService,
    private readonly unsavedQueries: UnsavedQueryGuard,
    /** A saved chart's filter rows (ids that `chartFilterValues` name); decision 031. */
    private readonly savedChartFilters?: (
      organizationId: string,
      chartId: string,
    ) => Promise<ChartFilterInput[]>,
  ) {}

  async chartData(request: ChartDataRequest): Promise<ChartDataAnswer> {
    const { caller } = request;
    const target = await this.target(request);
    const document = parseDocument(target.config);
    if (target.id === undefined)
      await this.unsavedQueries.check(caller, target.connection, document);
    const dashboard = request.dashboardId
      ? await this.access.dashboard(caller, request.dashboardId)
      : null;
    const dashboardFilters = dashboard ? filtersOf(dashboard.config) : [];
    const dashboardFilterValues = new Map<string, FilterValue>();
    for (const { filterId, value } of request.filterValues) {
      if (!dashboardFilters.some((f) => f.id === filterId))
        throw badRequest(`Unknown filter ${filterId} on this dashboard`);
      dashboardFilterValues.set(filterId, value);
    }
    const chartFilterValues = new Map(
      (request.chartFilterValues ?? []).map((v) => [v.filterId, v.value] as const),
    );
    const chartFilters = await this.chartFiltersFor(caller, target.id, chartFilterValues);
    const connection = await this.queries.open(caller, target.connection);
    const context = {
      chartId: target.id,
      dashboardFilters,
      dashboardFilterValues,
      ...(chartFilters ? { chartFilters } : {}),
      chartFilterValues,
      timeZone: dashboard ? dashboardQueryTimeZone(dashboard) : request.timeZone,
      segmentPage: request.segmentPage ?? 0,
    };
    // A classic chart's SQL is compiled around its data-prep query: errors point into that text.
    const prepQuery = document.chartConfigV2 ? '' : document.dataPrep.query;
    const source = prepQuery.trim() ? checkableQueryText(prepQuery) : undefined;
    const run = (
      query: { sql: string; params: ReadonlyArray<string | number | boolean | null> },
      tableFilters: CompiledChart['tableFilters'],
    ) =>
      this.queries.run({
        caller,
        connection,
        sql: query.sql,
        params: query.params,
        tableFilters,
        raw: target.raw,
        source,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.timing ? { timing: request.timing } : {}),
      });

    let compiled = this.compile(connection, document, context);
    if (compiled.segmentsWithData) {
      // Names and the page's data from one scan of the source.
      const { query, segmentBy } = compiled.segmentsWithData;
      const answer = await run(query, compiled.tableFilters);
      return splitSegmentedAnswer(answer.rows, answer.columns, segmentBy);
    }
    let segmentNames: string[] | undefined;
    if (compiled.segments) {
      const names = await run(compiled.segments, compiled.tableFilters);
      const column = names.columns[0]?.name;
      segmentNames = column ? names.rows.map((r) => String(r[column] ?? '')) : [];
      compiled = this.compile(connection, document, { ...context, segmentNames });
    }
    const [result, previous] = await Promise.all([
      run(compiled.main, compiled.tableFilters),
      // A failed comparison is silently empty (charts.md §8).
      compiled.comparison
        ? run(compiled.comparison, compiled.tableFilters).catch(() => null)
        : Promise.resolve(null),
    ]);
    const answer: ChartDataAnswer = { columns: result.columns, rows: result.rows };
    if (previous) answer.comparisonRows = previous.rows;
    if (segmentNames) answer.segmentNames = segmentNames;
    return answer;
  }

  /**
   * With chart filter values, the saved chart's filter rows (the values name their ids, each one
   * known); without, undefined: the document's own filters apply (no lookup on the hot path).
   */
  private async chartFiltersFor(
    caller: Caller,
    chartId: string | undefined,
    values: ReadonlyMap<string, FilterValue>,
  ): Promise<ChartFilterInput[] | undefined> {
    if (values.size === 0 || chartId === undefined || !this.savedChartFilters) return undefined;
    const saved = await this.savedChartFilters(caller.organizationId, chartId);
    for (const id of values.keys()) {
      if (!saved.some((f) => f.filterId === id))
        throw badRequest(`Unknown filter ${id} on this chart`);
    }
    return saved;
  }

  private compile(
    connection: OpenConnection,
    document: ChartDocument,
    context: Parameters<typeof compileChart>[2],
  ): CompiledChart {
    try {
      return compileChart(connection.connector.dialect, document, context);
    } catch (err) {
      throw badRequest(err instanceof Error ? err.message : String(err));
    }
  }

  /** The saved chart (access-checked) or the unsaved one (admins and SQL-creating tenants). */
  private async target(
    request: ChartDataRequest,
  ): Promise<{ id: string | undefined; config: unknown; connection: string; raw: boolean }> {
    const { caller, chart } = request;
    if ('config' in chart) {
      if (
        caller.kind === 'tenant' &&
        !caller.claims.permissions.createChartSQL &&
        !caller.claims.permissions.createChart &&
        !caller.claims.permissions.editCharts
      ) {
        throw forbidden('This token may not preview unsaved charts');
      }
      return { id: undefined, config: chart.config, connection: chart.connection, raw: true };
    }
    const saved = await this.access.chart(caller, chart.id, chart.version, request.dashboardId);
    if (!saved.connection) throw badRequest('The chart has no connection');
    return { id: saved.id, config: saved.config, connection: saved.connection, raw: false };
  }
}

/** A dashboard config's filters (those with an id). */
function filtersOf(config: unknown): DashboardFilterInput[] {
  const filters = (config as { filters?: unknown } | null)?.filters;
  return Array.isArray(filters)
    ? (filters as DashboardFilterInput[]).filter(
        (f) => typeof (f as { id?: unknown })?.id === 'string',
      )
    : [];
}

/** Saved chart versions are immutable objects (cached by the repository): parse each once. */
const parsedDocuments = new WeakMap<object, ChartDocument>();

function parseDocument(config: unknown): ChartDocument {
  const known = config && typeof config === 'object' ? parsedDocuments.get(config) : undefined;
  if (known) return known;
  const parsed = chartDocumentSchema.safeParse(config);
  if (!parsed.success) {
    throw badRequest(`Invalid Chart Config: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
  }
  if (config && typeof config === 'object') parsedDocuments.set(config, parsed.data);
  return parsed.data;
}
