import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHART_DATA_BATCH_CONTENT_TYPE,
  chartDataBatchBodySchema,
  chartDataBatchLineSchema,
  type ChartDataBatchError,
} from '@chartroom/core';
import type { Services } from '../../services';
import type { Caller } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { chargeAgain } from '../../plugins/rate-limit';
import { RetryLaterError } from '../../plugins/retry-later';
import { serializeRowAnswer } from '../../plugins/row-serializer';
import { abortOnClose } from './abort-on-close';
import { lineStream } from './line-stream';

/**
 * Items of one batch being worked on at once: what the browser's six connections per host
 * allowed the separate calls (decision 010); the fair queue bounds the engine work below that.
 */
export const BATCH_PARALLEL_ITEMS = 6;

/** A failed item's line: its HttpError as its own call would answer it, else a logged 500. */
function itemError(request: FastifyRequest, index: number, err: unknown): ChartDataBatchError {
  if (err instanceof HttpError) {
    return {
      status: err.statusCode,
      message: err.message,
      ...(err instanceof RetryLaterError ? { retryAfter: Math.max(1, err.retryAfterSeconds) } : {}),
    };
  }
  request.log.error(
    { err, requestId: request.id, method: request.method, url: request.url, index },
    'batch item failed',
  );
  return { status: 500, message: 'Internal server error', requestId: request.id };
}

/**
 * `POST /query/chart-data/batch` (decision 010): the data of several charts of one dashboard in
 * one call, answered as newline-delimited JSON, one line per chart as soon as its data is ready.
 * Each item goes through `/query/chart-data`'s own service (access checks, tenant scope, answer
 * cache, fair queue) and counts as one request against the rate limits; one item's failure is
 * its own line and never fails the others.
 */
export function chartDataBatchRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/query/chart-data/batch',
    {
      schema: {
        tags: ['query'],
        description:
          'The data of several charts of one dashboard. Answers application/x-ndjson: one line ' +
          '`{ index, data }` or `{ index, error: { status, message } }` per chart, in the ' +
          'order the data is ready; `data` is what POST /query/chart-data answers.',
        body: chartDataBatchBodySchema,
        produces: [CHART_DATA_BATCH_CONTENT_TYPE],
        response: { 200: chartDataBatchLineSchema },
      },
    },
    async (request, reply) => {
      // Refused callers get one ordinary error answer, before any line.
      const caller: Caller = await s.auth.caller(request);
      const { dashboardId, filterValues, charts, tz } = request.body;
      const signal = abortOnClose(reply);
      const out = lineStream(request.headers['accept-encoding']);
      const write = out.writeLine;

      // One charge at a time: the in-process rate-limit store hands concurrent callers the same
      // counter object, so concurrent charges would all read the last count.
      let charges: Promise<unknown> = Promise.resolve();
      const charge = (): Promise<RetryLaterError | null> => {
        const next = charges.then(() => chargeAgain(app, request));
        charges = next.catch(() => undefined);
        return next;
      };

      const answer = async (index: number): Promise<void> => {
        const item = charts[index]!;
        try {
          // The first item is the request itself, counted when it came in.
          if (index > 0) {
            const refused = await charge();
            if (refused) throw refused;
          }
          const data = await s.chartData.chartData({
            caller,
            chart: { id: item.id, version: item.version },
            dashboardId,
            filterValues: item.filterValues ?? filterValues,
            segmentPage: item.segmentPage,
            timeZone: tz,
            signal,
          });
          // `{"data":…}` with a cached answer's rows stringified once (decision 005).
          write(`{"index":${index},${serializeRowAnswer({ data }).slice(1)}`);
        } catch (err) {
          if (signal.aborted) return;
          write(JSON.stringify({ index, error: itemError(request, index, err) }));
        }
      };

      let next = 0;
      const worker = async () => {
        while (next < charts.length && !signal.aborted) await answer(next++);
      };
      const workers = Array.from({ length: Math.min(BATCH_PARALLEL_ITEMS, charts.length) }, worker);
      void Promise.all(workers).finally(() => out.end());

      void reply
        .type(CHART_DATA_BATCH_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding')
        // Proxies (nginx) pass each line on rather than buffering the answer.
        .header('x-accel-buffering', 'no');
      if (out.encoding) void reply.header('content-encoding', out.encoding);
      // The response schema types one line; the answer is the stream of them.
      return (reply as FastifyReply).send(out.body);
    },
  );
}
