import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getChartV2AnswerSchema,
  getChartV2BodySchema,
  getPublicChartsAnswerSchema,
  getPublicChartsBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { notFound } from '../../plugins/http-error';
import { toChartRow } from './rows';

/** POST /tenant/get-chart-v2 and /tenant/get-public-charts (filters-and-rendering.md §7). */
export function tenantChartReadRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  // Token-less ("public") dashboards are not part of this version: without a token nothing is
  // public (404, the "does not exist or is not public" screen); with one, the call answers
  // what /tenant/get-charts-v3 would.
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
        throw notFound('These charts do not exist or are not public');
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
