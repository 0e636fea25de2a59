import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardListAnswerSchema } from '@chartroom/core';
import type { Services } from '../../services';

export function dashboardRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard/list',
    { schema: { tags: ['dashboard'], response: { 200: dashboardListAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { dashboards: await s.dashboards.listLatest(caller.organizationId) } };
    },
  );
}
