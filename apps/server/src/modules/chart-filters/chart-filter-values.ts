import {
  chartDocumentSchema,
  stripStatement,
  type ChartFilterValuesBody,
  type Dialect,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/http-error';
import type { QueryService } from '../../query/query-service';
import { CHART_SCAN_LIMIT } from '../../query/filter-values-service';
import type { Access } from '../tenant/access';
import { toChartFilter, type ChartFilterRepository } from './repository';

export type ChartFilterValuesRequest = Required<Omit<ChartFilterValuesBody, 'dashboardId'>> & {
  dashboardId?: string | undefined;
};

/** Quotes a table name, schema-qualified or not (`orders`, `public.orders`). */
function quoteTable(dialect: Dialect, table: string): string {
  return table
    .split('.')
    .map((part) => dialect.quoteIdentifier(part))
    .join('.');
}

/**
 * The options of a chart-level Select filter (decision 031): its Manual list, or the distinct values
 * of its column, scanned through the query path in the caller's tenant scope: a Raw target scans
 * its raw table, an Output target the first 2000 rows of the chart's data prep. At most `limit`
 * (300) values. The chart must be one the caller may read; tenants see saved filters only.
 */
export class ChartFilterValuesService {
  constructor(
    private readonly filters: ChartFilterRepository,
    private readonly access: Access,
    private readonly queries: QueryService,
  ) {}

  async values(caller: Caller, body: ChartFilterValuesRequest): Promise<string[]> {
    const { chartId, filterId, dashboardId, limit } = body;
    const chart = await this.access.chart(caller, chartId, undefined, dashboardId);
    const row = await this.filters.find(caller.organizationId, filterId);
    const missing = () => notFound(`Filter ${filterId} not found on this chart`);
    if (!row || row.parent_chart_id !== chartId) throw missing();
    if (caller.kind === 'tenant' && row.saved_at === null) throw missing();
    const filter = toChartFilter(row);
    if (!filter) throw missing();
    const { config } = filter;
    if (config.filterRestrictionMethod === 'Manual') {
      return config.filterRestrictions.values.slice(0, limit);
    }
    const target = config.filterTarget;
    if (target.sourceType === 'Variable') {
      throw badRequest('A variable filter has no column to scan');
    }
    if (!chart.connection) throw badRequest('The chart has no connection');
    const connection = await this.queries.open(caller, chart.connection);
    const { dialect } = connection.connector;
    const column = target.sourceType === 'Raw' ? target.rawColumn : target.outputColumn;
    const from =
      target.sourceType === 'Raw'
        ? quoteTable(dialect, target.rawTable)
        : chartSource(chart.config, dialect);
    const col = dialect.quoteIdentifier(column);
    const sql = dialect.selectStatement({
      select: [`DISTINCT ${dialect.castToText(col)} AS ${dialect.quoteIdentifier('value')}`],
      from,
      where: [`${col} IS NOT NULL`],
      orderBy: ['1'],
      limit,
    });
    const result = await this.queries.run({ caller, connection, sql, rowCap: limit });
    return result.rows.map((r) => String(r.value));
  }
}

/** The first 2000 rows of the chart's data-prep output (a v2 chart's is its table). */
function chartSource(config: unknown, dialect: Dialect): string {
  const document = chartDocumentSchema.safeParse(config);
  const query = document.success ? document.data.dataPrep.query : undefined;
  if (!query?.trim()) throw badRequest("Please 'Prepare data' before proceeding");
  const scanned = dialect.selectStatement({
    select: ['*'],
    from: `(\n${stripStatement(query)}\n) AS ${dialect.quoteIdentifier('prep')}`,
    limit: CHART_SCAN_LIMIT,
  });
  return `(\n${scanned}\n) AS ${dialect.quoteIdentifier('scan')}`;
}
