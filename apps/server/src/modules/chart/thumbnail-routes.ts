import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartThumbnailAnswerSchema, chartThumbnailBodySchema } from '@chartroom/core';
import type { Services } from '../../services';
import { forbidden, notFound } from '../../plugins/http-error';

/**
 * POST /chart/thumbnail: the chart library draws charts without a thumbnail (the seeded demo
 * charts) once, in the browser, and stores the picture here (admins only). A version that has a
 * thumbnail keeps it (`stored: false`); no new version is made.
 */
export function chartThumbnailRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/chart/thumbnail',
    {
      schema: {
        tags: ['chart'],
        body: chartThumbnailBodySchema,
        response: { 200: chartThumbnailAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      if (caller.kind !== 'admin') throw forbidden('Only admins can store chart thumbnails');
      const { chartId, version, thumbnail } = request.body;
      const result = await s.charts.fillThumbnail(
        caller.organizationId,
        chartId,
        version,
        thumbnail,
      );
      if (result === 'missing') throw notFound(`Chart ${chartId} version ${version} not found`);
      return { data: { chartId, version, stored: result === 'stored' } };
    },
  );
}
