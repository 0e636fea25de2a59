import { z } from 'zod';
import { goldenChartSchema } from '../ai/golden-chart';
import { chartDocumentSchema } from '../chart/chart-document';
import {
  chartConfigVersionSchema,
  chartRowSchema,
  type ChartConfigVersion,
} from '../chart/chart-row';
import { chartFilterSchema } from '../filter/chart-filter';
import { lineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema, versionSchema } from './common';

// Calls of charts.md §7 "Charts" and dashboards.md §7 (chart library). Where the spec says the
// answer is "not shown", the shape below is our design and says so.

/** POST /chart/publish-chart */
export const publishChartBodySchema = guardedRequest(z.object({ chartId: idSchema }));
export type PublishChartBody = z.infer<typeof publishChartBodySchema>;
/** Not shown in the spec: the chart id and its new state. */
export const publishChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), published: z.literal(true) }),
);

/** POST /chart/unpublish-chart */
export const unpublishChartBodySchema = guardedRequest(z.object({ chartId: idSchema }));
export type UnpublishChartBody = z.infer<typeof unpublishChartBodySchema>;
/** Not shown in the spec: the chart id and its new state. */
export const unpublishChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), published: z.literal(false) }),
);

/** Why a create-chart body without a builder or a starting point is refused. */
export const CREATE_CHART_START_MESSAGE =
  "configVersion ('v1' or 'v2') is required unless the chart starts from a starterTable or starterConnection";

const createChartFields = z.object({
  apiKey: lineText(500, 'apiKey').optional(),
  organizationId: idSchema.optional(),
  user: lineText(320, 'user').optional(),
  /** Table the new chart starts from ("select all from table"). */
  starterTable: lineText(300, 'starterTable').optional(),
  starterConnection: idSchema.optional(),
  /** Which builder edits the chart (every client sends it). */
  configVersion: z.enum(['v1', 'v2'], {
    error: (issue) =>
      issue.input === undefined
        ? CREATE_CHART_START_MESSAGE
        : "Config version must be 'v1' or 'v2'",
  }),
});
type CreateChartInput = Omit<z.input<typeof createChartFields>, 'configVersion'> & {
  configVersion?: ChartConfigVersion | undefined;
};

/** A body without configVersion that names a starter table or connection is a classic chart. */
function classicByDefault(body: CreateChartInput): CreateChartInput {
  const b: unknown = body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return body;
  const fields = b as Record<string, unknown>;
  const starts = !!fields.starterTable || !!fields.starterConnection;
  return fields.configVersion === undefined && starts ? { ...body, configVersion: 'v1' } : body;
}

/**
 * POST /chart/v3/create-chart (also the "new chart starter" of filters-and-rendering.md §7).
 * `configVersion` says which builder edits the chart; it may be left out (classic) only when a
 * starter table or connection is named, so `{}` makes no empty chart.
 */
export const createChartBodySchema = guardedRequest(
  z.preprocess<CreateChartInput, typeof createChartFields, CreateChartInput>(
    classicByDefault,
    createChartFields,
  ),
);
export type CreateChartBody = z.infer<typeof createChartBodySchema>;
/** `data.chartId` (spec); `chartVersion` (always 1) is our addition. */
export const createChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), chartVersion: z.number().int() }),
);

/** Why a save without a chart name (blank or only spaces) is refused. */
export const CHART_NAME_REQUIRED = 'Chart name is required: give the chart a name';

/** 'true'/'false' as the spec sends `published` to PATCH /chart/v3 (booleans accepted too). */
export const publishedFlagSchema = z.union([z.enum(['true', 'false']), z.boolean()]);

/** PATCH /chart/v3 — saves a new version of the chart. */
export const updateChartBodySchema = guardedRequest(
  z.object({
    id: idSchema,
    author: lineText(320, 'author').nullable().optional(),
    config: chartDocumentSchema,
    connection: idSchema.nullable().optional(),
    /** A saved chart has a name: blank or only spaces is refused (a new chart starts as 'New Chart'). */
    name: lineText(500, 'Chart name').refine((name) => name.trim() !== '', CHART_NAME_REQUIRED),
    organizationId: idSchema.optional(),
    projectId: idSchema.nullable().optional(),
    teamId: idSchema.nullable().optional(),
    thumbnail: lineText(2_000_000, 'thumbnail').nullable().optional(),
    published: publishedFlagSchema.optional(),
    published_by: lineText(320, 'published_by').nullable().optional(),
    configVersion: chartConfigVersionSchema.default('v1'),
  }),
);
export type UpdateChartBody = z.infer<typeof updateChartBodySchema>;
/** Not shown in the spec: the new version's number and the saved row. */
export const updateChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), chartVersion: z.number().int(), chart: chartRowSchema }),
);

/** POST /chart/v2/copy — `published: false` when picked from the library (dashboards.md §7). */
export const copyChartBodySchema = guardedRequest(
  z.object({
    chart: z.object({ id: idSchema, version: versionSchema, published: z.boolean().optional() }),
  }),
);
export type CopyChartBody = z.infer<typeof copyChartBodySchema>;
export const copyChartAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), chartVersion: z.number().int() }),
);

/** POST /chart/change-chart-golden-table */
export const changeChartGoldenTableBodySchema = guardedRequest(
  z.object({
    chartId: idSchema,
    newTableName: lineText(300, 'newTableName').min(1, 'newTableName is required'),
    isV2ChartBuilder: z.boolean().optional(),
  }),
);
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
export const deleteChartBodySchema = guardedRequest(z.object({ chartId: idSchema }));
export type DeleteChartBody = z.infer<typeof deleteChartBodySchema>;
export const deleteChartAnswerSchema = dataEnvelope(z.object({ chartId: z.string() }));
