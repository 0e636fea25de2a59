import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  filterValuesAnswerSchema,
  filterValuesBodySchema,
  getPublicChartDataAnswerSchema,
  getPublicChartDataBodySchema,
  getPublicDashboardAnswerSchema,
  getPublicDashboardBodySchema,
} from '@chartroom/core';
import { rowSerializerCompiler } from '../../plugins/row-serializer';
import { newQueryTiming, serverTimingHeader } from '../../query/query-service';
import type { Services } from '../../services';
import { abortOnClose } from '../query/abort-on-close';
import { PublicDashboards } from './public-access';
import { toDashboardRow } from './rows';

/**
 * Public dashboards without a token (dashboards.md §6 "Visitor without token may fetch a public
 * dashboard"; decision 012): the dashboard, its charts' data and its filters' values.
 * `/tenant/get-public-charts`
 * (chart-read-routes.ts) serves its charts. Anything not public answers 404 with an error.
 */
export function publicDashboardRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publics = new PublicDashboards(s);

  r.post(
    '/tenant/get-public-dashboard',
    {
      schema: {
        tags: ['tenant'],
        body: getPublicDashboardBodySchema,
        response: { 200: getPublicDashboardAnswerSchema },
      },
    },
    async (request) => {
      const row = await publics.dashboard(request.body.dashboardId);
      return { data: { dashboard: toDashboardRow(row) } };
    },
  );

  r.post(
    '/tenant/get-public-chart-data',
    {
      serializerCompiler: rowSerializerCompiler,
      schema: {
        tags: ['tenant'],
        body: getPublicChartDataBodySchema,
        response: { 200: getPublicChartDataAnswerSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { chart, caller } = await publics.chartOn(
        body.dashboardId,
        body.chart.id,
        body.chart.version,
      );
      const timing = newQueryTiming();
      const data = await s.chartData.chartData({
        caller,
        chart: { id: chart.id, version: chart.version },
        dashboardId: body.dashboardId,
        filterValues: body.filterValues,
        chartFilterValues: body.chartFilterValues,
        segmentPage: body.segmentPage,
        timeZone: body.tz,
        signal: abortOnClose(reply),
        timing,
      });
      void reply.header('server-timing', serverTimingHeader(timing));
      return { data };
    },
  );

  r.post(
    '/tenant/get-public-filter-values',
    {
      schema: {
        tags: ['tenant'],
        body: filterValuesBodySchema,
        response: { 200: filterValuesAnswerSchema },
      },
    },
    async (request) => {
      const { dashboardId, filterId, filterValues, limit } = request.body;
      const caller = await publics.filterOn(dashboardId, filterId);
      const options = { filterValues, limit };
      return {
        data: { values: await s.filterValues.values(caller, dashboardId, filterId, options) },
      };
    },
  );
}
