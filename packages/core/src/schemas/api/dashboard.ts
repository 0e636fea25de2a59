import { z } from 'zod';
import {
  DASHBOARD_LANGUAGE_MESSAGE,
  DASHBOARD_LANGUAGES,
  dashboardConfigSchema,
} from '../dashboard/dashboard-config';
import { dashboardRowSchema } from '../dashboard/dashboard-row';
import { goldenPromptSchema } from '../dashboard/golden-prompts';
import { findDashboardTimezone } from '../dashboard/timezones';
import { MAX_GOLDEN_TABLES, selectedTableEntrySchema } from '../dashboard/selected-table';
import { lineText, guardedRequest } from '../common/text';
import {
  ID_MESSAGE,
  ID_PATTERN,
  dataEnvelope,
  idSchema,
  tenantIdSchema,
  versionSchema,
} from './common';

// Calls of dashboards.md §7. GET/DELETE payloads are query strings (`…QuerySchema`).

const dashboardAnswer = dataEnvelope(z.object({ dashboard: dashboardRowSchema }));

/**
 * A dashboard config as a request writes it: its chart ids (keys of `charts`) and filter ids are
 * ids by the id schema, so every saved filter can be asked for by id later, and its language is
 * one the interface speaks (stored configs are read as they are).
 */
const requestDashboardConfigSchema = dashboardConfigSchema.check((ctx) => {
  const language = ctx.value.advanced.language;
  if (!(DASHBOARD_LANGUAGES as readonly string[]).includes(language)) {
    ctx.issues.push({
      code: 'custom',
      message: DASHBOARD_LANGUAGE_MESSAGE,
      path: ['advanced', 'language'],
      input: language,
    });
  }
  for (const chartId of Object.keys(ctx.value.charts)) {
    if (!ID_PATTERN.test(chartId)) {
      ctx.issues.push({
        code: 'custom',
        message: ID_MESSAGE,
        path: ['charts', chartId],
        input: chartId,
      });
    }
  }
  const controlKeys = new Set<string>();
  ctx.value.filters.forEach((filter, i) => {
    if (!ID_PATTERN.test(filter.id)) {
      ctx.issues.push({
        code: 'custom',
        message: ID_MESSAGE,
        path: ['filters', i, 'id'],
        input: filter.id,
      });
    }
    // A control key names one filter for the host app (controlledFilterValues): unique per dashboard.
    const key = filter.controlKey?.trim();
    if (key) {
      if (controlKeys.has(key)) {
        ctx.issues.push({
          code: 'custom',
          message: `Control key '${key}' is already used by another filter of this dashboard`,
          path: ['filters', i, 'controlKey'],
          input: filter.controlKey,
        });
      }
      controlKeys.add(key);
    }
  });
});

/** GET /dashboard/get-tenant-dashboard?parentDashboardId */
export const getTenantDashboardQuerySchema = guardedRequest(
  z.object({ parentDashboardId: idSchema }),
);
export const getTenantDashboardAnswerSchema = dashboardAnswer;

/** GET /dashboard/get-workspace-tenant-dashboard?workspaceId&dashboardId */
export const getWorkspaceTenantDashboardQuerySchema = guardedRequest(
  z.object({
    workspaceId: idSchema,
    dashboardId: idSchema,
  }),
);
export const getWorkspaceTenantDashboardAnswerSchema = dashboardAnswer;

/** GET /dashboard/get-all-tenant-dashboards?parentDashboardId → `data.dashboards`. */
export const getAllTenantDashboardsQuerySchema = guardedRequest(
  z.object({ parentDashboardId: idSchema }),
);
export const getAllTenantDashboardsAnswerSchema = dataEnvelope(
  z.object({ dashboards: z.array(dashboardRowSchema) }),
);

/** GET /dashboard/get-dashboards-workspace?dashboardId → `workspaceId` (null: global). */
export const getDashboardsWorkspaceQuerySchema = guardedRequest(
  z.object({ dashboardId: idSchema }),
);
export const getDashboardsWorkspaceAnswerSchema = dataEnvelope(
  z.object({ workspaceId: z.string().nullable() }),
);

/** POST /dashboard/get-version-values → `data.versions` (ascending). */
export const getVersionValuesBodySchema = guardedRequest(
  z.object({ dashboard: z.object({ id: idSchema }) }),
);
export type GetVersionValuesBody = z.infer<typeof getVersionValuesBodySchema>;
export const getVersionValuesAnswerSchema = dataEnvelope(
  z.object({ versions: z.array(z.number().int()) }),
);

/** POST /dashboard/v3/save — writes a new version (admin) or the tenant's copy. */
export const saveDashboardBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    name: lineText(500, 'Dashboard name'),
    config: requestDashboardConfigSchema,
    organizationId: idSchema.optional(),
    workspaceId: idSchema.nullable().optional(),
    projectId: idSchema.nullable().optional(),
    teamId: idSchema.nullable().optional(),
    author: lineText(320, 'author').nullable().optional(),
    parentTemplateDashboard: idSchema.nullable().optional(),
    tenantId: tenantIdSchema.nullable().optional(),
    isExportable: z.boolean().optional(),
    selectedTable: z
      .object({
        tables: z
          .array(selectedTableEntrySchema)
          .max(MAX_GOLDEN_TABLES, 'No more than 3 golden tables supported'),
      })
      .optional(),
    tz: z.number().nullable().optional(),
    localTz: z.boolean().optional(),
    goldenPrompts: z.object({ prompts: z.array(goldenPromptSchema).max(200) }).optional(),
    /** Version the edit was based on; 0 creates a new dashboard under `dashboardId` (admins). */
    dashboardVersion: z
      .number({ error: 'dashboardVersion must be a number' })
      .int('dashboardVersion must be an integer')
      .min(0, 'dashboardVersion must be at least 0')
      .optional(),
  }),
);
export type SaveDashboardBody = z.infer<typeof saveDashboardBodySchema>;
export const saveDashboardAnswerSchema = dashboardAnswer;

