import { z } from 'zod';
import { checkFilterFields } from './check-filter-fields';
import { dashboardFilterObjectSchema } from './dashboard-filter';

/** One target chart of a legacy (v1) filter. */
export const legacyFilterTargetSchema = z.object({
  chartId: z.string().min(1, 'Target chart is required'),
  type: z.enum(['Before logic', 'After logic'], {
    error: "Target type must be 'Before logic' or 'After logic'",
  }),
  targetTable: z.string().optional(),
  targetColumn: z.string().min(1, 'Filter needs target column'),
  columns: z.array(z.string()).default([]),
});
export type LegacyFilterTarget = z.infer<typeof legacyFilterTargetSchema>;

/** A legacy (chart-target based, v1) dashboard filter (filters-and-rendering.md §3). */
export const legacyFilterSchema = dashboardFilterObjectSchema
  .extend({
    filterTargets: z.array(legacyFilterTargetSchema),
    globalFilterColumns: z.array(z.string()).default([]),
  })
  .superRefine(checkFilterFields);
export type LegacyFilter = z.infer<typeof legacyFilterSchema>;

/**
 * A filter stored in a dashboard config: legacy (has filterTargets) or current. The current
 * branch refuses `filterTargets`, so a legacy filter with a bad target fails with its own message
 * ('Filter needs target column') instead of parsing as a current filter without its targets.
 */
export const anyDashboardFilterSchema = z.union([
  legacyFilterSchema,
  dashboardFilterObjectSchema
    .extend({
      filterTargets: z.never({ error: 'Only legacy filters have filterTargets' }).optional(),
    })
    .superRefine(checkFilterFields),
]);
export type AnyDashboardFilter = z.infer<typeof anyDashboardFilterSchema>;
