import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  CHART_DATA_BATCH_MAX,
  chartDataBatchLineSchema,
  type ChartDataBatchLine,
} from '@chartroom/core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// POST /query/chart-data/batch (decision 010) against a real server with the demo data.

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let dashboardId: string;
let connectionId: string;
/** The demo dashboard's charts at the versions it shows. */
let refs: Array<{ id: string; version: number }>;
let names: Map<string, string>;

const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(tenant: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: tenant } },
    ...extra,
  });
  expect(res.status, res.json.error?.message).toBe(200);
  return res.json.data.token as string;
}

/** The batch call, its answer still streaming: lines one at a time. */
async function openBatch(body: unknown, token = admin, acceptEncoding = 'identity') {
  const res = await fetch(`${server.url}/query/chart-data/batch`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-encoding': acceptEncoding,
    },
    body: JSON.stringify(body),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  /** The next complete line (null at the end of the answer). */
  const nextLine = async (): Promise<ChartDataBatchLine | null> => {
    for (;;) {
      const end = buffered.indexOf('\n');
      if (end >= 0) {
        const text = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        return chartDataBatchLineSchema.parse(JSON.parse(text));
      }
      const { done, value } = await reader.read();
      if (done) {
        expect(buffered, 'no partial last line').toBe('');
        return null;
      }
      buffered += decoder.decode(value, { stream: true });
    }
  };
  return { res, nextLine };
}

/** Every line of a batch answer, in arrival order. */
async function batch(body: unknown, token = admin, acceptEncoding = 'identity') {
  const { res, nextLine } = await openBatch(body, token, acceptEncoding);
  const lines: ChartDataBatchLine[] = [];
  for (let line = await nextLine(); line; line = await nextLine()) lines.push(line);
  return { res, lines };
}

const byIndex = (lines: ChartDataBatchLine[]) =>
  new Map(lines.map((l) => [l.index, 'data' in l ? { data: l.data } : { error: l.error }]));

async function chartData(token: string, body: Record<string, unknown>) {
  return api('POST', '/query/chart-data', { dashboardId, ...body }, token);
}

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  dashboardId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  const dashboard = await api('POST', '/tenant/get-dashboard-v2', {
    dashboard: { id: dashboardId },
  });
  refs = Object.entries(
    dashboard.json.data.dashboard.config.charts as Record<string, { version: number }>,
  ).map(([id, c]) => ({ id, version: c.version }));
  const list = (await api('GET', '/chart/list')).json.data.charts as Array<{
    id: string;
    name: string;
  }>;
  names = new Map(list.map((c) => [c.id, c.name]));
  connectionId = (await api('GET', '/connection/list')).json.data.connections.find(
    (c: { type: string }) => c.type === 'duckdb',
  ).id;
});
afterAll(async () => server?.stop());

