import { z } from 'zod';
import type { DateBucket } from '../../sql/dialect';

/**
 * Date bucketing of an axis or dimension (charts.md §5: hour, day, month, quarter, year; week also
 * appears). Same values as the dialect's `DateBucket`, so a parsed value goes straight to SQL.
 */
export const dateBucketingSchema = z.enum(['hour', 'day', 'week', 'month', 'quarter', 'year'], {
  error: 'Date bucketing must be one of hour, day, week, month, quarter, year',
}) satisfies z.ZodType<DateBucket>;
export type DateBucketing = z.infer<typeof dateBucketingSchema>;

/** Default date bucket (charts.md §9). */
export const DEFAULT_DATE_BUCKETING: DateBucketing = 'day';
/** Bucket set when a date column is chosen for the X axis (charts.md §4). */
export const X_AXIS_DATE_BUCKETING: DateBucketing = 'month';
