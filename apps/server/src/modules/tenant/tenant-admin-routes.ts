import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTenantBodySchema,
  deleteTenantAnswerSchema,
  deleteTenantQuerySchema,
  listTenantsAnswerSchema,
  tenantAnswerSchema,
  updateTenantBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { TenantRepository } from './tenant-repository';

/**
 * The organisation's tenants (id, name, key, payload) for the hub's Tenants screen: list,
 * create, update, delete. Admins only (tenants get 403); a bad body is a 400 before anything is
 * written. Deleting a tenant leaves its personal dashboards and charts: a token naming the same
 * tenant id (signed by the host app) still finds them.
 */
export function tenantAdminRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tenant'];
  const tenants = new TenantRepository(s.db);

  r.get(
    '/tenant/list',
    { schema: { tags, response: { 200: listTenantsAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { tenants: await tenants.list(caller.organizationId) } };
    },
  );

  r.post(
    '/tenant/create',
    { schema: { tags, body: createTenantBodySchema, response: { 200: tenantAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { tenant: await tenants.create(caller.organizationId, request.body) } };
    },
  );

  r.post(
    '/tenant/update',
    { schema: { tags, body: updateTenantBodySchema, response: { 200: tenantAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { tenant: await tenants.update(caller.organizationId, request.body) } };
    },
  );

  r.delete(
    '/tenant',
    {
      schema: {
        tags,
        querystring: deleteTenantQuerySchema,
        response: { 200: deleteTenantAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      await tenants.delete(caller.organizationId, request.query.id);
      return { data: { deleted: true as const } };
    },
  );
}
