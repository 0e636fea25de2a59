import { z } from 'zod';
import { chartDocumentSchema } from '../chart/chart-document';
import { dataPrepSchema } from '../chart/data-prep';
import { chartFilterConfigSchema } from '../filter/chart-filter';

/**
 * A golden chart: an example question with the chart that answers it, retrieved by Dash for
 * similar questions (charts.md §7; the stored shape is not shown there, this is our design over the
 * known payload fields).
 */
export const goldenChartSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  chart_id: z.string().nullable().optional(),
  chartVersion: z.number().int().min(0).optional(),
  prompt: z.string().trim().min(1, 'Prompt cannot be blank'),
  config: chartDocumentSchema,
  filters: z.array(chartFilterConfigSchema).default([]),
  data_prep: dataPrepSchema.optional(),
  golden_table_raw_name: z.string().nullable().optional(),
  chart_config_version: z.literal(1).default(1),
  filters_config_version: z.literal(1).default(1),
  created_at: z.string().optional(),
});
export type GoldenChart = z.infer<typeof goldenChartSchema>;
