import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTenantTokenAnswerSchema,
  createTenantTokenRequestSchema,
  getAllConnectionsAnswerSchema,
  getAllConnectionsBodySchema,
  getAllPublicConnectionsAnswerSchema,
  getAllPublicConnectionsBodySchema,
  getConnectionAnswerSchema,
  getConnectionBodySchema,
  getConnectionsAnswerSchema,
  getConnectionsBodySchema,
  getChartsV3AnswerSchema,
  getChartsV3BodySchema,
  getDashboardV2AnswerSchema,
  getDashboardV2BodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { publicConnection } from '../connection/repository';
import { notFound } from '../../plugins/http-error';
import { toChartRow, toDashboardRow } from './rows';
import { storedOrInlineTenant } from './token-tenant';
import { TenantRepository } from './tenant-repository';

export function tenantRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tenantRecords = new TenantRepository(s.db);

  r.post(
    '/tenant/create-token',
    {
      schema: {
        tags: ['tenant'],
        body: createTenantTokenRequestSchema,
        response: { 200: createTenantTokenAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      const { permissions, dashboardIds, expiresInSeconds } = request.body;
      const tenant = await storedOrInlineTenant(tenantRecords, caller.organizationId, request.body);
      const token = await s.tokens.signTenantToken(caller.organizationId, {
        tenant,
        permissions,
        dashboardIds,
        expiresInSeconds,
      });
      return { data: { token } };
    },
  );

  r.post(
    '/tenant/get-dashboard-v2',
    {
      schema: {
        tags: ['tenant'],
        body: getDashboardV2BodySchema,
        response: { 200: getDashboardV2AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const row = await s.access.dashboard(
        caller,
        request.body.dashboard.id,
        request.body.dashboard.version,
      );
      return { data: { dashboard: toDashboardRow(row) } };
    },
  );

  r.post(
    '/tenant/get-charts-v3',
    {
      schema: {
        tags: ['tenant'],
        body: getChartsV3BodySchema,
        response: { 200: getChartsV3AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const rows = await s.chartGuard.reachAll(caller, request.body.charts);
      const filters = await s.chartFilters.listSaved(
        caller.organizationId,
        rows.map((row) => row.id),
      );
      return { data: { charts: rows.map(toChartRow), filters } };
    },
  );

  r.post(
    '/tenant/get-all-connections',
    {
      schema: {
        tags: ['tenant'],
        body: getAllConnectionsBodySchema.optional(),
        response: { 200: getAllConnectionsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const list = await s.connections.list(caller.organizationId);
      return { data: { connectionConfigs: list.map((c) => publicConnection(c, caller)) } };
    },
  );

  r.post(
    '/tenant/get-connection',
    {
      schema: {
        tags: ['tenant'],
        body: getConnectionBodySchema,
        response: { 200: getConnectionAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const record = await s.connections.find(caller.organizationId, request.body.connectionId);
      if (!record) throw notFound(`Connection ${request.body.connectionId} not found`);
      return { data: publicConnection(record, caller) };
    },
  );

  r.post(
    '/tenant/get-connections',
    {
      schema: {
        tags: ['tenant'],
        body: getConnectionsBodySchema,
        response: { 200: getConnectionsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const wanted = new Set(request.body.connectionIds);
      const list = await s.connections.list(caller.organizationId);
      return {
        data: {
          connectionConfigs: list
            .filter((c) => wanted.has(c.id))
            .map((c) => publicConnection(c, caller)),
        },
      };
    },
  );

  // "Public" connections are those of the caller's organisation; public (token-less) dashboards
  // are not part of this version, so the call needs a token like the others.
  r.post(
    '/tenant/get-all-public-connections',
    {
      schema: {
        tags: ['tenant'],
        body: getAllPublicConnectionsBodySchema.optional(),
        response: { 200: getAllPublicConnectionsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const list = await s.connections.list(caller.organizationId);
      return { data: { connectionConfigs: list.map((c) => publicConnection(c, caller)) } };
    },
  );
}
