import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copyDashboardAnswerSchema,
  copyDashboardBodySchema,
  dashboardListAnswerSchema,
  getTenantDashboardAnswerSchema,
  getTenantDashboardQuerySchema,
  getVersionValuesAnswerSchema,
  getVersionValuesBodySchema,
  saveDashboardAnswerSchema,
  saveDashboardBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { toDashboardRow } from '../tenant/rows';
import { DashboardCopier } from './dashboard-copy';
import { dashboardDeleteRoute } from './delete-route';
import { DashboardSaver } from './dashboard-save';
import { RemovedChartFilters } from './removed-chart-filters';
import { CLONE_NEEDS_TOKEN, requireCaller, SAVE_NEEDS_TOKEN } from './jwt-required';

const tags = ['dashboard'];

export function dashboardRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const saver = new DashboardSaver(s.dashboards, s.access, s.chartGuard);
  const copier = new DashboardCopier(s.dashboards, s.access, saver);
  const removedChartFilters = new RemovedChartFilters(s.db);

  r.get(
    '/dashboard/list',
    { schema: { tags, response: { 200: dashboardListAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { dashboards: await s.dashboards.listLatest(caller.organizationId) } };
    },
  );

  r.post(
    '/dashboard/v3/save',
    {
      onRequest: requireCaller(s, SAVE_NEEDS_TOKEN),
      schema: { tags, body: saveDashboardBodySchema, response: { 200: saveDashboardAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const saved = await saver.save(caller, request.body);
      // The chart filters only a removed chart's aggregate filters linked (decision 018).
      await removedChartFilters.afterSave(saved).catch((error: unknown) => {
        request.log.warn({ err: error }, 'removed charts: chart filters not cleaned up');
      });
      return { data: { dashboard: toDashboardRow(saved) } };
    },
  );

  r.post(
    '/dashboard/get-version-values',
    {
      schema: {
        tags,
        body: getVersionValuesBodySchema,
        response: { 200: getVersionValuesAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      return { data: { versions: await saver.versions(caller, request.body.dashboard.id) } };
    },
  );

  r.post(
    '/dashboard/v2/copy',
    {
      onRequest: requireCaller(s, CLONE_NEEDS_TOKEN),
      schema: { tags, body: copyDashboardBodySchema, response: { 200: copyDashboardAnswerSchema } },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      return { data: { dashboardId: await copier.copy(caller, request.body) } };
    },
  );

  dashboardDeleteRoute(app, s);

  r.get(
    '/dashboard/get-tenant-dashboard',
    {
      schema: {
        tags,
        querystring: getTenantDashboardQuerySchema,
        response: { 200: getTenantDashboardAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const copy = await copier.tenantCopy(caller, request.query.parentDashboardId);
      return { data: { dashboard: toDashboardRow(copy) } };
    },
  );
}
