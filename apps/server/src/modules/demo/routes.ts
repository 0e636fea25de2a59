import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoDashboardsAnswerSchema } from '@chartroom/core';
import type { Services } from '../../services';
import { DemoDashboardsRepository } from './repository';

/**
 * The demo (decision 025): GET /demo/dashboards answers the role dashboards 'Choose Your Role'
 * opens (admins; empty for an organisation without the demo data).
 */
export function demoRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = new DemoDashboardsRepository(s.db);

  r.get(
    '/demo/dashboards',
    { schema: { tags: ['demo'], response: { 200: demoDashboardsAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { dashboards: await repo.list(caller.organizationId) } };
    },
  );
}
