import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, type ChartroomClient } from '@chartroom/client';
import { ChartDataBatcher, chartDataBatcher, type ChartDataRequest } from './chart-data-batcher';

// The batcher with the real client against a real HTTP server that answers like the batch route.

interface BatchBody {
  dashboardId: string;
  filterValues: unknown[];
  charts: Array<{ id: string; version: number; segmentPage: number; filterValues?: unknown[] }>;
}
type Answer = (body: BatchBody, res: ServerResponse) => void | Promise<void>;

let server: Server;
let bodies: BatchBody[] = [];
let answer: Answer;
let client: ChartroomClient;

const data = (chartId: string) => ({
  columns: [{ name: 'chart', type: 'string' as const }],
  rows: [{ chart: chartId }],
});
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
/** Answers every chart with its data, in request order. */
const answerAll: Answer = (body, res) => {
  res.writeHead(200, { 'content-type': 'application/x-ndjson' });
  res.end(body.charts.map((c, index) => line({ index, data: data(c.id) })).join(''));
};

async function readBody(req: IncomingMessage): Promise<BatchBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as BatchBody;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      bodies.push(body);
      return answer(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bodies = [];
  answer = answerAll;
});

const request = (chartId: string, extra: Partial<ChartDataRequest> = {}): ChartDataRequest => ({
  dashboardId: 'dash-1',
  chartId,
  version: 1,
  filterValues: [],
  segmentPage: 0,
  ...extra,
});
const web = [{ filterId: 'filter-channel', value: ['Web'] }];

describe('ChartDataBatcher', () => {
  it("sends the requests of one tick as one batch and gives each card its chart's data", async () => {
    const batcher = new ChartDataBatcher(client);
    const answers = await Promise.all([
      batcher.load(request('a', { filterValues: web })),
      batcher.load(request('b', { filterValues: web, segmentPage: 2 })),
      batcher.load(request('c')), // a chart the filter does not target
      batcher.load(request('a', { filterValues: web })), // the same data twice: asked once
    ]);
    expect(answers).toEqual([data('a'), data('b'), data('c'), data('a')]);
    expect(bodies).toEqual([
      {
        dashboardId: 'dash-1',
        filterValues: web,
        charts: [
          { id: 'a', version: 1, segmentPage: 0 },
          { id: 'b', version: 1, segmentPage: 2 },
          { id: 'c', version: 1, segmentPage: 0, filterValues: [] },
        ],
      },
    ]);
  });

  it('asks again in a later tick (a refresh or a segment page is a batch of one), and per dashboard', async () => {
    const batcher = new ChartDataBatcher(client);
    await batcher.load(request('a'));
    await Promise.all([
      batcher.load(request('a', { segmentPage: 1 })),
      batcher.load(request('x', { dashboardId: 'dash-2' })),
    ]);
    expect(bodies.map((b) => [b.dashboardId, b.charts.map((c) => c.id)])).toEqual([
      ['dash-1', ['a']],
      ['dash-1', ['a']],
      ['dash-2', ['x']],
    ]);
  });

  it('settles each card when its line arrives, not when the batch ends', async () => {
    // The server sends chart b, then waits until card b has its data before answering a.
    let bDrawn!: () => void;
    const drawn = new Promise<void>((resolve) => (bDrawn = resolve));
    answer = async (_body, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write(line({ index: 1, data: data('b') }));
      await drawn;
      res.end(line({ index: 0, error: { status: 404, message: 'Chart a not found' } }));
    };
    const batcher = new ChartDataBatcher(client);
    const a = batcher.load(request('a'));
    const b = batcher.load(request('b')).then((d) => {
      bDrawn();
      return d;
    });
    expect(await b).toEqual(data('b'));
    const error = await a.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Chart a not found' });
  });

  it('fails every card of a refused batch with its error, and the cards an ended answer left out', async () => {
    answer = (_body, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Invalid body at charts: bad' } }));
    };
    const batcher = new ChartDataBatcher(client);
    const refused = await Promise.allSettled([
      batcher.load(request('a')),
      batcher.load(request('b')),
    ]);
    for (const r of refused) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        status: 400,
        message: 'Invalid body at charts: bad',
      });
    }

    answer = (_body, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(line({ index: 0, data: data('a') }));
    };
    const [got, missing] = await Promise.allSettled([
      batcher.load(request('a')),
      batcher.load(request('b')),
    ]);
    expect(got).toEqual({ status: 'fulfilled', value: data('a') });
    expect((missing as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
  });

  it('splits more charts than a batch may hold into several batches', async () => {
    const batcher = new ChartDataBatcher(client, 2);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((id) => batcher.load(request(id))),
    );
    expect(answers).toEqual(['a', 'b', 'c', 'd', 'e'].map(data));
    expect(bodies.map((b) => b.charts.map((c) => c.id))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('gives a card the prefetched answer once, in the batch of its own tick', async () => {
    const batcher = new ChartDataBatcher(client);
    batcher.prefetch([request('a', { filterValues: web }), request('b')]);
    // Asked in the same tick as a request of a card: one batch.
    const c = batcher.load(request('c'));
    expect(await c).toEqual(data('c'));
    expect(bodies.map((b) => b.charts.map((x) => x.id))).toEqual([['a', 'b', 'c']]);

    // The cards come later (after the chart rows) and ask nothing more.
    const [a, b] = await Promise.all([
      batcher.load(request('a', { filterValues: web })),
      batcher.load(request('b')),
    ]);
    expect([a, b]).toEqual([data('a'), data('b')]);
    expect(bodies).toHaveLength(1);

    // Taken once: a refresh of the card asks again.
    expect(await batcher.load(request('a', { filterValues: web }))).toEqual(data('a'));
    expect(bodies).toHaveLength(2);
  });

  it('asks again when the card wants other data than was prefetched, and never twice for one prefetch', async () => {
    const batcher = new ChartDataBatcher(client);
    batcher.prefetch([request('a')]);
    batcher.prefetch([request('a')]); // still on its way: not asked twice
    expect(await batcher.load(request('a', { filterValues: web }))).toEqual(data('a'));
    expect(bodies[0]?.charts).toEqual([
      { id: 'a', version: 1, segmentPage: 0 },
      { id: 'a', version: 1, segmentPage: 0, filterValues: web },
    ]);
    expect(await batcher.load(request('a'))).toEqual(data('a'));
    expect(bodies).toHaveLength(1);
  });

  it('gives the card the error of a failed prefetch, and drops answers no card took', async () => {
    answer = (body, res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(
        body.charts
          .map((c, index) =>
            c.id === 'gone'
              ? line({ index, error: { status: 404, message: 'Chart gone not found' } })
              : line({ index, data: data(c.id) }),
          )
          .join(''),
      );
    };
    const batcher = new ChartDataBatcher(client, undefined, 0);
    const arrived = batcher.prefetch([request('gone'), request('unused')]);
    const error = await batcher.load(request('gone')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Chart gone not found' });
    await arrived; // settles when every prefetched answer is in, failed ones too
    // The unused answer expires (a TTL of 0 here): a card asking afterwards asks the server.
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(await batcher.load(request('unused'))).toEqual(data('unused'));
    expect(bodies.map((b) => b.charts.map((x) => x.id))).toEqual([['gone', 'unused'], ['unused']]);
  });

  it('keeps one batcher per client', () => {
    const other = createClient({ baseUrl: 'http://127.0.0.1:1' });
    expect(chartDataBatcher(client)).toBe(chartDataBatcher(client));
    expect(chartDataBatcher(other)).not.toBe(chartDataBatcher(client));
  });
});