describe('POST /query/chart-data/batch', () => {
  it('answers every chart of the demo dashboard as /query/chart-data does, one ndjson line each', async () => {
    expect(refs).toHaveLength(14);
    const web = [{ filterId: 'filter-channel', value: ['Web'] }];
    for (const [filterValues, encoding] of [
      [[], 'identity'],
      [web, 'gzip'],
      [[], 'br'],
    ] as const) {
      const { res, lines } = await batch(
        { dashboardId, filterValues, charts: refs },
        admin,
        encoding,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/x-ndjson');
      expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(lines.map((l) => l.index).sort((a, b) => a - b)).toEqual(refs.map((_, i) => i));
      const got = byIndex(lines);
      for (const [i, ref] of refs.entries()) {
        const single = await chartData(admin, { chart: ref, filterValues });
        expect(single.status, names.get(ref.id)).toBe(200);
        expect(got.get(i), names.get(ref.id)).toEqual({ data: single.json.data });
      }
    }
  });

  it("gives an item its own filter values, and the batch's to the others", async () => {
    const orders = refs.find((r) => names.get(r.id) === 'Orders')!;
    const web = [{ filterId: 'filter-channel', value: ['Web'] }];
    const { lines } = await batch({
      dashboardId,
      filterValues: web,
      charts: [orders, { ...orders, filterValues: [] }],
    });
    const got = byIndex(lines);
    expect(got.get(0)).toEqual({
      data: (await chartData(admin, { chart: orders, filterValues: web })).json.data,
    });
    expect(got.get(1)).toEqual({ data: (await chartData(admin, { chart: orders })).json.data });
    expect(got.get(0)).not.toEqual(got.get(1));
  });

  it.each(['identity', 'gzip', 'br'])(
    'writes each line when its chart is ready: a chart that waits for the engine does not hold back a cached one (%s)',
    async (encoding) => {
      const tenant = await tenantToken(`globex-${encoding}`);
      const [slow, fast] = refs.filter((r) =>
        ['Revenue by category', 'Top products'].includes(names.get(r.id) ?? ''),
      );
      // The fast chart's answer is in the answer cache for this tenant; the slow one's is not.
      expect((await chartData(tenant, { chart: fast })).status).toBe(200);
      // Hold every slot this tenant may use on the demo connection: its next engine run waits.
      const org = String(decodeJwt(tenant).org);
      const key = `${org}:tenant:globex-${encoding}`;
      const record = await server.services.connections.find(org, connectionId);
      const engine = (await server.services.pool.get(record!)).maxParallelRuns;
      const gate = server.services.queries.slots.gate(connectionId, engine);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const holders = Array.from({ length: gate.limits.perKey }, () =>
        gate.run(key, () => held, { maxWaitMs: 60_000 }),
      );
      try {
        expect(gate.running(key)).toBe(gate.limits.perKey);
        const { res, nextLine } = await openBatch(
          { dashboardId, charts: [slow, fast].map((r) => ({ id: r!.id, version: r!.version })) },
          tenant,
          encoding,
        );
        expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
        expect(res.status).toBe(200);
        // The uncached chart waits for a slot: it cannot finish before release().
        while (gate.waiting(key) === 0) await new Promise((r) => setTimeout(r, 10));
        const first = await nextLine();
        // The cached chart's line came first, while the other chart still waits.
        expect(first?.index).toBe(1);
        expect(gate.waiting(key)).toBe(1);
        release();
        const second = await nextLine();
        expect(second?.index).toBe(0);
        expect(second && 'data' in second).toBe(true);
        expect(await nextLine()).toBeNull();
        expect(second).toEqual({
          index: 0,
          data: (await chartData(tenant, { chart: slow })).json.data,
        });
      } finally {
        release();
        await Promise.all(holders);
      }
    },
  );

  it("keeps a tenant to its own rows and answers a chart it may not read with that item's 404", async () => {
    const orders = refs.find((r) => names.get(r.id) === 'Orders')!;
    // A chart of the organisation that is not on the dashboard (an admin's draft).
    const draft = await api('POST', '/chart/v2/copy', { chart: orders });
    expect(draft.status, draft.json.error?.message).toBe(200);
    const draftId = String(draft.json.data.chartId);
    const charts = [orders, { id: draftId }, { id: orders.id, version: orders.version + 50 }];
    const acme = await tenantToken('acme');
    const globex = await tenantToken('globex');
    const answers = await Promise.all(
      [acme, globex, admin].map(async (token) =>
        byIndex((await batch({ dashboardId, charts }, token)).lines),
      ),
    );
    const [forAcme, forGlobex, forAdmin] = answers;
    for (const [token, got] of [
      [acme, forAcme],
      [globex, forGlobex],
    ] as const) {
      expect(got!.get(0)).toEqual({
        data: (await chartData(token, { chart: orders })).json.data,
      });
      expect(got!.get(1)).toEqual({
        error: { status: 404, message: `Chart ${draftId} not found` },
      });
      expect(got!.get(2)).toEqual({
        error: {
          status: 404,
          message: `Chart ${orders.id} version ${orders.version + 50} not found`,
        },
      });
    }
    const count = (got: typeof forAcme) => {
      const first = got!.get(0);
      if (!first?.data) throw new Error('no data');
      return Number(first.data.rows[0]!.order_id);
    };
    expect(count(forAcme)).not.toBe(count(forGlobex));
    expect(count(forAcme)).toBeLessThan(count(forAdmin));
    // The admin may read the draft; the version that does not exist is a 404 for everyone.
    expect(forAdmin!.get(1)).toHaveProperty('data');
    expect(forAdmin!.get(2)).toHaveProperty('error.status', 404);

    // A token that may not open the dashboard: every item is a 404, no rows.
    const other = await tenantToken('acme', { dashboardIds: ['no-such-dashboard'] });
    const refused = await batch({ dashboardId, charts: [orders] }, other);
    expect(refused.res.status).toBe(200);
    expect(refused.lines).toEqual([
      { index: 0, error: { status: 404, message: expect.any(String) } },
    ]);
  });

  it('answers one failed item with its error line and the others with their data', async () => {
    const orders = refs.find((r) => names.get(r.id) === 'Orders')!;
    const { lines } = await batch({
      dashboardId,
      charts: [orders, { id: 'no-such-chart' }, orders],
    });
    const got = byIndex(lines);
    expect(got.get(1)).toEqual({
      error: { status: 404, message: 'Chart no-such-chart not found' },
    });
    expect(got.get(0)).toHaveProperty('data');
    expect(got.get(2)).toEqual(got.get(0));
    // A filter the dashboard does not have fails each item as its own call would (400).
    const unknown = await batch({
      dashboardId,
      filterValues: [{ filterId: 'no-such-filter', value: 'x' }],
      charts: [orders],
    });
    expect(unknown.lines).toEqual([
      {
        index: 0,
        error: { status: 400, message: 'Unknown filter no-such-filter on this dashboard' },
      },
    ]);
  });

  it('refuses a bad body with 400 and the first schema message, and a missing credential with 401', async () => {
    const bad = async (body: unknown) => {
      const res = await api('POST', '/query/chart-data/batch', body);
      expect(res.status).toBe(400);
      return res.json.error?.message;
    };
    expect(await bad({ dashboardId, charts: [] })).toBe(
      'Invalid body at charts: charts must name at least one chart',
    );
    const many = Array.from({ length: CHART_DATA_BATCH_MAX + 1 }, () => refs[0]);
    expect(await bad({ dashboardId, charts: many })).toBe(
      `Invalid body at charts: charts must name at most ${CHART_DATA_BATCH_MAX} charts`,
    );
    expect(await bad({ charts: refs })).toMatch(/^Invalid body at dashboardId: /);
    expect(await bad({ dashboardId, charts: [{ id: 'x', segmentPage: -1 }] })).toMatch(
      /^Invalid body at charts\.0\.segmentPage: /,
    );
    expect(await bad('{"dashboardId": ')).toMatch(/^Malformed JSON body/);
    const anonymous = await server.api<Json>('POST', '/query/chart-data/batch', {
      dashboardId,
      charts: refs,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /query/chart-data/batch and the rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      CHARTROOM_RATE_LIMIT_TOKEN: '5',
      CHARTROOM_RATE_LIMIT_ORG: '0',
    });
  });
  afterAll(async () => limited?.stop());

  it('counts every item as one request: the items past the limit answer 429', async () => {
    const signIn = await limited.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const token = signIn.json.data.token as string;
    // Two calls of this token: the dashboard list, then a batch of 8 charts (3 more fit).
    const list = await limited.api<Json>('GET', '/dashboard/list', undefined, token);
    const id = list.json.data.dashboards[0].id as string;
    const dashboard = await limited.api<Json>(
      'POST',
      '/tenant/get-dashboard-v2',
      { dashboard: { id } },
      token,
    );
    const charts = Object.keys(dashboard.json.data.dashboard.config.charts as object)
      .slice(0, 8)
      .map((chartId) => ({ id: chartId }));
    const res = await fetch(`${limited.url}/query/chart-data/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ dashboardId: id, charts }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => chartDataBatchLineSchema.parse(JSON.parse(l)));
    expect(lines).toHaveLength(8);
    const refused = lines.filter((l) => 'error' in l);
    expect(lines.filter((l) => 'data' in l)).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const line of refused) {
      expect(line).toEqual({
        index: expect.any(Number),
        error: {
          status: 429,
          message: expect.stringMatching(/^Too many requests with this token/),
          retryAfter: expect.any(Number),
        },
      });
    }
    // The token's budget is spent: its next call is refused as a whole.
    const next = await limited.api<Json>('GET', '/dashboard/list', undefined, token);
    expect(next.status).toBe(429);
  });
});
