import {
  CHART_DATA_BATCH_CONTENT_TYPE,
  type ChartDataBatchBody,
  type ChartDataBatchError,
  type ChartDataBatchLine,
} from '@chartroom/core';
import { ApiError } from './api-error';
import type { Http } from './http';
import type { ChartData } from './types';

export type { ChartDataBatchBody, ChartDataBatchItem } from '@chartroom/core';

/** One chart's answer in a batch: its data, or the ApiError its own chart-data call would throw. */
export type ChartDataBatchResult =
  | { index: number; data: ChartData; error?: undefined }
  | { index: number; error: ApiError; data?: undefined };

/**
 * The lines of a newline-delimited answer body, each as soon as it is complete (an unfinished
 * last line is yielded at the end). A transport failure mid-answer throws ApiError (status 0).
 */
export async function* readLines(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (signal?.aborted) throw new ApiError('Request cancelled', 0);
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new ApiError(`Network error: ${reason}`, 0);
      }
      if (chunk.done) break;
      buffered += decoder.decode(chunk.value, { stream: true });
      let end = buffered.indexOf('\n');
      while (end >= 0) {
        const line = buffered.slice(0, end).trim();
        buffered = buffered.slice(end + 1);
        if (line) yield line;
        end = buffered.indexOf('\n');
      }
    }
    buffered += decoder.decode();
    if (buffered.trim()) yield buffered.trim();
  } finally {
    // The caller stopped early (break, throw): the rest of the answer is not needed.
    reader.cancel().catch(() => undefined);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A line of the batch answer (`ChartDataBatchLine` of the core schema). Its shape is checked, not
 * every row: the single chart-data call does not validate rows either, and zod over a 2,000-row
 * answer costs more than parsing it (decision 005). A malformed line throws ApiError.
 */
function parseLine(text: string): ChartDataBatchResult {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('Malformed answer: a line of the chart data batch is not JSON', 200);
  }
  const line = json as Partial<ChartDataBatchLine> | null;
  const index = isRecord(line) ? line.index : undefined;
  if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && line) {
    if ('data' in line && isRecord(line.data)) {
      const data = line.data as Partial<ChartData>;
      if (Array.isArray(data.columns) && Array.isArray(data.rows))
        return { index, data: data as ChartData };
    }
    if ('error' in line && isRecord(line.error)) {
      const { status, message } = line.error as Partial<ChartDataBatchError>;
      if (typeof status === 'number' && typeof message === 'string')
        return { index, error: new ApiError(message, status) };
    }
  }
  throw new ApiError('Malformed answer: a line of the chart data batch has an unknown shape', 200);
}

export function chartDataBatchMethods(http: Http) {
  return {
    /**
     * `POST /query/chart-data/batch`: the data of several charts of one dashboard in one call,
     * yielded one chart at a time in the order the server has it ready (`index` is the chart's
     * position in `body.charts`). A refused call (401, 400 …) throws ApiError before the first
     * result; a chart's own failure is its result's `error`.
     */
    async *getChartDataBatch(
      body: ChartDataBatchBody,
      options: { signal?: AbortSignal } = {},
    ): AsyncGenerator<ChartDataBatchResult> {
      const response = await http.open(
        'POST',
        '/query/chart-data/batch',
        body,
        CHART_DATA_BATCH_CONTENT_TYPE,
        options.signal,
      );
      if (!response.body) throw new ApiError('Malformed answer: no body', response.status);
      for await (const line of readLines(response.body, options.signal)) yield parseLine(line);
    },
  };
}
