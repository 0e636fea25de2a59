import { chartDocumentSchema, stripStatement, type Dialect } from '@chartroom/core';
import type { Caller } from '../plugins/auth';
import { badRequest, notFound } from '../plugins/http-error';
import type { Access } from '../modules/tenant/access';
import type { QueryService } from './query-service';

/** Distinct values a Select filter offers: at most 1000 (filters-and-rendering.md §9). */
export const MAX_FILTER_VALUES = 1000;
/** Rows of a chart's data scanned for distinct values of an output column. */
export const CHART_SCAN_LIMIT = 2000;

interface StoredFilter {
  id?: unknown;
  filterTable?: unknown;
  filterColumn?: unknown;
  filterSourceType?: unknown;
  chartFilterStructures?: Record<
    string,
    { connection?: unknown; sourceType?: unknown; table?: unknown; column?: unknown }
  >;
}

/**
 * The unique-values scan of a dashboard's Select filter, in the caller's tenant scope: the
 * distinct values of a raw table's column, or of a chart's output column over the first 2000
 * rows of its data.
 */
export class FilterValuesService {
  constructor(
    private readonly access: Access,
    private readonly queries: QueryService,
  ) {}

  async values(caller: Caller, dashboardId: string, filterId: string): Promise<string[]> {
    const dashboard = await this.access.dashboard(caller, dashboardId);
    const filters = (dashboard.config as { filters?: StoredFilter[] } | null)?.filters ?? [];
    const filter = filters.find((f) => f.id === filterId);
    if (!filter) throw notFound(`Filter ${filterId} not found on this dashboard`);
    const [chartId, target] = Object.entries(filter.chartFilterStructures ?? {})[0] ?? [];
    const connectionId = target?.connection;
    // Each targeted chart names its own column (an output column differs from chart to chart);
    // the filter's own column is the fallback for filters saved without per-chart structures.
    const column = typeof target?.column === 'string' ? target.column : filter.filterColumn;
    if (typeof connectionId !== 'string' || typeof column !== 'string') {
      throw badRequest('This filter has no column to scan');
    }
    const connection = await this.queries.open(caller, connectionId);
    const { dialect } = connection.connector;
    const output = (target?.sourceType ?? filter.filterSourceType) === 'Output';
    const source = output
      ? await this.chartSource(caller, dashboardId, chartId, dialect)
      : this.tableSource(
          typeof filter.filterTable === 'string' ? filter.filterTable : target?.table,
          dialect,
        );
    const col = dialect.quoteIdentifier(column);
    const sql = dialect.selectStatement({
      select: [`DISTINCT ${dialect.castToText(col)} AS ${dialect.quoteIdentifier('value')}`],
      from: source,
      where: [`${col} IS NOT NULL`],
      orderBy: ['1'],
      limit: MAX_FILTER_VALUES,
    });
    const result = await this.queries.run({ caller, connection, sql, rowCap: MAX_FILTER_VALUES });
    return result.rows.map((r) => String(r.value));
  }

  private tableSource(table: unknown, dialect: Dialect): string {
    if (typeof table !== 'string' || table === '')
      throw badRequest('This filter has no table to scan');
    return dialect.quoteIdentifier(table);
  }

  /** The first 2000 rows of the targeted chart's data-prep output. */
  private async chartSource(
    caller: Caller,
    dashboardId: string,
    chartId: string | undefined,
    dialect: Dialect,
  ): Promise<string> {
    if (!chartId) throw badRequest('This filter targets no chart');
    const chart = await this.access.chart(caller, chartId, undefined, dashboardId);
    const document = chartDocumentSchema.safeParse(chart.config);
    const query = document.success ? document.data.dataPrep.query : undefined;
    if (!query) throw badRequest("Please 'Prepare data' before proceeding");
    const scanned = dialect.selectStatement({
      select: ['*'],
      from: `(\n${stripStatement(query)}\n) AS ${dialect.quoteIdentifier('prep')}`,
      limit: CHART_SCAN_LIMIT,
    });
    return `(\n${scanned}\n) AS ${dialect.quoteIdentifier('scan')}`;
  }
}