/** POST /dashboard/v2/copy — clone, or a tenant's personal copy. */
export const copyDashboardBodySchema = guardedRequest(
  z.object({
    dashboard: z.object({ id: idSchema, version: versionSchema.optional() }),
    dashboardConfigOverride: requestDashboardConfigSchema.optional(),
    personalWorkspace: z.boolean().optional(),
    /** The copy's name (a tenant's 'Create a copy'; decision 024). Default: '{name} (copy)'. */
    name: lineText(500, 'Dashboard name')
      .refine((s) => s.trim() !== '', 'Dashboard name must not be empty')
      .optional(),
  }),
);
export type CopyDashboardBody = z.infer<typeof copyDashboardBodySchema>;
export const copyDashboardAnswerSchema = dataEnvelope(z.object({ dashboardId: z.string() }));

/** DELETE /dashboard?id — answer not used by the client; ours echoes the id. */
export const deleteDashboardQuerySchema = guardedRequest(z.object({ id: idSchema }));
export const deleteDashboardAnswerSchema = dataEnvelope(z.object({ id: z.string() }));

/**
 * The dashboard settings calls (decision 012) write the dashboard's next version, carrying
 * everything else; their answers name it so an open editor can base its next save on it.
 */
const settingsVersion = { dashboardId: z.string(), version: z.number().int() };

/** POST /dashboard/v2/set-export-flag — answer not used; ours echoes the new flag. */
export const setExportFlagBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    isExportable: z.boolean({ error: 'isExportable must be true or false' }),
  }),
);
export type SetExportFlagBody = z.infer<typeof setExportFlagBodySchema>;
export const setExportFlagAnswerSchema = dataEnvelope(
  z.object({ ...settingsVersion, isExportable: z.boolean() }),
);

export const UNKNOWN_TIMEZONE_MESSAGE = 'Unknown timezone: choose one of the configured zones';

/**
 * POST /dashboard/set-timezone → `tz`, `local_tz`. `selectedTimezone` names a configured zone by
 * its label ('Greenwich Mean Time (GMT)', the default) or IANA name; the row keeps the spec's
 * numeric `tz` (the zone's standard offset in hours) and the IANA name beside it (`tz_name`).
 */
export const setTimezoneBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    selectedTimezone: z
      .string({ error: 'selectedTimezone must be the name of a timezone' })
      .max(100, UNKNOWN_TIMEZONE_MESSAGE)
      .refine((zone) => findDashboardTimezone(zone) !== undefined, UNKNOWN_TIMEZONE_MESSAGE),
    localTimezone: z.boolean({ error: 'localTimezone must be true or false' }).default(false),
  }),
);
export type SetTimezoneBody = z.infer<typeof setTimezoneBodySchema>;
export const setTimezoneAnswerSchema = dataEnvelope(
  z.object({
    ...settingsVersion,
    tz: z.number().nullable(),
    local_tz: z.boolean(),
    /** IANA name of the zone. */
    tz_name: z.string(),
    /** The zone's label in the configured list. */
    label: z.string(),
  }),
);

/** POST /dashboard/set-selected-table-list (golden tables, at most 3). */
export const setSelectedTableListBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    tables: z
      .array(selectedTableEntrySchema)
      .min(1, 'Add at least one table')
      .max(MAX_GOLDEN_TABLES, 'No more than 3 golden tables supported'),
  }),
);
export type SetSelectedTableListBody = z.infer<typeof setSelectedTableListBodySchema>;
export const setSelectedTableListAnswerSchema = dataEnvelope(
  z.object({ ...settingsVersion, tables: z.array(selectedTableEntrySchema) }),
);

/**
 * POST /dashboard/update-golden-prompts: each prompt trimmed, empty ones dropped (dashboards.md
 * §5: "empty text ignored"); the answer is the list stored.
 */
export const updateGoldenPromptsBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    prompts: z
      .array(
        z
          .string({ error: 'A golden prompt must be text' })
          .max(2000, 'A golden prompt has at most 2000 characters')
          .trim(),
      )
      .max(200, 'No more than 200 golden prompts'),
  }),
);
export type UpdateGoldenPromptsBody = z.infer<typeof updateGoldenPromptsBodySchema>;
export const updateGoldenPromptsAnswerSchema = dataEnvelope(
  z.object({ ...settingsVersion, prompts: z.array(z.string()) }),
);

/** POST /dashboard/set-public-flag (admin): anyone may open a public dashboard without a token. */
export const setPublicFlagBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    isPublic: z.boolean({ error: 'isPublic must be true or false' }),
  }),
);
export type SetPublicFlagBody = z.infer<typeof setPublicFlagBodySchema>;
export const setPublicFlagAnswerSchema = dataEnvelope(
  z.object({ ...settingsVersion, isPublic: z.boolean() }),
);

// Share invitation: POST /organization/share-invitation, in share-invitation.ts (decision 023).
