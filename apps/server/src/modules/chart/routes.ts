import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartListAnswerSchema } from '@chartroom/core';
import type { Services } from '../../services';

export function chartRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/chart/list',
    { schema: { tags: ['chart'], response: { 200: chartListAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { charts: await s.charts.listLatest(caller.organizationId) } };
    },
  );
}
