import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clearCacheAnswerSchema,
  clearCacheBodySchema,
  connectionAnswerSchema,
  connectionSchemaAnswerSchema,
  connectionSchemaQuerySchema,
  createConnectionBodySchema,
  deleteConnectionAnswerSchema,
  deleteConnectionQuerySchema,
  listConnectionsAnswerSchema,
  previewTableAnswerSchema,
  previewTableBodySchema,
  strictTenantCoverageAnswerSchema,
  strictTenantCoverageBodySchema,
  tenantAccessAnswerSchema,
  tenantAccessQuerySchema,
  testConnectionAnswerSchema,
  testConnectionBodySchema,
  updateConnectionBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { notFound } from '../../plugins/http-error';
import { previewTable } from './preview';
import { tableTenantAccess, visibleSchema } from './tenant-access';
import { strictTenantCoverage } from '../../query/strict-tenant';

export function connectionRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['connection'];

  r.get(
    '/connection/list',
    { schema: { tags, response: { 200: listConnectionsAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      const list = await s.connections.list(caller.organizationId);
      return { data: { connections: list.map((c) => s.connectionService.toAdmin(c)) } };
    },
  );

  r.post(
    '/connection/create',
    {
      schema: { tags, body: createConnectionBodySchema, response: { 200: connectionAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const record = await s.connectionService.create(caller.organizationId, request.body);
      return { data: { connection: s.connectionService.toAdmin(record) } };
    },
  );

  r.post(
    '/connection/test',
    {
      schema: {
        tags,
        body: testConnectionBodySchema,
        response: { 200: testConnectionAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const latencyMs = await s.connectionService.test(caller.organizationId, request.body);
      return { data: { ok: true as const, latencyMs } };
    },
  );

  r.patch(
    '/connection',
    {
      schema: { tags, body: updateConnectionBodySchema, response: { 200: connectionAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const record = await s.connectionService.update(caller.organizationId, request.body);
      return { data: { connection: s.connectionService.toAdmin(record) } };
    },
  );

  r.delete(
    '/connection',
    {
      schema: {
        tags,
        querystring: deleteConnectionQuerySchema,
        response: { 200: deleteConnectionAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      await s.connectionService.delete(caller.organizationId, request.query.id);
      return { data: { deleted: true as const } };
    },
  );

  r.get(
    '/connection/schema',
    {
      schema: {
        tags,
        querystring: connectionSchemaQuerySchema,
        response: { 200: connectionSchemaAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const refresh = request.query.refresh === '1' || request.query.refresh === 'true';
      return {
        data: {
          tables: await s.connectionService.schema(
            caller.organizationId,
            request.query.connectionId,
            refresh,
          ),
        },
      };
    },
  );

  r.post(
    '/connection/preview',
    { schema: { tags, body: previewTableBodySchema, response: { 200: previewTableAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      s.chartGuard.allow(caller, 'previewTable');
      const record = await s.connections.find(caller.organizationId, request.body.connectionId);
      if (!record) throw notFound(`Connection ${request.body.connectionId} not found`);
      const all = await s.connectionService.schema(caller.organizationId, record.id, false);
      const schema = visibleSchema(record, all, caller);
      const result = await previewTable(s.queries, caller, { ...request.body, schema });
      return { data: result };
    },
  );

  r.get(
    '/connection/tenant-access',
    {
      schema: {
        tags,
        description:
          "Every table of the connection with its state for tenants (scoped, shared, hidden or unclassified: refused), and a tenant column proposed where one is named like a payload key of the organisation's tenants.",
        querystring: tenantAccessQuerySchema,
        response: { 200: tenantAccessAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { connectionId } = request.query;
      const refresh = request.query.refresh === '1' || request.query.refresh === 'true';
      const schema = await s.connectionService.schema(caller.organizationId, connectionId, refresh);
      const record = await s.connections.find(caller.organizationId, connectionId);
      if (!record) throw notFound(`Connection ${connectionId} not found`);
      const payloadKeys = await s.connectionService.payloadKeys(caller.organizationId, record);
      return {
        data: {
          tenantMode: record.tenant_mode,
          payloadKeys,
          ...tableTenantAccess(record, schema, payloadKeys),
        },
      };
    },
  );

  r.post(
    '/connection/clear-cache',
    { schema: { tags, body: clearCacheBodySchema, response: { 200: clearCacheAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      if (!(await s.connections.find(caller.organizationId, request.body.connectionId))) {
        throw notFound(`Connection ${request.body.connectionId} not found`);
      }
      return { data: { cleared: await s.queries.clear(request.body.connectionId) } };
    },
  );

  r.post(
    '/query/strict-tenant-coverage',
    {
      schema: {
        tags: ['query'],
        body: strictTenantCoverageBodySchema,
        response: { 200: strictTenantCoverageAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const connection = await s.queries.open(caller, request.body.connectionId);
      const result = await s.queries.run({
        caller,
        connection,
        sql: request.body.sqlQuery,
        raw: true,
        rowCap: 1,
      });
      const tenants = await s.db
        .selectFrom('tenants')
        .select('payload')
        .where('organization_id', '=', caller.organizationId)
        .execute();
      const coverage = strictTenantCoverage(
        result.columns.map((c) => c.name),
        tenants.map((t) => ({ payload: t.payload })),
      );
      return { data: coverage };
    },
  );
}
