import { z } from 'zod';
import { timestampSchema } from '../common/chart-identifier';
import { checkFilterFields } from './check-filter-fields';
import {
  chartFilterTypeSchema,
  DEFAULT_FILTER_NAME,
  filterLayoutSchema,
  filterRestrictionMethodSchema,
  filterRestrictionsSchema,
  filterSubTypeSchema,
} from './filter-type';
import { filterSelectedValueSchema } from './filter-value';

/** What a chart-level filter filters (filters-and-rendering.md §3). */
export const chartFilterTargetSchema = z.discriminatedUnion(
  'sourceType',
  [
    z.object({
      sourceType: z.literal('Raw'),
      rawTable: z.string().min(1, 'Select a table'),
      rawColumn: z.string().min(1, 'Select a column'),
    }),
    z.object({
      sourceType: z.literal('Output'),
      outputColumn: z.string().min(1, 'Select a column'),
    }),
    z.object({
      sourceType: z.literal('Variable'),
      variableName: z.string().min(1, 'Variable name is required'),
    }),
  ],
  { error: 'Filter target source type must be Raw, Output or Variable' },
);
export type ChartFilterTarget = z.infer<typeof chartFilterTargetSchema>;

/** `config` of a chart-level filter. */
export const chartFilterConfigSchema = z
  .object({
    displayName: z.string().default(DEFAULT_FILTER_NAME),
    filterType: chartFilterTypeSchema,
    filterSubType: filterSubTypeSchema.optional(),
    filterRestrictionMethod: filterRestrictionMethodSchema.default('Scan'),
    filterRestrictions: filterRestrictionsSchema.prefault({}),
    filterTarget: chartFilterTargetSchema,
    selectedValue: filterSelectedValueSchema.optional(),
    defaultValue: filterSelectedValueSchema.optional(),
    layout: filterLayoutSchema.prefault({}),
    saved: z.boolean().default(false),
    isControlled: z.boolean().default(false),
    isBound: z.boolean().default(false),
    isBoundBy: z.string().nullable().optional(),
  })
  .superRefine(checkFilterFields);
export type ChartFilterConfig = z.infer<typeof chartFilterConfigSchema>;

/** A chart-level filter row (charts.md §3, filters-and-rendering.md §3). */
export const chartFilterSchema = z.object({
  filterId: z.string().min(1, 'Filter id is required'),
  parent_chart_id: z.string().min(1, 'Parent chart id is required'),
  config: chartFilterConfigSchema,
  saved_at: timestampSchema.nullable().optional(),
});
export type ChartFilter = z.infer<typeof chartFilterSchema>;
