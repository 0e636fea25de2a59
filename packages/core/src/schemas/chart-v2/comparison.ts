import { z } from 'zod';

export const compareBySchema = z.enum(['previous_period'], {
  error: 'compareBy must be previous_period',
});
export type CompareBy = z.infer<typeof compareBySchema>;

/** A v2 comparison of one measure (charts.md §3). */
export const comparisonSchema = z.object({
  name: z.string().min(1, 'Comparison name is required'),
  /** Name of the measure compared. */
  measure: z.string().min(1, 'Comparison measure is required'),
  compareBy: compareBySchema.default('previous_period'),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const PREVIOUS_PERIOD_REQUIRES_DATE_FILTER = 'Requires exactly one date filter';
export const PREVIOUS_PERIOD_NO_DATE_FILTER =
  'Cannot add previous period comparison: No date filter found. Please add a date filter first.';
