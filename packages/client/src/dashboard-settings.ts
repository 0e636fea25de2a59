import type {
  filterValuesAnswerSchema,
  filterValuesBodySchema,
  getAllTenantDashboardsAnswerSchema,
  getDashboardsWorkspaceAnswerSchema,
  getPublicChartDataAnswerSchema,
  getPublicChartDataBodySchema,
  getPublicDashboardAnswerSchema,
  getPublicDashboardBodySchema,
  getTenantSettingsAnswerSchema,
  getTenantSettingsBodySchema,
  getWorkspaceTenantDashboardAnswerSchema,
  setExportFlagAnswerSchema,
  setExportFlagBodySchema,
  setPublicFlagAnswerSchema,
  setPublicFlagBodySchema,
  setSelectedTableListAnswerSchema,
  setSelectedTableListBodySchema,
  setTimezoneAnswerSchema,
  setTimezoneBodySchema,
  updateGoldenPromptsAnswerSchema,
  updateGoldenPromptsBodySchema,
} from '@chartroom/core';
import type { DashboardConfig, DashboardRow } from '@chartroom/core';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { withQuery, type Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

export type SetExportFlagBody = z.input<typeof setExportFlagBodySchema>;
export type SetExportFlagAnswer = Data<typeof setExportFlagAnswerSchema>;
export type SetTimezoneBody = z.input<typeof setTimezoneBodySchema>;
export type SetTimezoneAnswer = Data<typeof setTimezoneAnswerSchema>;
export type SetSelectedTableListBody = z.input<typeof setSelectedTableListBodySchema>;
export type SetSelectedTableListAnswer = Data<typeof setSelectedTableListAnswerSchema>;
export type UpdateGoldenPromptsBody = z.input<typeof updateGoldenPromptsBodySchema>;
export type UpdateGoldenPromptsAnswer = Data<typeof updateGoldenPromptsAnswerSchema>;
export type SetPublicFlagBody = z.input<typeof setPublicFlagBodySchema>;
export type SetPublicFlagAnswer = Data<typeof setPublicFlagAnswerSchema>;
export type GetPublicDashboardBody = z.input<typeof getPublicDashboardBodySchema>;
export type GetPublicDashboardAnswer = Data<typeof getPublicDashboardAnswerSchema>;
export type GetPublicChartDataBody = z.input<typeof getPublicChartDataBodySchema>;
export type GetPublicChartDataAnswer = Data<typeof getPublicChartDataAnswerSchema>;
export type GetPublicFilterValuesBody = z.input<typeof filterValuesBodySchema>;
export type GetPublicFilterValuesAnswer = Data<typeof filterValuesAnswerSchema>;
export type GetWorkspaceTenantDashboardAnswer = Data<
  typeof getWorkspaceTenantDashboardAnswerSchema
>;
export type GetAllTenantDashboardsAnswer = Data<typeof getAllTenantDashboardsAnswerSchema>;
export type GetDashboardsWorkspaceAnswer = Data<typeof getDashboardsWorkspaceAnswerSchema>;
export type GetTenantSettingsBody = z.input<typeof getTenantSettingsBodySchema>;
export type GetTenantSettingsAnswer = Data<typeof getTenantSettingsAnswerSchema>;

/**
 * The config fields the dashboard toolbar edits outside a draft: Edit CSS (`styleOverrides`) and
 * the viewers' interface language (`advanced.language`).
 */
export interface DashboardConfigPatch {
  styleOverrides?: string;
  language?: string;
}

/** The dashboard's config with the patch applied (every other field kept as it is). */
export function patchDashboardConfig(
  config: DashboardConfig,
  patch: DashboardConfigPatch,
): DashboardConfig {
  const next: DashboardConfig = { ...config, advanced: { ...config.advanced } };
  if (patch.styleOverrides !== undefined) next.styleOverrides = patch.styleOverrides;
  if (patch.language !== undefined) next.advanced.language = patch.language;
  return next;
}

/**
 * Whether a failed public call means "this dashboard does not exist or is not public": the
 * server answers 404, the spec's 500 is read the same way (dashboards.md §6, §8).
 */
export function isNotPublicError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 500);
}

/**
 * Dashboard settings (admin), public dashboards (no token), workspaces and tenant settings
 * (dashboards.md §7; docs/decisions/012-dashboard-settings-and-public-dashboards.md).
 */
