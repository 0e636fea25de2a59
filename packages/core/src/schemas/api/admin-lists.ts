import { z } from 'zod';
import { dataEnvelope } from './common';

/** One line of the admin's dashboard or chart listing. */
export const listedItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type ListedItem = z.infer<typeof listedItemSchema>;

export const dashboardListAnswerSchema = dataEnvelope(
  z.object({ dashboards: z.array(listedItemSchema) }),
);
/** A chart's line also says which builder edits it ('v1' classic, 'v2' semantic). */
export const listedChartSchema = listedItemSchema.extend({
  config_version: z.enum(['v1', 'v2']),
});
export type ListedChart = z.infer<typeof listedChartSchema>;

export const chartListAnswerSchema = dataEnvelope(z.object({ charts: z.array(listedChartSchema) }));
