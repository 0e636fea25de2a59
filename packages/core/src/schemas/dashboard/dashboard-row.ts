import { z } from 'zod';
import { entityIdSchema, timestampSchema, entityVersionSchema } from '../common/chart-identifier';
import { dashboardConfigSchema } from './dashboard-config';
import { goldenPromptsSchema } from './golden-prompts';
import { storedSelectedTableSchema } from './selected-table';

/** A dashboard row (dashboards.md §3). One row per (id, version); versions are append-only. */
export const dashboardRowSchema = z.object({
  id: entityIdSchema,
  name: z.string().default(''),
  version: entityVersionSchema,
  author: z.string().nullable().optional(),
  config: dashboardConfigSchema,
  organization_id: z.string().nullable().optional(),
  workspace_id: z.string().nullable().optional(),
  team_id: z.string().nullable().optional(),
  /** Set on a tenant's personal copy. */
  tenant_id: z.string().nullable().optional(),
  project_id: z.string().nullable().optional(),
  /** The shared dashboard a personal copy was made from. */
  parent_template_dashboard: z.string().nullable().optional(),
  is_exportable: z.boolean().default(false),
  selected_table: storedSelectedTableSchema.optional(),
  /** Timezone offset in hours. */
  tz: z.number().nullable().optional(),
  /** Use the viewer's local timezone. */
  local_tz: z.boolean().default(false),
  /** IANA name of the zone `tz` was chosen as (decision 012); null on rows written before. */
  tz_name: z.string().nullable().optional(),
  /** Anyone may open the latest version without a token (decision 012). */
  is_public: z.boolean().optional(),
  golden_prompts: goldenPromptsSchema.optional(),
  published: z.boolean().optional(),
  created_at: timestampSchema.optional(),
  updated_at: timestampSchema.optional(),
});
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

/** Default timezone name (dashboards.md §9). */
export const DEFAULT_TIMEZONE_NAME = 'Greenwich Mean Time (GMT)';