export function dashboardSettingsMethods(http: Http) {
  const { request } = http;
  const readDashboard = (dashboardId: string) =>
    request<{ dashboard: DashboardRow }>('POST', '/tenant/get-dashboard-v2', {
      dashboard: { id: dashboardId },
    });
  return {
    /**
     * Writes the next version of a dashboard with config fields changed (Edit CSS, language):
     * reads the latest version and saves its config patched, based on that version (a save
     * landing in between answers 409). Answers the dashboard written.
     */
    updateDashboardConfig: async (dashboardId: string, patch: DashboardConfigPatch) => {
      const { dashboard } = await readDashboard(dashboardId);
      return request<{ dashboard: DashboardRow }>('POST', '/dashboard/v3/save', {
        dashboardId,
        name: dashboard.name,
        config: patchDashboardConfig(dashboard.config, patch),
        dashboardVersion: dashboard.version,
      });
    },
    /** Sets the exportable flag; answers the version written. Admin only (403 for tenants). */
    setExportFlag: (body: SetExportFlagBody) =>
      request<SetExportFlagAnswer>('POST', '/dashboard/v2/set-export-flag', body),
    /**
     * Sets the timezone by a configured zone's label or IANA name (`DASHBOARD_TIMEZONES`);
     * answers the spec's numeric `tz`, `local_tz` and the zone's IANA name. Unknown zone: 400.
     */
    setDashboardTimezone: (body: SetTimezoneBody) =>
      request<SetTimezoneAnswer>('POST', '/dashboard/set-timezone', body),
    /** Golden tables (at most 3) of the organisation's connections. */
    setSelectedTableList: (body: SetSelectedTableListBody) =>
      request<SetSelectedTableListAnswer>('POST', '/dashboard/set-selected-table-list', body),
    /** Golden prompts, trimmed, empty ones dropped; answers the list stored. */
    updateGoldenPrompts: (body: UpdateGoldenPromptsBody) =>
      request<UpdateGoldenPromptsAnswer>('POST', '/dashboard/update-golden-prompts', body),
    /** Makes a dashboard public (anyone may open it without a token) or private again. */
    setPublicFlag: (body: SetPublicFlagBody) =>
      request<SetPublicFlagAnswer>('POST', '/dashboard/set-public-flag', body),
    /** A public dashboard's latest version (no token needed); see `isNotPublicError`. */
    getPublicDashboard: (body: GetPublicDashboardBody) =>
      request<GetPublicDashboardAnswer>('POST', '/tenant/get-public-dashboard', body),
    /** The data of a chart of a public dashboard (no token needed). */
    getPublicChartData: (body: GetPublicChartDataBody) =>
      request<GetPublicChartDataAnswer>('POST', '/tenant/get-public-chart-data', body),
    /** The values a filter of a public dashboard offers (no token needed). */
    getPublicFilterValues: (body: GetPublicFilterValuesBody) =>
      request<GetPublicFilterValuesAnswer>('POST', '/tenant/get-public-filter-values', body),
    /** A dashboard of a workspace (a tenant's personal workspace, or the global one). */
    getWorkspaceTenantDashboard: (query: { workspaceId: string; dashboardId: string }) =>
      request<GetWorkspaceTenantDashboardAnswer>(
        'GET',
        withQuery('/dashboard/get-workspace-tenant-dashboard', query),
      ),
    /** The tenant's personal workspace dashboards derived from a shared dashboard. */
    getAllTenantDashboards: (parentDashboardId: string) =>
      request<GetAllTenantDashboardsAnswer>(
        'GET',
        withQuery('/dashboard/get-all-tenant-dashboards', { parentDashboardId }),
      ),
    /** The workspace a dashboard is in (null: the global workspace). */
    getDashboardsWorkspace: (dashboardId: string) =>
      request<GetDashboardsWorkspaceAnswer>(
        'GET',
        withQuery('/dashboard/get-dashboards-workspace', { dashboardId }),
      ),
    /** What a tenant token may do and the organisation's plan with its flags. */
    getTenantSettings: (body: GetTenantSettingsBody) =>
      request<GetTenantSettingsAnswer>('POST', '/tenant/get-tenant-settings', body),
  };
}
