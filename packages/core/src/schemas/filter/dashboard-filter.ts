import { z } from 'zod';
import { chartFilterStructureSchema } from './chart-filter-structure';
import { checkFilterFields } from './check-filter-fields';
import {
  DEFAULT_FILTER_NAME,
  filterLayoutSchema,
  filterRestrictionMethodSchema,
  filterRestrictionsSchema,
  filterSourceTypeSchema,
  filterSubTypeSchema,
  filterTypeSchema,
} from './filter-type';
import { filterSelectedValueSchema } from './filter-value';

/** `globalFilterConfig` of a single-column (v2) dashboard filter. */
export const globalFilterConfigSchema = z.object({
  columnType: filterSourceTypeSchema.default('Raw'),
  globalFilterableName: z.string().optional(),
  globalFilterableTable: z.string().optional(),
});
export type GlobalFilterConfig = z.infer<typeof globalFilterConfigSchema>;

/** The fields of a dashboard filter, before the cross-field rules (extendable). */
export const dashboardFilterObjectSchema = z.object({
  id: z.string().min(1, 'Filter id is required'),
  /** Key to control the filter from the host app (`controlledFilterValues`). */
  controlKey: z.string().nullable().optional(),
  displayName: z.string().default(DEFAULT_FILTER_NAME),
  filterType: filterTypeSchema,
  filterSubType: filterSubTypeSchema.optional(),
  chartFilterIds: z.array(z.string()).default([]),
  /** Per chart id: the column this filter filters in that chart (v2.5 editor). */
  chartFilterStructures: z.record(z.string(), chartFilterStructureSchema).default({}),
  filterSourceType: filterSourceTypeSchema.optional(),
  filterColumn: z.string().optional(),
  filterTable: z.string().optional(),
  selectedValue: filterSelectedValueSchema.optional(),
  defaultValue: filterSelectedValueSchema.optional(),
  filterRestrictions: filterRestrictionsSchema.prefault({}),
  filterRestrictionMethod: filterRestrictionMethodSchema.default('Scan'),
  globalFilterConfig: globalFilterConfigSchema.prefault({}),
  aiAnalytics: z.boolean().optional(),
  layout: filterLayoutSchema.prefault({}),
  saved: z.boolean().default(false),
  /** Controlled from the host app: hidden when embedded. */
  isControlled: z.boolean().default(false),
  /** Bound to another (dashboard-level) filter: disabled here. */
  isBound: z.boolean().default(false),
  /** Id of the filter it is bound by. */
  isBoundBy: z.string().nullable().optional(),
});

/** A dashboard filter config (filters-and-rendering.md §3). */
export const dashboardFilterSchema = dashboardFilterObjectSchema.superRefine(checkFilterFields);
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;
