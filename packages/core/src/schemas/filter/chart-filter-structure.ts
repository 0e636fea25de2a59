import { z } from 'zod';
import { filterSourceTypeSchema } from './filter-type';

/**
 * How a dashboard filter reaches one chart (filters-and-rendering.md §3): the value filters that
 * chart's `column` of `table` (an output column when `sourceType` is 'Output').
 */
export const chartFilterStructureSchema = z.object({
  connection: z.string().min(1, 'Connection is required'),
  sourceType: filterSourceTypeSchema,
  table: z.string(),
  column: z.string().min(1, 'Column is required'),
});
export type ChartFilterStructure = z.infer<typeof chartFilterStructureSchema>;
