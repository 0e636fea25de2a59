import { z } from 'zod';

export const deepDiveChartTypeSchema = z.enum(['line', 'donut', 'bar'], {
  error: 'Deep-dive chart type must be line, donut or bar',
});
export type DeepDiveChartType = z.infer<typeof deepDiveChartTypeSchema>;

/** One chart of a deep-dive answer (filters-and-rendering.md §3). */
export const deepDiveVisualisationSchema = z.object({
  config: z.object({
    type: deepDiveChartTypeSchema,
    title: z.string().default(''),
    measures: z.array(z.object({ field: z.string() })).default([]),
    dimensions: z.array(z.object({ field: z.string() })).default([]),
  }),
  chartAnalysis: z.string().default(''),
  sql: z.string(),
  /** Our addition: the chart's rows, already run under the caller's scope (by column name). */
  rows: z
    .array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])))
    .optional(),
});
export type DeepDiveVisualisation = z.infer<typeof deepDiveVisualisationSchema>;

/** The deep-dive answer: analysis text plus charts. */
export const deepDiveResponseSchema = z.object({
  analysis: z.string(),
  visualisations: z.array(deepDiveVisualisationSchema).default([]),
});
export type DeepDiveResponse = z.infer<typeof deepDiveResponseSchema>;
