import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, type ChartDataBatchResult } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const data = (n: number) => ({ columns: [{ name: 'n', type: 'number' }], rows: [{ n }] });
const body = {
  dashboardId: 'dash-1',
  filterValues: [{ filterId: 'filter-channel', value: ['Web'] }],
  charts: [{ id: 'a', version: 2 }, { id: 'b' }, { id: 'c', segmentPage: 1 }],
};

function startNdjson(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  res.flushHeaders();
}

describe('getChartDataBatch', () => {
  it('yields each line as soon as it arrives, before the answer has ended', async () => {
    // The server writes the next line only once the client has yielded the previous one.
    let next: (() => void) | undefined;
    const asked = () => new Promise<void>((resolve) => (next = resolve));
    server.handle((_seen, res) => {
      startNdjson(res);
      void (async () => {
        res.write(`${JSON.stringify({ index: 2, data: data(3) })}\n`);
        await asked();
        // A line split over two writes.
        const line = JSON.stringify({
          index: 0,
          error: { status: 404, message: 'Chart a not found' },
        });
        res.write(line.slice(0, 10));
        res.write(`${line.slice(10)}\n`);
        await asked();
        res.end(JSON.stringify({ index: 1, data: data(2) })); // no final newline
      })();
    });
    const client = createClient({ baseUrl: server.baseUrl, token: 'tok', csrfToken: 'csrf-1' });
    const results: ChartDataBatchResult[] = [];
    for await (const result of client.getChartDataBatch(body)) {
      results.push(result);
      next?.();
    }
    expect(results.map((r) => r.index)).toEqual([2, 0, 1]);
    expect(results[0]).toEqual({ index: 2, data: data(3) });
    expect(results[1]?.error).toBeInstanceOf(ApiError);
    expect(results[1]?.error?.status).toBe(404);
    expect(results[1]?.error?.message).toBe('Chart a not found');
    expect(results[2]).toEqual({ index: 1, data: data(2) });

    const seen = server.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/query/chart-data/batch');
    expect(seen.headers.authorization).toBe('Bearer tok');
    expect(seen.headers['x-csrf-token']).toBe('csrf-1');
    expect(seen.headers.accept).toBe('application/x-ndjson');
    expect(seen.json).toEqual(body);
  });

  it('throws the ApiError of a refused call before any result, 401 through onUnauthorized', async () => {
    server.handle((_seen, res) =>
      sendJson(res, 400, { error: { message: 'Invalid body at charts: too few' } }),
    );
    const client = createClient({ baseUrl: server.baseUrl });
    const run = async () => {
      for await (const result of client.getChartDataBatch(body)) void result;
    };
    await expect(run()).rejects.toMatchObject({
      status: 400,
      message: 'Invalid body at charts: too few',
    });

    const unauthorized: ApiError[] = [];
    server.handle((_seen, res) =>
      sendJson(res, 401, { error: { message: 'Authentication required' } }),
    );
    const signedOut = createClient({
      baseUrl: server.baseUrl,
      onUnauthorized: (e) => unauthorized.push(e),
    });
    await expect(
      (async () => {
        for await (const result of signedOut.getChartDataBatch(body)) void result;
      })(),
    ).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveLength(1);
  });

  it('refuses a line that is not a batch line', async () => {
    server.handle((_seen, res) => {
      startNdjson(res);
      res.end(`${JSON.stringify({ index: 0, data: data(1) })}\n{"index":"x"}\n`);
    });
    const client = createClient({ baseUrl: server.baseUrl });
    const results: ChartDataBatchResult[] = [];
    const run = async () => {
      for await (const result of client.getChartDataBatch(body)) results.push(result);
    };
    await expect(run()).rejects.toMatchObject({
      message: 'Malformed answer: a line of the chart data batch has an unknown shape',
    });
    expect(results).toHaveLength(1);
  });

  it('stops reading when the caller stops early', async () => {
    let closed!: () => void;
    const gone = new Promise<void>((resolve) => (closed = resolve));
    server.handle((_seen, res) => {
      startNdjson(res);
      res.write(`${JSON.stringify({ index: 0, data: data(1) })}\n`);
      res.on('close', closed); // never ended by the server: only the client can close it
    });
    const client = createClient({ baseUrl: server.baseUrl });
    for await (const result of client.getChartDataBatch(body)) {
      expect(result.index).toBe(0);
      break;
    }
    await gone;
  });
});
