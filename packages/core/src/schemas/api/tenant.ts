import { z } from 'zod';
import { chartRowSchema } from '../chart/chart-row';
import { dashboardRowSchema } from '../dashboard/dashboard-row';
import {
  permissionsSchema,
  planFlagsSchema,
  tenantEditingPermissionsSchema,
} from '../dashboard/permissions';
import { themeSchema } from '../dashboard/theme';
import { connectionSchema } from '../data/connection';
import { chartFilterSchema } from '../filter/chart-filter';
import { lineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema, tenantIdSchema, versionSchema } from './common';
import { tenantPayloadSchema } from './tenant-token';
import { chartDataAnswerSchema, filterValueSchema } from './query';
import { organizationPlanSchema, planFeaturesSchema } from './organization';

// Calls under /tenant of dashboards.md §7 and filters-and-rendering.md §7
// (POST /tenant/create-token lives in ./tenant-token).

const requestingOrganization = idSchema.optional();
const chartRef = z.object({ id: idSchema, version: versionSchema });
const chartsAnswer = dataEnvelope(
  z.object({ charts: z.array(chartRowSchema), filters: z.array(chartFilterSchema) }),
);
const connectionsAnswer = dataEnvelope(z.object({ connectionConfigs: z.array(connectionSchema) }));

/** POST /tenant/get-dashboard-v2 → `data.dashboard`; no version = latest. */
export const getDashboardV2BodySchema = guardedRequest(
  z.object({
    dashboard: z.object({ id: idSchema, version: versionSchema.optional() }),
    requestingOrganization,
  }),
);
export type GetDashboardV2Body = z.infer<typeof getDashboardV2BodySchema>;
export const getDashboardV2AnswerSchema = dataEnvelope(z.object({ dashboard: dashboardRowSchema }));

/** POST /tenant/get-public-dashboard (no token) → `data.dashboard`. */
export const getPublicDashboardBodySchema = guardedRequest(z.object({ dashboardId: idSchema }));
export type GetPublicDashboardBody = z.infer<typeof getPublicDashboardBodySchema>;
export const getPublicDashboardAnswerSchema = getDashboardV2AnswerSchema;

/** POST /tenant/get-chart-v2 → `data.chart`, `data.filters`. */
export const getChartV2BodySchema = guardedRequest(
  z.object({ chart: chartRef, requestingOrganization }),
);
export type GetChartV2Body = z.infer<typeof getChartV2BodySchema>;
export const getChartV2AnswerSchema = dataEnvelope(
  z.object({ chart: chartRowSchema, filters: z.array(chartFilterSchema) }),
);

/** POST /tenant/get-charts-v3 → `data.charts`, `data.filters`. */
export const getChartsV3BodySchema = guardedRequest(
  z.object({
    charts: z.array(chartRef).max(500),
    requestingOrganization,
  }),
);
export type GetChartsV3Body = z.infer<typeof getChartsV3BodySchema>;
export const getChartsV3AnswerSchema = chartsAnswer;

/** POST /tenant/get-public-charts (no auth) → `data.charts`, `data.filters`. */
export const getPublicChartsBodySchema = guardedRequest(
  z.object({
    chartIdentifiers: z.array(chartRef).max(500),
  }),
);
export type GetPublicChartsBody = z.infer<typeof getPublicChartsBodySchema>;
export const getPublicChartsAnswerSchema = chartsAnswer;

/** POST /tenant/get-all-connections → `data.connectionConfigs` (never secrets). */
export const getAllConnectionsBodySchema = guardedRequest(z.object({ requestingOrganization }));
export type GetAllConnectionsBody = z.infer<typeof getAllConnectionsBodySchema>;
export const getAllConnectionsAnswerSchema = connectionsAnswer;

/** POST /tenant/get-connection → `data` is the connection. */
export const getConnectionBodySchema = guardedRequest(
  z.object({ connectionId: idSchema, requestingOrganization }),
);
export type GetConnectionBody = z.infer<typeof getConnectionBodySchema>;
export const getConnectionAnswerSchema = dataEnvelope(connectionSchema);

/** POST /tenant/get-connections → `data.connectionConfigs`. */
export const getConnectionsBodySchema = guardedRequest(
  z.object({ connectionIds: z.array(idSchema).max(200) }),
);
export type GetConnectionsBody = z.infer<typeof getConnectionsBodySchema>;
export const getConnectionsAnswerSchema = connectionsAnswer;

