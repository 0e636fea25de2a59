import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getGoldenChartsAnswerSchema,
  getPublishedEnrichedChartsAnswerSchema,
  type EnrichedChart,
} from '@chartroom/core';
import type { Services } from '../../services';
import { toChartRow } from '../tenant/rows';
import { listGoldenCharts } from './golden-charts';

const tags = ['chart'];

/** The chart library: published charts (with filters and connection name) and golden charts. */
export function chartLibraryRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/chart/v3/get-golden-charts',
    { schema: { tags, response: { 200: getGoldenChartsAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      s.chartGuard.allow(caller, 'golden');
      return { data: { goldenCharts: await listGoldenCharts(s.db, caller.organizationId) } };
    },
  );

  r.get(
    '/chart/get-published-enriched-charts',
    { schema: { tags, response: { 200: getPublishedEnrichedChartsAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      s.chartGuard.allow(caller, 'browse');
      const rows = await s.charts.listPublishedLatest(caller.organizationId);
      const filters = await s.chartFilters.listSaved(
        caller.organizationId,
        rows.map((row) => row.id),
      );
      const connections = new Map(
        (await s.connections.list(caller.organizationId)).map((c) => [c.id, c.name]),
      );
      const charts: EnrichedChart[] = [];
      for (const row of rows) {
        let chart;
        try {
          chart = toChartRow(row);
        } catch {
          continue; // a stored config that no longer parses is skipped (filters-and-rendering.md §9)
        }
        charts.push({
          ...chart,
          filters: filters.filter((f) => f.parent_chart_id === row.id),
          connectionName: row.connection ? (connections.get(row.connection) ?? null) : null,
        });
      }
      return { data: { charts } };
    },
  );
}
