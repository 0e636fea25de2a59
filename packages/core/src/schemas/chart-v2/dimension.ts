import { z } from 'zod';
import { dateBucketingSchema } from '../common/date-bucketing';
import { measureAggregationSchema } from './measure-aggregation';

/** Field types of the v2 builder (charts.md §3). */
export const dimensionTypeSchema = z.enum(['string', 'number', 'date', 'boolean'], {
  error: 'Dimension type must be one of string, number, date, boolean',
});
export type DimensionType = z.infer<typeof dimensionTypeSchema>;

/** A v2 dimension: a field to group by; dates are bucketed (default day). */
export const dimensionSchema = z.object({
  name: z.string().min(1, 'Dimension name is required'),
  field: z.string().min(1, 'Dimension field is required'),
  type: dimensionTypeSchema,
  aggregation: measureAggregationSchema.optional(),
  bucketing: dateBucketingSchema.optional(),
});
export type Dimension = z.infer<typeof dimensionSchema>;