/** POST /tenant/get-all-public-connections → `data.connectionConfigs`. */
export const getAllPublicConnectionsBodySchema = guardedRequest(
  z.object({ requestingOrganization }),
);
export type GetAllPublicConnectionsBody = z.infer<typeof getAllPublicConnectionsBodySchema>;
export const getAllPublicConnectionsAnswerSchema = connectionsAnswer;

/** POST /tenant/get-tenant-settings → `settings` (shape not shown; ours below). */
export const getTenantSettingsBodySchema = guardedRequest(
  z.object({
    token: lineText(10_000, 'token').min(1, 'token is required'),
  }),
);
export type GetTenantSettingsBody = z.infer<typeof getTenantSettingsBodySchema>;
export const tenantSettingsSchema = z.object({
  permissions: permissionsSchema,
  tenantEditingPermissions: tenantEditingPermissionsSchema,
  planFlags: planFlagsSchema,
  /** Organisation theme, when one is set. */
  theme: themeSchema.optional(),
  /** Connection the tenant's queries use instead of the chart's ("connection override"). */
  connectionOverride: z.string().nullable().optional(),
  /** The organisation's plan, and what it includes (the server refuses what it does not). */
  plan: organizationPlanSchema.optional(),
  planFeatures: planFeaturesSchema.optional(),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;
export const getTenantSettingsAnswerSchema = dataEnvelope(
  z.object({ settings: tenantSettingsSchema }),
);

// The organisation's tenants (admin only): GET /tenant/list, POST /tenant/create,
// POST /tenant/update, DELETE /tenant?id=.

const nonBlank = (max: number, label: string) =>
  lineText(max, label).refine((s) => s.trim().length > 0, `${label} is required`);

/** A tenant's key: how the host app names it, unique in the organisation. */
export const tenantKeySchema = nonBlank(200, 'key');

/** A stored tenant of the organisation: the values its tokens carry. */
export const tenantRecordSchema = z.object({
  id: tenantIdSchema,
  name: z.string(),
  key: z.string(),
  /** The values tenant policies filter by (`payloadKey` → value). */
  payload: tenantPayloadSchema,
  createdAt: z.string(),
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;

export const listTenantsAnswerSchema = dataEnvelope(
  z.object({ tenants: z.array(tenantRecordSchema) }),
);
export const tenantAnswerSchema = dataEnvelope(z.object({ tenant: tenantRecordSchema }));

/** POST /tenant/create: `id` defaults to the key; id and key are unique in the organisation. */
export const createTenantBodySchema = guardedRequest(
  z.strictObject({
    id: tenantIdSchema.optional(),
    name: nonBlank(200, 'name'),
    key: tenantKeySchema,
    payload: tenantPayloadSchema.default({}),
  }),
);
export type CreateTenantBody = z.infer<typeof createTenantBodySchema>;

/** POST /tenant/update: the id stays; what is given replaces (the payload as a whole). */
export const updateTenantBodySchema = guardedRequest(
  z.strictObject({
    id: tenantIdSchema,
    name: nonBlank(200, 'name').optional(),
    key: tenantKeySchema.optional(),
    payload: tenantPayloadSchema.optional(),
  }),
);
export type UpdateTenantBody = z.infer<typeof updateTenantBodySchema>;

export const deleteTenantQuerySchema = guardedRequest(z.object({ id: tenantIdSchema }));
export type DeleteTenantQuery = z.infer<typeof deleteTenantQuerySchema>;
export const deleteTenantAnswerSchema = dataEnvelope(z.object({ deleted: z.literal(true) }));

// Public dashboards (decision 012): read without a token; only dashboards an admin made public
// (`POST /dashboard/set-public-flag`) and the charts on their latest version answer.

/**
 * POST /tenant/get-public-chart-data (no token): the data of a chart of a public dashboard, as
 * `/query/chart-data` answers it. Charts on tenant-scoped connections are refused (there is no
 * tenant to scope them to).
 */
export const getPublicChartDataBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    chart: z.object({ id: idSchema, version: versionSchema.optional() }),
    filterValues: z
      .array(z.object({ filterId: idSchema, value: filterValueSchema }))
      .max(200)
      .default([]),
    chartFilterValues: z
      .array(z.object({ filterId: idSchema, value: filterValueSchema }))
      .max(200)
      .default([]),
    segmentPage: z.number().int().min(0).max(10_000).default(0),
    tz: lineText(100, 'tz').optional(),
  }),
);
export type GetPublicChartDataBody = z.infer<typeof getPublicChartDataBodySchema>;
export const getPublicChartDataAnswerSchema = chartDataAnswerSchema;
