import { z } from 'zod';
import { guardedRequest, lineText } from '../common/text';
import { idSchema, versionSchema } from './common';
import { chartDataSchema, filterValueSchema } from './query';

/** The most charts one batch asks for (a dashboard shows far fewer). */
export const CHART_DATA_BATCH_MAX = 50;

// In a module of its own (no zod): the client's sign-in path needs the constant, not the schemas.
export { CHART_DATA_BATCH_CONTENT_TYPE } from './chart-data-batch-wire';

const filterValuesSchema = z
  .array(z.object({ filterId: idSchema, value: filterValueSchema }))
  .max(200);

/** One chart of the batch: a saved chart version of the dashboard, at a segment page. */
export const chartDataBatchItemSchema = z.object({
  id: idSchema,
  version: versionSchema.optional(),
  /** 0-based page of segments (20 a page) of a segmented chart. */
  segmentPage: z.number().int().min(0).max(10_000).default(0),
  /**
   * This chart's dashboard filter values when they differ from the batch's `filterValues` (a
   * filter that targets only some charts); absent: the batch's.
   */
  filterValues: filterValuesSchema.optional(),
});
export type ChartDataBatchItem = z.input<typeof chartDataBatchItemSchema>;

/**
 * `POST /query/chart-data/batch` (decision 010): the data of several charts of one dashboard with
 * the same filter values. Each item is answered as `POST /query/chart-data` would answer
 * `{ chart: { id, version }, dashboardId, filterValues, segmentPage, tz }` (the item's own
 * `filterValues` when it has them).
 */
export const chartDataBatchBodySchema = guardedRequest(
  z.object({
    dashboardId: idSchema,
    /** The dashboard filter values of every chart that names none of its own. */
    filterValues: filterValuesSchema.default([]),
    charts: z
      .array(chartDataBatchItemSchema)
      .min(1, 'charts must name at least one chart')
      .max(CHART_DATA_BATCH_MAX, `charts must name at most ${CHART_DATA_BATCH_MAX} charts`),
    tz: lineText(100, 'tz').optional(),
  }),
);
export type ChartDataBatchBody = z.input<typeof chartDataBatchBodySchema>;

/** A chart's failure inside the batch: the status and message its own chart-data call would answer. */
export const chartDataBatchErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  message: z.string(),
  /** Seconds to wait before asking again (429 too many requests, 503 busy connection). */
  retryAfter: z.number().int().min(1).optional(),
  /** The server log's request id (500s only). */
  requestId: z.string().optional(),
});
export type ChartDataBatchError = z.infer<typeof chartDataBatchErrorSchema>;

/**
 * One line of the answer: `index` is the item's position in `charts`; lines come in the order
 * the charts' data is ready, not in request order. Every item gets exactly one line.
 */
export const chartDataBatchLineSchema = z.union([
  z.object({ index: z.number().int().min(0), data: chartDataSchema }),
  z.object({ index: z.number().int().min(0), error: chartDataBatchErrorSchema }),
]);
export type ChartDataBatchLine = z.infer<typeof chartDataBatchLineSchema>;
