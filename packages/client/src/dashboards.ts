import type {
  copyDashboardAnswerSchema,
  copyDashboardBodySchema,
  deleteDashboardAnswerSchema,
  deleteChartAnswerSchema,
  deleteChartBodySchema,
  getVersionValuesAnswerSchema,
  getTenantDashboardAnswerSchema,
  getVersionValuesBodySchema,
  saveDashboardAnswerSchema,
  saveDashboardBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

// Bodies are the schemas' input types (fields with defaults may be left out); answers are `data`.
export type SaveDashboardBody = z.input<typeof saveDashboardBodySchema>;
export type SaveDashboardAnswer = Data<typeof saveDashboardAnswerSchema>;
export type GetVersionValuesBody = z.input<typeof getVersionValuesBodySchema>;
export type GetVersionValuesAnswer = Data<typeof getVersionValuesAnswerSchema>;
export type DeleteChartBody = z.input<typeof deleteChartBodySchema>;
export type DeleteChartAnswer = Data<typeof deleteChartAnswerSchema>;
export type CopyDashboardBody = z.input<typeof copyDashboardBodySchema>;
export type CopyDashboardAnswer = Data<typeof copyDashboardAnswerSchema>;
export type GetTenantDashboardAnswer = Data<typeof getTenantDashboardAnswerSchema>;
export type DeleteDashboardAnswer = Data<typeof deleteDashboardAnswerSchema>;

/** Dashboard versions, copies and the chart library's delete (docs/dev/contracts.md, "Chart library"). */
export function dashboardMethods(http: Http) {
  const { request } = http;
  return {
    /**
     * Saves the next version (previous + 1). With `dashboardVersion`, a save based on an older
     * version than the latest throws (409); a bad config throws the first schema message (400).
     */
    saveDashboard: (body: SaveDashboardBody) =>
      request<SaveDashboardAnswer>('POST', '/dashboard/v3/save', body),
    /** Every version number of the dashboard, ascending. */
    getDashboardVersions: (body: GetVersionValuesBody) =>
      request<GetVersionValuesAnswer>('POST', '/dashboard/get-version-values', body),
    /**
     * Admins: a clone named `name` or '{name} (copy)'. Tenants (`personalWorkspace: true`): their
     * personal copy of a shared dashboard (`dashboardConfigOverride` as its config), or the
     * existing one; of one of their workspace dashboards, another workspace dashboard ('Create a
     * copy', decision 024); readOnly throws 403.
     */
    copyDashboard: (body: CopyDashboardBody) =>
      request<CopyDashboardAnswer>('POST', '/dashboard/v2/copy', body),
    /** The tenant's personal copy of a shared dashboard; throws 404 when it has none. */
    getTenantDashboard: (parentDashboardId: string) =>
      request<GetTenantDashboardAnswer>(
        'GET',
        withQuery('/dashboard/get-tenant-dashboard', { parentDashboardId }),
      ),
    /**
     * Deletes every version of a dashboard with its personal copies, dashboard filters and the
     * chart filters only it links (DELETE /dashboard?id). Tenants: only their own workspace
     * dashboards (403 otherwise); unknown ids throw 404.
     */
    deleteDashboard: (id: string) =>
      request<DeleteDashboardAnswer>('DELETE', withQuery('/dashboard', { id })),
    /** Deletes a draft chart (all versions and its filters); published charts throw (400). */
    deleteChart: (body: DeleteChartBody) =>
      request<DeleteChartAnswer>('POST', '/chart/delete-chart', body),
  };
}
