import { z } from 'zod';
import { timestampSchema } from '../common/chart-identifier';
import { chartFilterSchema } from '../filter/chart-filter';
import { anyDashboardFilterSchema } from '../filter/legacy-filter';
import { guardedRequest } from '../common/text';
import { dataEnvelope, idSchema } from './common';
import { queryIdListSchema } from './query-string';

// Dashboard-filter calls (filters-and-rendering.md §7).

/** A stored dashboard filter: our design for the rows of GET /dashboard-filters/get-filters-v2. */
export const dashboardFilterRowSchema = z.object({
  filterId: z.string(),
  parent_dashboard_id: z.string(),
  config: anyDashboardFilterSchema,
  saved_at: timestampSchema.nullable().optional(),
});
export type DashboardFilterRow = z.infer<typeof dashboardFilterRowSchema>;

/** POST /dashboard-filters/save-filters-v2 */
export const saveFiltersV2BodySchema = guardedRequest(
  z.object({
    filterIds: z.array(idSchema).max(1000),
    /** The filters' dashboard, when an id is on several (copies keep filter ids; decision 028). */
    parentDashboardId: idSchema.optional(),
  }),
);
export type SaveFiltersV2Body = z.infer<typeof saveFiltersV2BodySchema>;
export const saveFiltersV2AnswerSchema = dataEnvelope(z.object({ filterIds: z.array(z.string()) }));

/** GET /dashboard-filters/get-all-charts-filters?chartIds → items with config and parent_chart_id. */
export const getAllChartsFiltersQuerySchema = guardedRequest(
  z.object({ chartIds: queryIdListSchema }),
);
export const getAllChartsFiltersAnswerSchema = dataEnvelope(z.array(chartFilterSchema));

/** POST /dashboard-filters/create-or-update-filter (legacy and v2 editors). */
export const createOrUpdateDashboardFilterBodySchema = guardedRequest(
  z.object({
    filterConfig: anyDashboardFilterSchema,
    parentDashboardId: idSchema,
    filterId: idSchema,
  }),
);
export type CreateOrUpdateDashboardFilterBody = z.infer<
  typeof createOrUpdateDashboardFilterBodySchema
>;
export const createOrUpdateDashboardFilterAnswerSchema = dataEnvelope(
  z.object({ filter: dashboardFilterRowSchema }),
);

/**
 * POST /dashboard-filters/create-or-update-filter-v2 (v2.5 editor): also creates the chart filters
 * of `chartIds`, reusing `existingChartFilterIds`; `noSave` keeps them unsaved.
 */
export const createOrUpdateDashboardFilterV2BodySchema = guardedRequest(
  z.object({
    filterConfig: anyDashboardFilterSchema,
    parentDashboardId: idSchema,
    filterId: idSchema,
    chartIds: z.array(idSchema).max(500).default([]),
    existingChartFilterIds: z.array(idSchema).max(1000).default([]),
    noSave: z.boolean().default(false),
  }),
);
export type CreateOrUpdateDashboardFilterV2Body = z.infer<
  typeof createOrUpdateDashboardFilterV2BodySchema
>;
export const createOrUpdateDashboardFilterV2AnswerSchema = dataEnvelope(
  z.object({ filter: dashboardFilterRowSchema, chartFilterIds: z.array(z.string()) }),
);

/** GET /dashboard-filters/get-filters-v2?dashboardIds */
export const getFiltersV2QuerySchema = guardedRequest(
  z.object({ dashboardIds: queryIdListSchema }),
);
export const getFiltersV2AnswerSchema = dataEnvelope(
  z.object({ filters: z.array(dashboardFilterRowSchema) }),
);

/** DELETE /dashboard-filters/delete-filter-v2?filterId → deletedChartFilterIds. */
export const deleteFilterV2QuerySchema = guardedRequest(
  z.object({
    filterId: idSchema,
    /** The filter's dashboard, when its id is on several (copies keep filter ids; decision 028). */
    parentDashboardId: idSchema.optional(),
  }),
);
export const deleteFilterV2AnswerSchema = dataEnvelope(
  z.object({ deletedChartFilterIds: z.array(z.string()) }),
);
