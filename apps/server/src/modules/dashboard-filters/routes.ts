import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrUpdateDashboardFilterAnswerSchema,
  createOrUpdateDashboardFilterBodySchema,
  createOrUpdateDashboardFilterV2AnswerSchema,
  createOrUpdateDashboardFilterV2BodySchema,
  deleteFilterV2AnswerSchema,
  deleteFilterV2QuerySchema,
  getAllChartsFiltersAnswerSchema,
  getAllChartsFiltersQuerySchema,
  getFiltersV2AnswerSchema,
  getFiltersV2QuerySchema,
  saveFiltersV2AnswerSchema,
  saveFiltersV2BodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { DashboardFilterRepository } from './repository';
import { DashboardFilterService } from './service';

const tags = ['dashboard-filters'];

/** The dashboard-filter calls (filters-and-rendering.md §7, decision 028). */
export function dashboardFilterRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new DashboardFilterService(
    new DashboardFilterRepository(s.db),
    s.dashboards,
    s.access,
    s.chartGuard,
  );

  r.get(
    '/dashboard-filters/get-all-charts-filters',
    {
      schema: {
        tags,
        querystring: getAllChartsFiltersQuerySchema,
        response: { 200: getAllChartsFiltersAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      return { data: await service.chartFilters(caller, request.query.chartIds) };
    },
  );

  r.post(
    '/dashboard-filters/create-or-update-filter',
    {
      schema: {
        tags,
        body: createOrUpdateDashboardFilterBodySchema,
        response: { 200: createOrUpdateDashboardFilterAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      return { data: { filter: await service.createOrUpdate(caller, request.body) } };
    },
  );

  r.post(
    '/dashboard-filters/create-or-update-filter-v2',
    {
      schema: {
        tags,
        body: createOrUpdateDashboardFilterV2BodySchema,
        response: { 200: createOrUpdateDashboardFilterV2AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      return { data: await service.createOrUpdateV2(caller, request.body) };
    },
  );

  r.get(
    '/dashboard-filters/get-filters-v2',
    {
      schema: {
        tags,
        querystring: getFiltersV2QuerySchema,
        response: { 200: getFiltersV2AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      return { data: { filters: await service.list(caller, request.query.dashboardIds) } };
    },
  );

  r.delete(
    '/dashboard-filters/delete-filter-v2',
    {
      schema: {
        tags,
        querystring: deleteFilterV2QuerySchema,
        response: { 200: deleteFilterV2AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const { filterId, parentDashboardId } = request.query;
      const deletedChartFilterIds = await service.delete(caller, filterId, parentDashboardId);
      return { data: { deletedChartFilterIds } };
    },
  );

  r.post(
    '/dashboard-filters/save-filters-v2',
    {
      schema: {
        tags,
        body: saveFiltersV2BodySchema,
        response: { 200: saveFiltersV2AnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const { filterIds, parentDashboardId } = request.body;
      return { data: { filterIds: await service.save(caller, filterIds, parentDashboardId) } };
    },
  );
}
