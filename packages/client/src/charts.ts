import type {
  chartThumbnailAnswerSchema,
  chartThumbnailBodySchema,
  changeChartGoldenTableAnswerSchema,
  changeChartGoldenTableBodySchema,
  copyChartAnswerSchema,
  copyChartBodySchema,
  createChartAnswerSchema,
  createChartBodySchema,
  getChartsV3AnswerSchema,
  getChartsV3BodySchema,
  getChartV2AnswerSchema,
  getChartV2BodySchema,
  getGoldenChartsAnswerSchema,
  getPublicChartsAnswerSchema,
  getPublicChartsBodySchema,
  getPublishedEnrichedChartsAnswerSchema,
  publishChartAnswerSchema,
  publishChartBodySchema,
  unpublishChartAnswerSchema,
  unpublishChartBodySchema,
  updateChartAnswerSchema,
  updateChartBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';
import type { Http } from './http';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;

// Bodies are the schemas' input types (fields with defaults may be left out); answers are `data`.
export type CreateChartBody = z.input<typeof createChartBodySchema>;
export type CreateChartAnswer = Data<typeof createChartAnswerSchema>;
export type SaveChartBody = z.input<typeof updateChartBodySchema>;
export type SaveChartAnswer = Data<typeof updateChartAnswerSchema>;
export type CopyChartBody = z.input<typeof copyChartBodySchema>;
export type CopyChartAnswer = Data<typeof copyChartAnswerSchema>;
export type PublishChartBody = z.input<typeof publishChartBodySchema>;
export type PublishChartAnswer = Data<typeof publishChartAnswerSchema>;
export type UnpublishChartBody = z.input<typeof unpublishChartBodySchema>;
export type UnpublishChartAnswer = Data<typeof unpublishChartAnswerSchema>;
export type ChangeChartGoldenTableBody = z.input<typeof changeChartGoldenTableBodySchema>;
export type ChangeChartGoldenTableAnswer = Data<typeof changeChartGoldenTableAnswerSchema>;
export type GoldenChartsAnswer = Data<typeof getGoldenChartsAnswerSchema>;
export type PublishedEnrichedChartsAnswer = Data<typeof getPublishedEnrichedChartsAnswerSchema>;
export type GetChartV2Body = z.input<typeof getChartV2BodySchema>;
export type GetChartV2Answer = Data<typeof getChartV2AnswerSchema>;
export type GetChartsV3Body = z.input<typeof getChartsV3BodySchema>;
export type GetChartsV3Answer = Data<typeof getChartsV3AnswerSchema>;
export type GetPublicChartsBody = z.input<typeof getPublicChartsBodySchema>;
export type GetPublicChartsAnswer = Data<typeof getPublicChartsAnswerSchema>;
export type ChartThumbnailBody = z.input<typeof chartThumbnailBodySchema>;
export type ChartThumbnailAnswer = Data<typeof chartThumbnailAnswerSchema>;

/** Methods of the Charts API table of docs/dev/contracts.md ("Chart API"). */
export function chartMethods(http: Http) {
  const { request } = http;
  return {
    /** A new unpublished chart at version 1 over `starterTable` (select all from it). */
    createChart: (body: CreateChartBody = {}) =>
      request<CreateChartAnswer>('POST', '/chart/v3/create-chart', body),
    /** Saves a new version (version + 1); a bad config throws the first schema message (400). */
    saveChart: (body: SaveChartBody) => request<SaveChartAnswer>('PATCH', '/chart/v3', body),
    /** An unpublished copy (new id, version 1) with the chart's filters. */
    copyChart: (body: CopyChartBody) => request<CopyChartAnswer>('POST', '/chart/v2/copy', body),
    publishChart: (body: PublishChartBody) =>
      request<PublishChartAnswer>('POST', '/chart/publish-chart', body),
    unpublishChart: (body: UnpublishChartBody) =>
      request<UnpublishChartAnswer>('POST', '/chart/unpublish-chart', body),
    /** A fresh config for another table of the chart's connection (nothing is saved). */
    changeChartGoldenTable: (body: ChangeChartGoldenTableBody) =>
      request<ChangeChartGoldenTableAnswer>('POST', '/chart/change-chart-golden-table', body),
    getGoldenCharts: () => request<GoldenChartsAnswer>('GET', '/chart/v3/get-golden-charts'),
    /** Latest versions of published charts, with their saved filters and connection name. */
    getPublishedEnrichedCharts: () =>
      request<PublishedEnrichedChartsAnswer>('GET', '/chart/get-published-enriched-charts'),
    /** One chart version with its saved chart-level filters. */
    getChart: (body: GetChartV2Body) =>
      request<GetChartV2Answer>('POST', '/tenant/get-chart-v2', body),
    getChartsV3: (body: GetChartsV3Body) =>
      request<GetChartsV3Answer>('POST', '/tenant/get-charts-v3', body),
    /** Charts of public dashboards; no token needed. */
    getPublicCharts: (body: GetPublicChartsBody) =>
      request<GetPublicChartsAnswer>('POST', '/tenant/get-public-charts', body),
    /** Gives a chart version without a thumbnail one (admins; a thumbnail it has is kept). */
    storeChartThumbnail: (body: ChartThumbnailBody) =>
      request<ChartThumbnailAnswer>('POST', '/chart/thumbnail', body),
  };
}
