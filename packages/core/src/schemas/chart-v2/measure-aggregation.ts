import { z } from 'zod';

/** Measure aggregations of the v2 builder (charts.md §5). */
export const measureAggregationSchema = z.enum(
  ['sum', 'avg', 'min', 'max', 'count', 'distinct_count'],
  { error: 'Aggregation must be one of sum, avg, min, max, count, distinct_count' },
);
export type MeasureAggregation = z.infer<typeof measureAggregationSchema>;
