import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sendEventAnswerSchema,
  sendEventBodySchema,
  usageAnswerSchema,
  usageQuerySchema,
} from '@chartroom/core';
import type { Caller } from '../../plugins/auth';
import type { Services } from '../../services';
import { AnalyticsRepository, type EventSource } from './repository';

const tags = ['analytics'];

/** The organisation from the caller, and the tenant of a tenant token (never from the body). */
function sourceOf(caller: Caller): EventSource {
  return {
    organizationId: caller.organizationId,
    tenantId: caller.kind === 'tenant' ? caller.claims.tenant.id : null,
    tenantName: caller.kind === 'tenant' ? caller.claims.tenant.name || null : null,
  };
}

/**
 * Usage analytics: POST /analytics/send-event (dashboards.md §7; any credential: admin session,
 * API key or tenant token) and GET /analytics/usage, the Usage page's aggregates (admins only).
 */
export function analyticsRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = new AnalyticsRepository(s.db);

  // The caller before the body: no credential is a 401 and a tenant's usage call a 403,
  // whatever was sent.
  const anyCaller = async (request: FastifyRequest) => {
    await s.auth.caller(request);
  };
  const adminOnly = async (request: FastifyRequest) => {
    await s.auth.admin(request);
  };

  r.post(
    '/analytics/send-event',
    {
      preValidation: anyCaller,
      schema: { tags, body: sendEventBodySchema, response: { 200: sendEventAnswerSchema } },
    },
    async (request) => {
      await repo.insert(sourceOf(await s.auth.caller(request)), request.body);
      return { data: { received: true as const } };
    },
  );

  r.get(
    '/analytics/usage',
    {
      preValidation: adminOnly,
      schema: { tags, querystring: usageQuerySchema, response: { 200: usageAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: await repo.usage(caller.organizationId, request.query.days) };
    },
  );
}
