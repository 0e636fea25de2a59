import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteDashboardAnswerSchema, deleteDashboardQuerySchema } from '@chartroom/core';
import type { Services } from '../../services';
import { HttpError } from '../../plugins/http-error';
import { DashboardDeleter } from './dashboard-delete';

/**
 * DELETE /dashboard?id (dashboards.md §7). The spec's call sends a JSON content type without a
 * body, which Fastify's JSON parser refuses: in this route's scope an empty JSON body is none.
 */
export function dashboardDeleteRoute(app: FastifyInstance, s: Services): void {
  const deleter = new DashboardDeleter(s.db, s.dashboards, s.access);
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return next(null, undefined);
      try {
        next(null, JSON.parse(text));
      } catch (error) {
        next(new HttpError(400, `Malformed JSON body: ${(error as Error).message}`), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().delete(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          querystring: deleteDashboardQuerySchema,
          response: { 200: deleteDashboardAnswerSchema },
        },
      },
      async (request) => {
        const caller = await s.auth.caller(request);
        await deleter.delete(caller, request.query.id);
        return { data: { id: request.query.id } };
      },
    );
    done();
  });
}
