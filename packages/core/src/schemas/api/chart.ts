import { z } from 'zod';
import { goldenChartSchema } from '../ai/golden-chart';
import { chartDocumentSchema } from '../chart/chart-document';
import { chartConfigVersionSchema, chartRowSchema } from '../chart/chart-row';
import { chartFilterSchema } from '../filter/chart-filter';
import { dataEnvelope, idSchema, versionSchema } from './common';

// Calls of charts.md §7 "Charts" and dashboards.md §7 (chart library). Where the spec says the
// answer is "not shown", the shape below is our design and says so.

/** POST /chart/publish-chart */
export const publishChartBodySchema = z.object({ chartId: idSchema });
export type PublishChartBody = z.infer<typeof publishChartBodySchema>;
/** Not shown in the spec: the chart id and its new state. */
export const publishChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), published: z.literal(true) }),
);

/** POST /chart/unpublish-chart */
export const unpublishChartBodySchema = z.object({ chartId: idSchema });
export type UnpublishChartBody = z.infer<typeof unpublishChartBodySchema>;
/** Not shown in the spec: the chart id and its new state. */
export const unpublishChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), published: z.literal(false) }),
);

/** POST /chart/v3/create-chart (also the "new chart starter" of filters-and-rendering.md §7). */
export const createChartBodySchema = z.object({
  apiKey: z.string().max(500).optional(),
  organizationId: z.string().max(200).optional(),
  user: z.string().max(320).optional(),
  /** Table the new chart starts from ("select all from table"). */
  starterTable: z.string().max(300).optional(),
  starterConnection: z.string().max(200).optional(),
  configVersion: chartConfigVersionSchema.default('v1'),
});
export type CreateChartBody = z.infer<typeof createChartBodySchema>;
/** `data.chartId` (spec); `chartVersion` (always 1) is our addition. */
export const createChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), chartVersion: z.number().int() }),
);

/** 'true'/'false' as the spec sends `published` to PATCH /chart/v3 (booleans accepted too). */
export const publishedFlagSchema = z.union([z.enum(['true', 'false']), z.boolean()]);

/** PATCH /chart/v3 — saves a new version of the chart. */
export const updateChartBodySchema = z.object({
  id: idSchema,
  author: z.string().max(320).nullable().optional(),
  config: chartDocumentSchema,
  connection: z.string().max(200).nullable().optional(),
  name: z.string().max(500),
  organizationId: z.string().max(200).optional(),
  projectId: z.string().max(200).nullable().optional(),
  teamId: z.string().max(200).nullable().optional(),
  thumbnail: z.string().max(2_000_000).nullable().optional(),
  published: publishedFlagSchema.optional(),
  published_by: z.string().max(320).nullable().optional(),
  configVersion: chartConfigVersionSchema.default('v1'),
});
export type UpdateChartBody = z.infer<typeof updateChartBodySchema>;
/** Not shown in the spec: the new version's number and the saved row. */
export const updateChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), chartVersion: z.number().int(), chart: chartRowSchema }),
);

/** POST /chart/v2/copy — `published: false` when picked from the library (dashboards.md §7). */
export const copyChartBodySchema = z.object({
  chart: z.object({ id: idSchema, version: versionSchema, published: z.boolean().optional() }),
});
export type CopyChartBody = z.infer<typeof copyChartBodySchema>;
export const copyChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), chartVersion: z.number().int() }),
);

/** POST /chart/change-chart-golden-table */
export const changeChartGoldenTableBodySchema = z.object({
  chartId: idSchema,
  newTableName: z.string().min(1, 'newTableName is required').max(300),
  isV2ChartBuilder: z.boolean().optional(),
});
export type ChangeChartGoldenTableBody = z.infer<typeof changeChartGoldenTableBodySchema>;
/** The new config at `data.data.config` (spec). */
export const changeChartGoldenTableAnswerSchema = dataEnvelope(
  z.object({ data: z.object({ config: chartDocumentSchema }) }),
);

/** GET /chart/v3/get-golden-charts — shape not shown in the spec: `{goldenCharts}`. */
export const getGoldenChartsAnswerSchema = dataEnvelope(
  z.object({ goldenCharts: z.array(goldenChartSchema) }),
);

/** GET /chart/get-published-enriched-charts — `data.charts`; enrichment is our design. */
export const enrichedChartSchema = chartRowSchema.extend({
  filters: z.array(chartFilterSchema).default([]),
  connectionName: z.string().nullable().optional(),
});
export type EnrichedChart = z.infer<typeof enrichedChartSchema>;
export const getPublishedEnrichedChartsAnswerSchema = dataEnvelope(
  z.object({ charts: z.array(enrichedChartSchema) }),
);

/** Delete a draft chart from the library (path not shown; only drafts can be deleted). */
export const deleteChartBodySchema = z.object({ chartId: idSchema });
export type DeleteChartBody = z.infer<typeof deleteChartBodySchema>;
export const deleteChartAnswerSchema = dataEnvelope(z.object({ chartId: z.string() }));
