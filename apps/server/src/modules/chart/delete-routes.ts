import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteChartAnswerSchema, deleteChartBodySchema } from '@chartroom/core';
import type { Services } from '../../services';
import { deleteDraftChart } from './delete-chart';

/** POST /chart/delete-chart: deletes a draft chart of the library (admins only). */
export function chartDeleteRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/chart/delete-chart',
    {
      schema: {
        tags: ['chart'],
        body: deleteChartBodySchema,
        response: { 200: deleteChartAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const { chartId } = request.body;
      await deleteDraftChart({ db: s.db, charts: s.charts }, caller, chartId);
      return { data: { chartId } };
    },
  );
}
