import type {
  createOrUpdateDashboardFilterAnswerSchema,
  createOrUpdateDashboardFilterBodySchema,
  createOrUpdateDashboardFilterV2AnswerSchema,
  createOrUpdateDashboardFilterV2BodySchema,
  deleteFilterV2AnswerSchema,
  getAllChartsFiltersAnswerSchema,
  getFiltersV2AnswerSchema,
  saveFiltersV2AnswerSchema,
  saveFiltersV2BodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

export type GetAllChartsFiltersAnswer = Data<typeof getAllChartsFiltersAnswerSchema>;
export type CreateOrUpdateDashboardFilterRequest = z.input<
  typeof createOrUpdateDashboardFilterBodySchema
>;
export type CreateOrUpdateDashboardFilterAnswer = Data<
  typeof createOrUpdateDashboardFilterAnswerSchema
>;
export type CreateOrUpdateDashboardFilterV2Request = z.input<
  typeof createOrUpdateDashboardFilterV2BodySchema
>;
export type CreateOrUpdateDashboardFilterV2Answer = Data<
  typeof createOrUpdateDashboardFilterV2AnswerSchema
>;
export type GetDashboardFiltersV2Answer = Data<typeof getFiltersV2AnswerSchema>;
export type DeleteDashboardFilterV2Answer = Data<typeof deleteFilterV2AnswerSchema>;
export type SaveDashboardFiltersV2Request = z.input<typeof saveFiltersV2BodySchema>;
export type SaveDashboardFiltersV2Answer = Data<typeof saveFiltersV2AnswerSchema>;

/** Methods of the dashboard-filter calls (filters-and-rendering.md §7, decision 028). */
export function dashboardFilterMethods(http: Http) {
  const { request } = http;
  return {
    /** The chart-level filters of the given charts (a dashboard filter's per-chart targets among them). */
    getAllChartsFilters: ({ chartIds }: { chartIds: readonly string[] }) =>
      request<GetAllChartsFiltersAnswer>(
        'GET',
        withQuery('/dashboard-filters/get-all-charts-filters', { chartIds: chartIds.join(',') }),
      ),
    /** Creates or replaces a dashboard filter (legacy V1/V2 and V2 editors); saved at once. */
    createOrUpdateDashboardFilter: (body: CreateOrUpdateDashboardFilterRequest) =>
      request<CreateOrUpdateDashboardFilterAnswer>(
        'POST',
        '/dashboard-filters/create-or-update-filter',
        body,
      ),
    /**
     * Creates or replaces a V2.5 dashboard filter and the chart filters of `chartIds`;
     * `noSave` keeps it unsaved (a draft) until saveDashboardFiltersV2.
     */
    createOrUpdateDashboardFilterV2: (body: CreateOrUpdateDashboardFilterV2Request) =>
      request<CreateOrUpdateDashboardFilterV2Answer>(
        'POST',
        '/dashboard-filters/create-or-update-filter-v2',
        body,
      ),
    /** The filters of the given dashboards (saved and unsaved). */
    getDashboardFiltersV2: ({ dashboardIds }: { dashboardIds: readonly string[] }) =>
      request<GetDashboardFiltersV2Answer>(
        'GET',
        withQuery('/dashboard-filters/get-filters-v2', { dashboardIds: dashboardIds.join(',') }),
      ),
    /** Deletes a dashboard filter and the chart filters it created; answers their ids. */
    deleteDashboardFilterV2: ({
      filterId,
      parentDashboardId,
    }: {
      filterId: string;
      /** The filter's dashboard: needed when the id is on several (copies keep filter ids). */
      parentDashboardId?: string;
    }) =>
      request<DeleteDashboardFilterV2Answer>(
        'DELETE',
        withQuery('/dashboard-filters/delete-filter-v2', { filterId, parentDashboardId }),
      ),
    /** Marks the given filters saved (the dashboard's Save); name the dashboard (parentDashboardId). */
    saveDashboardFiltersV2: (body: SaveDashboardFiltersV2Request) =>
      request<SaveDashboardFiltersV2Answer>('POST', '/dashboard-filters/save-filters-v2', body),
  };
}
