import { z } from 'zod';
import { measureAggregationSchema } from './measure-aggregation';

/** A v2 measure: an aggregated number field. */
export const measureSchema = z.object({
  name: z.string().min(1, 'Measure name is required'),
  field: z.string().min(1, 'Measure field is required'),
  aggregation: measureAggregationSchema,
});
export type Measure = z.infer<typeof measureSchema>;
