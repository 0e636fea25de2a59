import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getChartV2AnswerSchema,
  getChartV2BodySchema,
  getPublicChartsAnswerSchema,
  getPublicChartsBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { PublicDashboards } from './public-access';
import { toChartRow } from './rows';

/** POST /tenant/get-chart-v2 and /tenant/get-public-charts (filters-and-rendering.md §7). */
export function tenantChartReadRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publics = new PublicDashboards(s);

  r.post(
    '/tenant/get-chart-v2',
    {
      schema: {
        tags: ['tenant'],
        body: getChartV2BodySchema,
        response: { 200: getChartV2AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const { id, version } = request.body.chart;
      const row = await s.chartGuard.reach(caller, id, version);
      const filters = await s.chartFilters.listSaved(caller.organizationId, [id]);
      return { data: { chart: toChartRow(row), filters } };
    },
  );

  // Without a token: only chart versions shown on public dashboards (decision 012; 404 for any
  // other, and for charts on tenant-scoped connections); with one, what /tenant/get-charts-v3
  // would answer.
  r.post(
    '/tenant/get-public-charts',
    {
      schema: {
        tags: ['tenant'],
        body: getPublicChartsBodySchema,
        response: { 200: getPublicChartsAnswerSchema },
      },
    },
    async (request) => {
      if (!request.headers.authorization) {
        const rows = await publics.charts(request.body.chartIdentifiers);
        const byOrg = new Map<string, string[]>();
        for (const row of rows) {
          byOrg.set(row.organization_id, [...(byOrg.get(row.organization_id) ?? []), row.id]);
        }
        const filters = [];
        for (const [org, ids] of byOrg) filters.push(...(await s.chartFilters.listSaved(org, ids)));
        return { data: { charts: rows.map(toChartRow), filters } };
      }
      const caller = await s.auth.caller(request);
      const rows = await s.chartGuard.reachAll(caller, request.body.chartIdentifiers);
      const filters = await s.chartFilters.listSaved(
        caller.organizationId,
        rows.map((row) => row.id),
      );
      return { data: { charts: rows.map(toChartRow), filters } };
    },
  );
}
