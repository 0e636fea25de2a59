import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chartFilterValuesAnswerSchema,
  chartFilterValuesBodySchema,
  createOrUpdateFilterAnswerSchema,
  createOrUpdateFilterBodySchema,
  deleteFilterAnswerSchema,
  deleteFilterQuerySchema,
  deleteFiltersUnusedAnswerSchema,
  deleteFiltersUnusedQuerySchema,
  saveFiltersAnswerSchema,
  saveFiltersBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { ChartFilterValuesService } from './chart-filter-values';

const tags = ['filters'];

/** Chart-level filter calls (charts.md §7, filters-and-rendering.md §7). */
export function chartFilterRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filterValues = new ChartFilterValuesService(s.chartFilters, s.access, s.queries);

  r.post(
    '/filters/create-or-update-filter',
    {
      schema: {
        tags,
        body: createOrUpdateFilterBodySchema,
        response: { 200: createOrUpdateFilterAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const filter = await s.chartFilterService.createOrUpdate(caller, request.body);
      return { data: { filter } };
    },
  );

  r.post(
    '/filters/save-filters',
    { schema: { tags, body: saveFiltersBodySchema, response: { 200: saveFiltersAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.caller(request);
      const filterIds = await s.chartFilterService.save(caller, request.body.filterIds);
      return { data: { filterIds } };
    },
  );

  r.delete(
    '/filters/delete-filter',
    {
      schema: {
        tags,
        querystring: deleteFilterQuerySchema,
        response: { 200: deleteFilterAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      await s.chartFilterService.delete(caller, request.query.filterId);
      return { data: { filterId: request.query.filterId } };
    },
  );

  r.delete(
    '/filters/delete-filters-unused',
    {
      schema: {
        tags,
        querystring: deleteFiltersUnusedQuerySchema,
        response: { 200: deleteFiltersUnusedAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const deletedChartFilters = await s.chartFilterService.deleteUnused(
        caller,
        request.query.parentChartId,
        request.query.columnNamesToKeep,
      );
      return { data: { deletedChartFilters } };
    },
  );

  r.post(
    '/filters/get-filter-values',
    {
      schema: {
        tags,
        body: chartFilterValuesBodySchema,
        response: { 200: chartFilterValuesAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.caller(request);
      const values = await filterValues.values(caller, request.body);
      return { data: { values } };
    },
  );
}
