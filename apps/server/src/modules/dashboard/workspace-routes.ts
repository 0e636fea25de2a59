import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getAllTenantDashboardsAnswerSchema,
  getAllTenantDashboardsQuerySchema,
  getDashboardsWorkspaceAnswerSchema,
  getDashboardsWorkspaceQuerySchema,
  getWorkspaceTenantDashboardAnswerSchema,
  getWorkspaceTenantDashboardQuerySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { toDashboardRow } from '../tenant/rows';
import { Workspaces, workspaceOf } from './workspaces';

const tags = ['dashboard'];

/** The workspace calls of dashboards.md §7 (global and personal workspaces; decision 012). */
export function dashboardWorkspaceRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const workspaces = new Workspaces(s.db, s.dashboards, s.access);

  r.get(
    '/dashboard/get-workspace-tenant-dashboard',
    {
      schema: {
        tags,
        querystring: getWorkspaceTenantDashboardQuerySchema,
        response: { 200: getWorkspaceTenantDashboardAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const { workspaceId, dashboardId } = request.query;
      const row = await workspaces.inWorkspace(caller, workspaceId, dashboardId);
      return { data: { dashboard: toDashboardRow(row) } };
    },
  );

  r.get(
    '/dashboard/get-all-tenant-dashboards',
    {
      schema: {
        tags,
        querystring: getAllTenantDashboardsQuerySchema,
        response: { 200: getAllTenantDashboardsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const rows = await workspaces.derivedFrom(caller, request.query.parentDashboardId);
      return { data: { dashboards: rows.map(toDashboardRow) } };
    },
  );

  r.get(
    '/dashboard/get-dashboards-workspace',
    {
      schema: {
        tags,
        querystring: getDashboardsWorkspaceQuerySchema,
        response: { 200: getDashboardsWorkspaceAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const row = await workspaces.open(caller, request.query.dashboardId);
      return { data: { workspaceId: workspaceOf(row) } };
    },
  );
}
