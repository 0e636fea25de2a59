import { z } from 'zod';
import { storedChatMessageSchema } from '../ai/chat-message';
import { chartDocumentSchema } from '../chart/chart-document';
import { dataPrepSchema } from '../chart/data-prep';
import { chartFilterConfigSchema } from '../filter/chart-filter';
import { dataEnvelope, idSchema } from './common';

// Golden assets (charts.md §7): example prompts with the chart/filters that answer them. Only the
// listed fields are known; the rest is our design. Answers (not shown) give the stored id.

const prompt = z.string().trim().min(1, 'Prompt cannot be blank').max(10_000);
const storedAnswer = dataEnvelope(z.object({ id: z.string() }));

/** POST /ai-golden-charts/save — "Refine model" on a chart. */
export const saveGoldenChartBodySchema = z.object({
  org_id: z.string().max(200).optional(),
  chart_id: idSchema,
  chartVersion: z.number().int().min(0).optional(),
  prompt,
  config: chartDocumentSchema,
  filters: z.array(chartFilterConfigSchema).max(200).default([]),
  golden_table_raw_name: z.string().max(300).nullable().optional(),
  chart_config_version: z.literal(1).default(1),
  filters_config_version: z.literal(1).default(1),
});
export type SaveGoldenChartBody = z.infer<typeof saveGoldenChartBodySchema>;
export const saveGoldenChartAnswerSchema = storedAnswer;

/** POST /ai-golden-charts/store — same payload as save, from the chat. */
export const storeGoldenChartsBodySchema = saveGoldenChartBodySchema.extend({
  session_id: z.string().max(200).optional(),
  data_prep: dataPrepSchema.optional(),
});
export type StoreGoldenChartsBody = z.infer<typeof storeGoldenChartsBodySchema>;
export const storeGoldenChartsAnswerSchema = storedAnswer;

/** POST /ai-chat-history/store-golden-chart */
export const storeGoldenChartBodySchema = z.object({
  org_id: z.string().max(200).optional(),
  session_id: z.string().max(200),
  prompt,
  config: chartDocumentSchema,
  data_prep: dataPrepSchema.optional(),
  chart_id: z.string().max(200).nullable().optional(),
  chartVersion: z.number().int().min(0).optional(),
  golden_table_raw_name: z.string().max(300).nullable().optional(),
  chart_config_version: z.literal(1).default(1),
});
export type StoreGoldenChartBody = z.infer<typeof storeGoldenChartBodySchema>;
export const storeGoldenChartAnswerSchema = storedAnswer;

/** POST /store-golden-filters */
export const storeGoldenFiltersBodySchema = z.object({
  org_id: z.string().max(200).optional(),
  session_id: z.string().max(200).optional(),
  chart_id: z.string().max(200).nullable().optional(),
  prompt,
  filters: z.array(chartFilterConfigSchema).max(200),
  filters_config_version: z.literal(1).default(1),
});
export type StoreGoldenFiltersBody = z.infer<typeof storeGoldenFiltersBodySchema>;
export const storeGoldenFiltersAnswerSchema = storedAnswer;

/** POST /store-golden-asset — saves the chart and its golden prompt together. */
export const storeGoldenAssetBodySchema = z.object({
  chartId: idSchema,
  organizationId: z.string().max(200).optional(),
  teamId: z.string().max(200).nullable().optional(),
  name: z.string().max(500),
  config: chartDocumentSchema,
  connection: z.string().max(200).nullable().optional(),
  thumbnail: z.string().max(2_000_000).nullable().optional(),
  published: z.boolean().optional(),
  published_by: z.string().max(320).nullable().optional(),
  prompt,
  filters: z.array(chartFilterConfigSchema).max(200).default([]),
  golden_table_raw_name: z.string().max(300).nullable().optional(),
  chart_config_version: z.literal(1).default(1),
  filters_config_version: z.literal(1).default(1),
});
export type StoreGoldenAssetBody = z.infer<typeof storeGoldenAssetBodySchema>;
export const storeGoldenAssetAnswerSchema = storedAnswer;

/** Chat message store (path not shown). */
export const storeChatMessageBodySchema = storedChatMessageSchema;
export type StoreChatMessageBody = z.infer<typeof storeChatMessageBodySchema>;
export const storeChatMessageAnswerSchema = storedAnswer;
