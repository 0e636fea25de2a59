import { z } from 'zod';

/** Series aggregations of the classic builder (charts.md §3, filters-and-rendering.md §9). */
export const baseAggregationStrategySchema = z.enum(
  ['Sum', 'Average', 'Count', 'Distinct count', 'Max', 'Min', 'First', 'Collect list'],
  {
    error:
      'Aggregation must be one of Sum, Average, Count, Distinct count, Max, Min, First, Collect list',
  },
);
export type BaseAggregationStrategy = z.infer<typeof baseAggregationStrategySchema>;

/** The only aggregations offered for non-number columns (charts.md §5). */
export const NON_NUMERIC_AGGREGATIONS: readonly BaseAggregationStrategy[] = [
  'Count',
  'Distinct count',
  'First',
  'Collect list',
];
