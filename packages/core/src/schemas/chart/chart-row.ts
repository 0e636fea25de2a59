import { z } from 'zod';
import { entityIdSchema, timestampSchema, entityVersionSchema } from '../common/chart-identifier';
import { chartDocumentSchema } from './chart-document';

/** 'v1' (classic) or 'v2' (semantic); stored rows without one are v1 (charts.md §3). */
export const chartConfigVersionSchema = z.enum(['v1', 'v2'], {
  error: "Config version must be 'v1' or 'v2'",
});
export type ChartConfigVersion = z.infer<typeof chartConfigVersionSchema>;

/** A chart row (charts.md §3). One row per (id, version); versions are append-only. */
export const chartRowSchema = z.object({
  id: entityIdSchema,
  name: z.string().default(''),
  author: z.string().nullable().optional(),
  config: chartDocumentSchema,
  /** Connection id. */
  connection: z.string().nullable().optional(),
  organization_id: z.string().nullable().optional(),
  project_id: z.string().nullable().optional(),
  team_id: z.string().nullable().optional(),
  /** Data URL or URL of the 580x360 thumbnail. */
  thumbnail: z.string().nullable().optional(),
  published: z.boolean().default(false),
  published_by: z.string().nullable().optional(),
  version: entityVersionSchema,
  config_version: chartConfigVersionSchema.default('v1'),
  created_at: timestampSchema.optional(),
  updated_at: timestampSchema.optional(),
});
export type ChartRow = z.infer<typeof chartRowSchema>;
