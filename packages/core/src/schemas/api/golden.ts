import { z } from 'zod';
import { storedChatMessageSchema } from '../ai/chat-message';
import { chartDocumentSchema } from '../chart/chart-document';
import { dataPrepSchema } from '../chart/data-prep';
import { chartFilterConfigSchema } from '../filter/chart-filter';
import { lineText, multilineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema } from './common';

// Golden assets (charts.md §7): example prompts with the chart/filters that answer them. Only the
// listed fields are known; the rest is our design. Answers (not shown) give the stored id.

const prompt = multilineText(10_000, 'Prompt').trim().min(1, 'Prompt cannot be blank');
const tableName = lineText(300, 'golden_table_raw_name');
const storedAnswer = dataEnvelope(z.object({ id: z.string() }));

const saveGoldenChartFields = z.object({
  org_id: idSchema.optional(),
  chart_id: idSchema,
  chartVersion: z.number().int().min(0).optional(),
  prompt,
  config: chartDocumentSchema,
  filters: z.array(chartFilterConfigSchema).max(200).default([]),
  golden_table_raw_name: tableName.nullable().optional(),
  chart_config_version: z.literal(1).default(1),
  filters_config_version: z.literal(1).default(1),
});
/** POST /ai-golden-charts/save — "Refine model" on a chart. */
export const saveGoldenChartBodySchema = guardedRequest(saveGoldenChartFields);
export type SaveGoldenChartBody = z.infer<typeof saveGoldenChartBodySchema>;
export const saveGoldenChartAnswerSchema = storedAnswer;

/** POST /ai-golden-charts/store — same payload as save, from the chat. */
export const storeGoldenChartsBodySchema = guardedRequest(
  saveGoldenChartFields.extend({
    session_id: idSchema.optional(),
    data_prep: dataPrepSchema.optional(),
  }),
);
export type StoreGoldenChartsBody = z.infer<typeof storeGoldenChartsBodySchema>;
export const storeGoldenChartsAnswerSchema = storedAnswer;

/** POST /ai-chat-history/store-golden-chart */
export const storeGoldenChartBodySchema = guardedRequest(
  z.object({
    org_id: idSchema.optional(),
    session_id: idSchema,
    prompt,
    config: chartDocumentSchema,
    data_prep: dataPrepSchema.optional(),
    chart_id: idSchema.nullable().optional(),
    chartVersion: z.number().int().min(0).optional(),
    golden_table_raw_name: tableName.nullable().optional(),
    chart_config_version: z.literal(1).default(1),
  }),
);
export type StoreGoldenChartBody = z.infer<typeof storeGoldenChartBodySchema>;
export const storeGoldenChartAnswerSchema = storedAnswer;

/** POST /store-golden-filters */
export const storeGoldenFiltersBodySchema = guardedRequest(
  z.object({
    org_id: idSchema.optional(),
    session_id: idSchema.optional(),
    chart_id: idSchema.nullable().optional(),
    prompt,
    filters: z.array(chartFilterConfigSchema).max(200),
    filters_config_version: z.literal(1).default(1),
  }),
);
export type StoreGoldenFiltersBody = z.infer<typeof storeGoldenFiltersBodySchema>;
export const storeGoldenFiltersAnswerSchema = storedAnswer;

/** POST /store-golden-asset — saves the chart and its golden prompt together. */
export const storeGoldenAssetBodySchema = guardedRequest(
  z.object({
    chartId: idSchema,
    organizationId: idSchema.optional(),
    teamId: idSchema.nullable().optional(),
    name: lineText(500, 'Chart name'),
    config: chartDocumentSchema,
    connection: idSchema.nullable().optional(),
    thumbnail: lineText(2_000_000, 'thumbnail').nullable().optional(),
    published: z.boolean().optional(),
    published_by: lineText(320, 'published_by').nullable().optional(),
    prompt,
    filters: z.array(chartFilterConfigSchema).max(200).default([]),
    golden_table_raw_name: tableName.nullable().optional(),
    chart_config_version: z.literal(1).default(1),
    filters_config_version: z.literal(1).default(1),
  }),
);
export type StoreGoldenAssetBody = z.infer<typeof storeGoldenAssetBodySchema>;
export const storeGoldenAssetAnswerSchema = storedAnswer;

/** Chat message store (path not shown). */
export const storeChatMessageBodySchema = guardedRequest(storedChatMessageSchema);
export type StoreChatMessageBody = z.infer<typeof storeChatMessageBodySchema>;
export const storeChatMessageAnswerSchema = storedAnswer;
