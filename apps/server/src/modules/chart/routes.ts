import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeChartGoldenTableAnswerSchema,
  changeChartGoldenTableBodySchema,
  chartListAnswerSchema,
  copyChartAnswerSchema,
  copyChartBodySchema,
  createChartAnswerSchema,
  createChartBodySchema,
  publishChartAnswerSchema,
  publishChartBodySchema,
  unpublishChartAnswerSchema,
  unpublishChartBodySchema,
  updateChartAnswerSchema,
  updateChartBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { chartDeleteRoutes } from './delete-routes';
import { chartLibraryRoutes } from './library-routes';
import { chartThumbnailRoutes } from './thumbnail-routes';

const tags = ['chart'];

export function chartRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/chart/list',
    { schema: { tags, response: { 200: chartListAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { charts: await s.charts.listLatest(caller.organizationId) } };
    },
  );

  r.post(
    '/chart/v3/create-chart',
    { schema: { tags, body: createChartBodySchema, response: { 200: createChartAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      const created = await s.chartLifecycle.create(caller, request.body);
      return { data: { chartId: created.chartId, chartVersion: created.version } };
    },
  );

  r.patch(
    '/chart/v3',
    { schema: { tags, body: updateChartBodySchema, response: { 200: updateChartAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      const chart = await s.chartLifecycle.save(caller, request.body);
      return { data: { chartId: chart.id, chartVersion: chart.version, chart } };
    },
  );

  r.post(
    '/chart/v2/copy',
    { schema: { tags, body: copyChartBodySchema, response: { 200: copyChartAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      const copy = await s.chartLifecycle.copy(caller, request.body);
      return { data: { chartId: copy.chartId, chartVersion: copy.version } };
    },
  );

  r.post(
    '/chart/publish-chart',
    { schema: { tags, body: publishChartBodySchema, response: { 200: publishChartAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      await s.chartLifecycle.setPublished(caller, request.body.chartId, true);
      return { data: { chartId: request.body.chartId, published: true as const } };
    },
  );

  r.post(
    '/chart/unpublish-chart',
    {
      schema: {
        tags,
        body: unpublishChartBodySchema,
        response: { 200: unpublishChartAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      await s.chartLifecycle.setPublished(caller, request.body.chartId, false);
      return { data: { chartId: request.body.chartId, published: false as const } };
    },
  );

  r.post(
    '/chart/change-chart-golden-table',
    {
      schema: {
        tags,
        body: changeChartGoldenTableBodySchema,
        response: { 200: changeChartGoldenTableAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const config = await s.chartTables.changeGoldenTable(caller, request.body);
      return { data: { data: { config } } };
    },
  );

  chartLibraryRoutes(app, s);
  chartDeleteRoutes(app, s);
  chartThumbnailRoutes(app, s);
}
