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

/** A current (V2 / V2.5) filter: `filterTargets` are refused (only legacy filters have them). */
const currentFilterSchema = dashboardFilterObjectSchema
  .extend({
    filterTargets: z.never({ error: 'Only legacy filters have filterTargets' }).optional(),
  })
  .superRefine(checkFilterFields);
export type CurrentDashboardFilter = z.infer<typeof dashboardFilterObjectSchema>;

function hasTargets(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'filterTargets' in input;
}

const filterUnion = z.union([legacyFilterSchema, currentFilterSchema], {
  // The first message of the branch the input is meant for (legacy when it has filterTargets).
  error: (issue) => {
    if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
    return issue.errors[hasTargets(issue.input) ? 0 : 1]?.[0]?.message;
  },
});

/** A filter stored in a dashboard config: legacy (has filterTargets) or current. */
export type AnyDashboardFilter = LegacyFilter | CurrentDashboardFilter;

/**
 * A filter stored in a dashboard config: legacy (has filterTargets) or current. The current
 * branch refuses `filterTargets`, so a legacy filter with a bad target fails with its own message
 * ('Filter needs target column') instead of parsing as a current filter without its targets; a
 * failing filter reports the first message of the branch it is meant for, not 'Invalid input'.
 */
export const anyDashboardFilterSchema = filterUnion as unknown as z.ZodType<
  AnyDashboardFilter,
  z.input<typeof filterUnion>
>;
