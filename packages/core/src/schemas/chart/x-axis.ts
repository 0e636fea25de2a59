import { z } from 'zod';
import { dateBucketingSchema } from '../common/date-bucketing';

/** Format of the X axis: label, date bucketing and a date-fns display format. */
export const xAxisFormatSchema = z.object({
  label: z.string().optional(),
  bucketing: dateBucketingSchema.nullable().optional(),
  /** date-fns format, e.g. 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss'. */
  dateFormat: z.string().optional(),
});
export type XAxisFormat = z.infer<typeof xAxisFormatSchema>;

/** The X axis of a classic chart (charts.md §3). `column` is empty until the user picks one. */
export const xAxisSchema = z.object({
  column: z.string().optional(),
  format: xAxisFormatSchema.optional(),
});
export type XAxis = z.infer<typeof xAxisSchema>;

/** Label set when a date column is bucketed on the X axis (charts.md §4). */
export const X_AXIS_BUCKET_LABEL = '(by bucket)';
