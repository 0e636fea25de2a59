import { z } from 'zod';
import { chartTypeV2Schema } from '../chart/chart-type';
import { dateBucketingSchema } from '../common/date-bucketing';
import { dimensionTypeSchema } from './dimension';
import { measureAggregationSchema } from './measure-aggregation';
import { semanticFilterSchema } from './semantic-filter';

export const semanticDimensionSchema = z.object({
  field: z.string().min(1, 'Dimension field is required'),
  type: dimensionTypeSchema,
  bucketing: dateBucketingSchema.optional(),
  format: z.object({ dateFormat: z.string().optional() }).optional(),
});
export type SemanticDimension = z.infer<typeof semanticDimensionSchema>;

export const semanticMeasureSchema = z.object({
  field: z.string().min(1, 'Measure field is required'),
  aggregation: measureAggregationSchema,
});
export type SemanticMeasure = z.infer<typeof semanticMeasureSchema>;

/**
 * The semantic query model a v2 chart compiles to (filters-and-rendering.md §3). `table`, `limit`
 * and `orderBy` are our design: the query is over one table, capped, and optionally ordered.
 * `havingFilters` filter on aggregated measures (field = measure field).
 */
export const semanticQuerySchema = z.object({
  type: chartTypeV2Schema,
  table: z.string().optional(),
  dimensions: z.array(semanticDimensionSchema).default([]),
  measures: z.array(semanticMeasureSchema).default([]),
  filters: z.array(semanticFilterSchema).default([]),
  havingFilters: z.array(semanticFilterSchema).default([]),
  orderBy: z
    .array(z.object({ field: z.string(), direction: z.enum(['asc', 'desc']).default('asc') }))
    .optional(),
  limit: z.number().int().min(1, 'Limit must be at least 1').optional(),
});
export type SemanticQuery = z.infer<typeof semanticQuerySchema>;
