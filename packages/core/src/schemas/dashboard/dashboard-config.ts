import { z } from 'zod';
import { breakpointLayoutsSchema, gridLayoutSchema } from '../common/grid-layout';
import { anyDashboardFilterSchema } from '../filter/legacy-filter';

/** One chart placed on a dashboard: its grid layout and the chart version shown. */
export const dashboardChartEntrySchema = z.object({
  layout: gridLayoutSchema,
  version: z
    .number({ error: 'Chart version must be a number' })
    .int('Chart version must be an integer')
    .min(0, 'Chart version must be at least 0'),
});
export type DashboardChartEntry = z.infer<typeof dashboardChartEntrySchema>;

/** Default interface language of a dashboard (dashboards.md §9). */
export const DEFAULT_DASHBOARD_LANGUAGE = 'en';

/** The interface languages a dashboard may give its viewers (dashboards.md §9: en, fr, tr, es). */
export const DASHBOARD_LANGUAGES = ['en', 'fr', 'tr', 'es'] as const;
export const DASHBOARD_LANGUAGE_MESSAGE = 'Language must be one of en, fr, tr, es';

export const dashboardAdvancedSchema = z.object({
  language: z.string().min(1, 'Language is required').default(DEFAULT_DASHBOARD_LANGUAGE),
});
export type DashboardAdvanced = z.infer<typeof dashboardAdvancedSchema>;

/**
 * A dashboard row's `config` (dashboards.md §3). `charts` maps chart id → {layout, version};
 * older stored shapes are migrated by `migrateDashboardConfig` before parsing. `styleOverrides`
 * is the custom CSS of 'Edit CSS'.
 */
export const dashboardConfigSchema = z.object({
  title: z.string().optional(),
  charts: z.record(z.string(), dashboardChartEntrySchema).default({}),
  filters: z.array(anyDashboardFilterSchema).default([]),
  layouts: breakpointLayoutsSchema.optional(),
  styleOverrides: z.string().optional(),
  advanced: dashboardAdvancedSchema.prefault({}),
});
export type DashboardConfig = z.infer<typeof dashboardConfigSchema>;

/** Placement of a newly added chart (dashboards.md §4). */
export const NEW_CHART_LAYOUT = { w: 50, h: 8, rowsBelowLowest: 8 } as const;
