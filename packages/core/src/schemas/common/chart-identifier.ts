import { z } from 'zod';

/** Identifier of a stored row (chart, dashboard, connection, tenant…). */
export const entityIdSchema = z.string().min(1, 'Id is required');

/** A version number of a chart or dashboard (append-only, starts at 1; 0 = not saved yet). */
export const entityVersionSchema = z
  .number({ error: 'Version must be a number' })
  .int('Version must be an integer')
  .min(0, 'Version must be at least 0');

/** `{id, version}` as used by chart and dashboard fetches. */
export const chartIdentifierSchema = z.object({ id: entityIdSchema, version: entityVersionSchema });
export type ChartIdentifier = z.infer<typeof chartIdentifierSchema>;

/** ISO-8601 timestamp string as stored (`created_at`, `updated_at`, `saved_at`…). */
export const timestampSchema = z.string();
