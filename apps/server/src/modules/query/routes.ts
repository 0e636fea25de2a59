import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chartDataAnswerSchema,
  chartDataBodySchema,
  filterValuesAnswerSchema,
  filterValuesBodySchema,
  runQueryAnswerSchema,
  runQueryBodySchema,
  wrapWithOutputFilters,
  type Predicate,
  type RunQueryFilter,
} from '@chartroom/core';
import { rowSerializerCompiler } from '../../plugins/row-serializer';
import { newQueryTiming, serverTimingHeader, type OpenConnection } from '../../query/query-service';
import type { Caller } from '../../plugins/auth';
import { badRequest } from '../../plugins/http-error';
import { visibleSchema } from '../connection/tenant-access';
import { namesTable } from '../connection/table-names';
import type { Services } from '../../services';
import { abortOnClose } from './abort-on-close';
import { chartDataBatchRoutes } from './chart-data-batch-routes';

/**
 * A raw-table filter names a table of the connection (one the caller may read): an unknown table
 * is refused like an unknown column rather than silently filtering nothing.
 */
async function assertFilterTablesExist(
  s: Services,
  caller: Caller,
  connection: OpenConnection,
  filters: readonly RunQueryFilter[],
): Promise<void> {
  const tables = [...new Set(filters.flatMap((f) => (f.table ? [f.table] : [])))];
  if (tables.length === 0) return;
  const { record } = connection;
  const all = await s.connectionService.schema(caller.organizationId, record.id, false);
  const schema = visibleSchema(record, all, caller);
  for (const table of tables) {
    if (!schema.some((entry) => namesTable(record.type, table, entry))) {
      throw badRequest(
        `Error: unknown table ${table} in filters: this connection has no table of that name`,
      );
    }
  }
}

export function queryRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/query/run',
    {
      serializerCompiler: rowSerializerCompiler,
      schema: {
        tags: ['query'],
        body: runQueryBodySchema,
        response: { 200: runQueryAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      s.chartGuard.allow(caller, 'runSql');
      const timing = newQueryTiming();
      const connection = await s.queries.open(caller, request.body.connectionId);
      const filters = request.body.filters ?? [];
      const predicate = (f: RunQueryFilter): Predicate => ({
        column: f.column,
        operator: f.operator,
        values: f.values,
        ...(f.temporal ? { temporal: true } : {}),
      });
      const wrapped = wrapWithOutputFilters(
        connection.connector.dialect,
        request.body.sqlQuery,
        filters.filter((f) => !f.table).map(predicate),
      );
      await assertFilterTablesExist(s, caller, connection, filters);
      const result = await s.queries.run({
        caller,
        connection,
        sql: wrapped.sql,
        params: wrapped.params,
        tableFilters: filters.flatMap((f) =>
          f.table ? [{ table: f.table, predicate: predicate(f) }] : [],
        ),
        raw: true,
        signal: abortOnClose(reply),
        timing,
      });
      void reply.header('server-timing', serverTimingHeader(timing));
      return { data: result.rows };
    },
  );

  r.post(
    '/query/chart-data',
    {
      serializerCompiler: rowSerializerCompiler,
      schema: {
        tags: ['query'],
        body: chartDataBodySchema,
        response: { 200: chartDataAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const timing = newQueryTiming();
      const data = await s.chartData.chartData({
        caller,
        chart: request.body.chart,
        dashboardId: request.body.dashboardId,
        filterValues: request.body.filterValues,
        chartFilterValues: request.body.chartFilterValues,
        segmentPage: request.body.segmentPage,
        timeZone: request.body.tz,
        signal: abortOnClose(reply),
        timing,
      });
      void reply.header('server-timing', serverTimingHeader(timing));
      return { data };
    },
  );

  r.post(
    '/query/filter-values',
    {
      schema: {
        tags: ['query'],
        body: filterValuesBodySchema,
        response: { 200: filterValuesAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.caller(request);
      const timing = newQueryTiming();
      const { dashboardId, filterId, filterValues, limit } = request.body;
      const values = await s.filterValues.values(caller, dashboardId, filterId, {
        filterValues,
        limit,
        timing,
      });
      void reply.header('server-timing', serverTimingHeader(timing));
      return { data: { values } };
    },
  );

  chartDataBatchRoutes(app, s);
}
