import type {
  saveGoldenChartAnswerSchema,
  saveGoldenChartBodySchema,
  storeGoldenAssetAnswerSchema,
  storeGoldenAssetBodySchema,
  storeGoldenChartAnswerSchema,
  storeGoldenChartBodySchema,
  storeGoldenChartsAnswerSchema,
  storeGoldenChartsBodySchema,
  storeGoldenFiltersAnswerSchema,
  storeGoldenFiltersBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import type { Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

// Bodies are the schemas' input types (fields with defaults may be left out); answers are `data`.
export type SaveGoldenChartBody = z.input<typeof saveGoldenChartBodySchema>;
export type SaveGoldenChartAnswer = Data<typeof saveGoldenChartAnswerSchema>;
export type StoreGoldenChartsBody = z.input<typeof storeGoldenChartsBodySchema>;
export type StoreGoldenChartsAnswer = Data<typeof storeGoldenChartsAnswerSchema>;
export type StoreChatGoldenChartBody = z.input<typeof storeGoldenChartBodySchema>;
export type StoreChatGoldenChartAnswer = Data<typeof storeGoldenChartAnswerSchema>;
export type StoreGoldenFiltersBody = z.input<typeof storeGoldenFiltersBodySchema>;
export type StoreGoldenFiltersAnswer = Data<typeof storeGoldenFiltersAnswerSchema>;
export type StoreGoldenAssetBody = z.input<typeof storeGoldenAssetBodySchema>;
export type StoreGoldenAssetAnswer = Data<typeof storeGoldenAssetAnswerSchema>;

/** Golden assets (charts.md §7): example prompts stored with their chart or filters. Admin only. */
export function goldenAssetMethods(http: Http) {
  const { request } = http;
  return {
    /** 'Refine model': the prompt with a saved chart version; answers the golden chart's id. */
    saveGoldenChart: (body: SaveGoldenChartBody) =>
      request<SaveGoldenChartAnswer>('POST', '/ai-golden-charts/save', body),
    /** As saveGoldenChart, from the chat (session id, a separate data prep). */
    storeGoldenCharts: (body: StoreGoldenChartsBody) =>
      request<StoreGoldenChartsAnswer>('POST', '/ai-golden-charts/store', body),
    /** A chat answer's chart as a golden chart (the chart need not be saved). */
    storeChatGoldenChart: (body: StoreChatGoldenChartBody) =>
      request<StoreChatGoldenChartAnswer>('POST', '/ai-chat-history/store-golden-chart', body),
    /** The prompt with the filters that answer it. */
    storeGoldenFilters: (body: StoreGoldenFiltersBody) =>
      request<StoreGoldenFiltersAnswer>('POST', '/store-golden-filters', body),
    /** Saves the chart's next version and the golden chart pinned to it, together. */
    storeGoldenAsset: (body: StoreGoldenAssetBody) =>
      request<StoreGoldenAssetAnswer>('POST', '/store-golden-asset', body),
  };
}
