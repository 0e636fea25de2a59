import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { demoCharts } from './seed/demo-charts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './test/test-server';

type Json = Record<string, unknown> & { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let dashboardId: string;
let charts: Array<{ id: string; name: string; version: number }>;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  server.api<Json>(method, path, body, token);
const chartByName = (name: string) => {
  const c = charts.find((x) => x.name === name);
  if (!c) throw new Error(`no chart ${name}`);
  return c;
};
async function tenantToken(tenantId: string, extra: Record<string, unknown> = {}) {
  const res = await api(
    'POST',
    '/tenant/create-token',
    {
      tenant: { id: tenantId, name: tenantId, key: tenantId, payload: { tenant_id: tenantId } },
      ...extra,
    },
    admin,
  );
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function chartData(token: string, chartId: string, filterValues: unknown[] = []) {
  return api(
    'POST',
    '/query/chart-data',
    { chart: { id: chartId }, dashboardId, filterValues },
    token,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  const signIn = await api('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  admin = signIn.json.data.token;
  const list = await api('GET', '/dashboard/list', undefined, admin);
  dashboardId = list.json.data.dashboards[0].id;
  charts = (await api('GET', '/chart/list', undefined, admin)).json.data.charts;
});
afterAll(async () => server?.stop());

describe('server basics', () => {
  it('answers /health and serves OpenAPI at /docs', async () => {
    expect((await api('GET', '/health')).json).toEqual({ data: { status: 'ok' } });
    const doc = await fetch(`${server.url}/docs/json`).then(
      (r) => r.json() as Promise<{ paths: Record<string, unknown> }>,
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/sign-in',
        '/tenant/create-token',
        '/query/run',
        '/query/chart-data',
      ]),
    );
  });

  it('refuses bad input with a clear 400 and unknown routes with 404', async () => {
    const malformed = await api('POST', '/auth/sign-in', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error?.message).toMatch(/JSON/i);
    const wrongType = await api('POST', '/auth/sign-in', { email: 42, password: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.error?.message).toMatch(/email/);
    expect((await api('GET', '/nope', undefined, admin)).status).toBe(404);
  });

  it('needs a bearer token and rejects wrong passwords', async () => {
    expect((await api('GET', '/dashboard/list')).status).toBe(401);
    const wrong = await api('POST', '/auth/sign-in', { email: ADMIN_EMAIL, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error?.message).toBe('Wrong email or password');
    expect((await api('GET', '/setup/status')).json.data).toEqual({ needsSetup: false });
    const again = await api('POST', '/setup', {
      organizationName: 'X',
      name: 'Y',
      email: 'y@example.com',
      password: 'long enough',
    });
    expect(again.status).toBe(409);
  });
});

describe('demo content', () => {
  it('lists the published demo dashboard and its charts', async () => {
    const list = await api('GET', '/dashboard/list', undefined, admin);
    const dashboards = list.json.data.dashboards as { name: string; published: boolean }[];
    // The demo's role dashboards (the /demo page's) are unpublished drafts beside it.
    expect(dashboards.filter((d) => !d.published).map((d) => d.name)).toEqual(
      expect.arrayContaining(['Your sales dashboard', 'Your product dashboard']),
    );
    expect(dashboards.filter((d) => d.published)).toEqual([
      expect.objectContaining({
        name: 'Sales overview',
        version: 1,
        published: true,
        updated_at: expect.any(String),
      }),
    ]);
    expect(charts.length).toBeGreaterThanOrEqual(8);
    const dash = await api(
      'POST',
      '/tenant/get-dashboard-v2',
      { dashboard: { id: dashboardId } },
      admin,
    );
    expect(dash.status, dash.json.error?.message).toBe(200);
    const refs = Object.entries(
      dash.json.data.dashboard.config.charts as Record<string, { version: number }>,
    );
    // The library also holds the role dashboards' charts of the /demo page.
    expect(refs.length).toBeGreaterThanOrEqual(8);
    expect(refs.filter(([id]) => !charts.some((c) => c.id === id))).toEqual([]);
    const got = await api(
      'POST',
      '/tenant/get-charts-v3',
      { charts: refs.map(([id, r]) => ({ id, version: r.version })) },
      admin,
    );
    expect(got.json.data.charts).toHaveLength(refs.length);
  });

  it('computes every chart from the warehouse', async () => {
    for (const chart of charts) {
      const res = await chartData(admin, chart.id);
      expect(res.status, `${chart.name}: ${res.json.error?.message}`).toBe(200);
      expect(res.json.data.rows.length, chart.name).toBeGreaterThan(0);
    }
  });

  it('draws the heat map from its whole answer; pages a segmented chart by 20 segments, names first, from one scan or two', async () => {
    const heat = chartByName('Orders by weekday and hour');
    const page = async (segmentPage: number, chart: unknown = { id: heat.id }) => {
      const res = await api(
        'POST',
        '/query/chart-data',
        { chart, dashboardId, filterValues: [], segmentPage },
        admin,
      );
      expect(res.status, res.json.error?.message).toBe(200);
      return res.json.data as {
        columns: { name: string }[];
        rows: Record<string, unknown>[];
        segmentNames?: string[];
      };
    };
    const hoursOf = (rows: Record<string, unknown>[]) =>
      [...new Set(rows.map((r) => String(r.hour)))].sort();
    // The heat map: every hour at once (it pages its columns itself, on one colour scale).
    const whole = await page(0);
    expect(whole.segmentNames).toBeUndefined();
    expect(hoursOf(whole.rows)).toHaveLength(24);
    expect((await page(1)).rows).toEqual(whole.rows);
    // The same data as a stacked bar: pages of 20 segments.
    const demo = demoCharts.find((c) => c.name === heat.name)!;
    const connection = (await api('GET', '/connection/list', undefined, admin)).json.data
      .connections[0].id as string;
    const stacked = (aggregation?: string) => ({
      connection,
      config: {
        type: 'Stacked Bar',
        dataPrep: {
          query: demo.query,
          rawTableNames: [],
          rawTables: [],
          outputColumns: [],
          steps: [],
        },
        chartConfig: {
          ...demo.chartConfig,
          type: 'Stacked Bar',
          yAxis: (demo.chartConfig.yAxis as object[]).map((y) => ({
            ...y,
            ...(aggregation ? { baseAggregationStrategy: aggregation } : {}),
          })),
        },
        filters: [],
      },
    });
    const first = await page(0, stacked());
    expect(first.segmentNames).toHaveLength(24);
    expect(first.columns.map((c) => c.name)).toEqual(['weekday', 'hour', 'order_id']);
    expect(Object.keys(first.rows[0]!)).toEqual(['weekday', 'hour', 'order_id']);
    expect(hoursOf(first.rows)).toEqual(first.segmentNames!.slice(0, 20).sort());
    const second = await page(1, stacked());
    expect(second.segmentNames).toEqual(first.segmentNames);
    expect(hoursOf(second.rows)).toEqual(first.segmentNames!.slice(20).sort());
    // An average cannot be re-aggregated from its parts: names, then data, same contract.
    const average = await page(1, stacked('Average'));
    expect(average.segmentNames).toHaveLength(24);
    expect(average.columns.map((c) => c.name)).toEqual(['weekday', 'hour', 'order_id']);
    expect(hoursOf(average.rows)).toEqual(average.segmentNames!.slice(20).sort());
  });

  it('applies the date and channel filters and compares stat cards with the previous period', async () => {
    const revenue = chartByName('Revenue');
    const all = (await chartData(admin, revenue.id)).json.data.rows[0].amount as number;
    const end = new Date();
    const start = new Date(end.getTime() - 90 * 86400_000);
    const filtered = await chartData(admin, revenue.id, [
      { filterId: 'filter-date', value: [start.toISOString(), end.toISOString()] },
      { filterId: 'filter-channel', value: ['Web'] },
    ]);
    expect(filtered.status).toBe(200);
    const value = filtered.json.data.rows[0].amount as number;
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(all);
    expect(filtered.json.data.comparisonRows).toHaveLength(1);
    const channels = await api(
      'POST',
      '/query/filter-values',
      { dashboardId, filterId: 'filter-channel' },
      admin,
    );
    expect(channels.json.data.values).toEqual(expect.arrayContaining(['Web', 'Mobile']));
    // An Output-sourced filter scans the first 2000 rows of its chart's data (at most 1000 values).
    const dates = await api(
      'POST',
      '/query/filter-values',
      { dashboardId, filterId: 'filter-date' },
      admin,
    );
    expect(dates.status, dates.json.error?.message).toBe(200);
    expect(dates.json.data.values.length).toBeGreaterThan(0);
    expect(dates.json.data.values.length).toBeLessThanOrEqual(1000);
    expect(dates.json.data.values[0]).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const unknown = await chartData(admin, revenue.id, [{ filterId: 'nope', value: 'x' }]);
    expect(unknown.status).toBe(400);
  });
});

describe('Server-Timing', () => {
  it('tells how long the engine took and how many statements came from the cache', async () => {
    const charts = (await api('GET', '/chart/list', undefined, admin)).json.data.charts as Array<{
      id: string;
    }>;
    const id = charts[0]!.id;
    const first = await chartData(admin, id);
    expect(first.status).toBe(200);
    const timing = first.headers.get('server-timing') ?? '';
    expect(timing).toMatch(
      /^prepare;dur=\d+\.\d\d, db;dur=\d+\.\d\d;desc="\d+ statement\(s\), \d+ cached"$/,
    );
    const again = (await chartData(admin, id)).headers.get('server-timing') ?? '';
    // The test server caches answers: the repeat is all cache, no engine time.
    const [, statements, cached] = /desc="(\d+) statement\(s\), (\d+) cached"/.exec(again) ?? [];
    expect(Number(statements)).toBeGreaterThan(0);
    expect(cached).toBe(statements);
    expect(again).toContain('db;dur=0.00');
    const connections = (await api('GET', '/connection/list', undefined, admin)).json.data
      .connections as Array<{ id: string }>;
    const run = await api(
      'POST',
      '/query/run',
      { sqlQuery: 'SELECT 1 AS one', connectionId: connections[0]!.id },
      admin,
    );
    expect(run.headers.get('server-timing')).toMatch(/desc="1 statement\(s\)/);
  });
});

describe('tenant isolation', () => {
  it('gives each tenant only its own rows and the tenants add up to the whole', async () => {
    const revenue = chartByName('Revenue');
    const total = (await chartData(admin, revenue.id)).json.data.rows[0].amount as number;
    let sum = 0;
    for (const tenant of ['acme', 'globex', 'initech', 'umbrella', 'stark']) {
      const token = await tenantToken(tenant);
      const part = (await chartData(token, revenue.id)).json.data.rows[0].amount as number;
      expect(part).toBeGreaterThan(0);
      expect(part).toBeLessThan(total);
      sum += part;
      const table = await chartData(token, chartByName('Recent orders').id);
      expect(table.status).toBe(200);
    }
    expect(sum).toBeCloseTo(total, 2);
  });

  it('scopes raw SQL of every shape to the tenant', async () => {
    const token = await tenantToken('acme', { permissions: { createChartSQL: true } });
    const conn = (await api('POST', '/tenant/get-all-connections', {}, token)).json.data
      .connectionConfigs[0];
    expect(conn.config).toEqual({});
    expect(JSON.stringify(conn)).not.toMatch(/secret|database|tenant_policies/);
    const shapes = [
      'SELECT DISTINCT tenant_id FROM orders',
      'SELECT DISTINCT o.tenant_id FROM main.orders AS o JOIN customers c ON c.customer_id = o.customer_id',
      'WITH orders AS (SELECT * FROM orders) SELECT DISTINCT tenant_id FROM orders',
      'SELECT DISTINCT tenant_id FROM "ORDERS" UNION SELECT tenant_id FROM web_events UNION SELECT tenant_id FROM customers',
      'SELECT DISTINCT tenant_id FROM (SELECT * FROM orders WHERE customer_id IN (SELECT customer_id FROM customers))',
    ];
    for (const sql of shapes) {
      const res = await api('POST', '/query/run', { sqlQuery: sql, connectionId: conn.id }, token);
      expect(res.status, `${sql}: ${res.json.error?.message}`).toBe(200);
      expect(
        new Set((res.json.data as Array<{ tenant_id: string }>).map((r) => r.tenant_id)),
        sql,
      ).toEqual(new Set(['acme']));
    }
    const write = await api(
      'POST',
      '/query/run',
      { sqlQuery: 'DELETE FROM orders', connectionId: conn.id },
      token,
    );
    expect(write.status).toBe(400);
    expect(write.json.error?.message).toMatch(/^Error: /);
  });

  it('keeps SQL injection payloads in filter values harmless', async () => {
    const token = await tenantToken('globex');
    const payloads = readFileSync(
      new URL('../../../../shared/data/sqli/seclists/Generic-SQLi.txt', import.meta.url),
      'utf8',
    )
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 60);
    const chart = chartByName('Recent orders');
    for (const payload of payloads) {
      const res = await chartData(token, chart.id, [
        { filterId: 'filter-channel', value: [payload] },
      ]);
      expect([200, 400], payload).toContain(res.status);
      if (res.status === 200) {
        for (const row of res.json.data.rows as Array<{ channel: string }>)
          expect(row.channel).toBe(payload);
      }
    }
    const after = await chartData(token, chart.id);
    expect(after.json.data.rows.length).toBeGreaterThan(0);
  });

  it('refuses forged, expired and foreign tokens and charts off the dashboard', async () => {
    const token = await tenantToken('acme');
    const [h, p] = token.split('.');
    const noneAlg = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await chartData(noneAlg, charts[0]!.id)).status).toBe(401);
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), tenant: { id: 'globex', name: '', key: '', payload: { tenant_id: 'globex' } } })).toString('base64url')}.${token.split('.')[2]}`;
    expect((await chartData(tampered, charts[0]!.id)).status).toBe(401);
    const wrongKey = await new SignJWT({
      org: JSON.parse(Buffer.from(p!, 'base64url').toString()).org,
      tenant: { id: 'x', payload: { tenant_id: 'globex' } },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('chartroom')
      .setAudience('chartroom:tenant')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('guessed-secret-guessed-secret-000'));
    expect((await chartData(wrongKey, charts[0]!.id)).status).toBe(401);
    const limited = await tenantToken('acme', { dashboardIds: ['another-dashboard'] });
    expect((await chartData(limited, charts[0]!.id)).status).toBe(404);
    const noDashboard = await api(
      'POST',
      '/query/chart-data',
      { chart: { id: charts[0]!.id } },
      token,
    );
    expect(noDashboard.status).toBe(404);
    const badExpiry = await api(
      'POST',
      '/tenant/create-token',
      { tenant: { id: 'acme' }, expiresInSeconds: 5 },
      admin,
    );
    expect(badExpiry.status).toBe(400);
    expect(badExpiry.json.error?.message).toMatch(/at least 60/);
    const asTenant = await api('POST', '/tenant/create-token', { tenant: { id: 'acme' } }, token);
    expect(asTenant.status).toBe(403);
  });

  it('accepts API keys for minting tenant tokens', async () => {
    const key = await api('POST', '/auth/api-keys', { name: 'backend' }, admin);
    expect(key.json.data.key).toMatch(/^cr_/);
    const minted = await api(
      'POST',
      '/tenant/create-token',
      { tenant: { id: 'stark', payload: { tenant_id: 'stark' } } },
      key.json.data.key,
    );
    expect(minted.status).toBe(200);
    const data = await chartData(minted.json.data.token, chartByName('Orders').id);
    expect(data.status).toBe(200);
  });
});

describe('run-SQL filters', () => {
  it('filters a raw table or the output with bound values, inside the tenant scope', async () => {
    const token = await tenantToken('initech', { permissions: { createChartSQL: true } });
    const conn = (await api('POST', '/tenant/get-all-connections', {}, token)).json.data
      .connectionConfigs[0];
    const sql = 'SELECT tenant_id, channel, count(*) AS n FROM orders GROUP BY 1, 2';
    const byTable = await api(
      'POST',
      '/query/run',
      {
        connectionId: conn.id,
        sqlQuery: sql,
        filters: [{ table: 'orders', column: 'channel', operator: 'in', values: ['Web'] }],
      },
      token,
    );
    expect(byTable.status, byTable.json.error?.message).toBe(200);
    expect(byTable.json.data).toEqual([
      expect.objectContaining({ tenant_id: 'initech', channel: 'Web' }),
    ]);
    const byOutput = await api(
      'POST',
      '/query/run',
      {
        connectionId: conn.id,
        sqlQuery: sql,
        filters: [{ column: 'channel', operator: 'not_in', values: ['Web', "x' OR '1'='1"] }],
      },
      token,
    );
    expect(byOutput.status, byOutput.json.error?.message).toBe(200);
    const channels = (byOutput.json.data as Array<{ tenant_id: string; channel: string }>)
      .map((r) => r.channel)
      .sort();
    expect(channels).toEqual(['Mobile', 'Partner', 'Retail']);
    expect(
      new Set((byOutput.json.data as Array<{ tenant_id: string }>).map((r) => r.tenant_id)),
    ).toEqual(new Set(['initech']));
    const bad = await api(
      'POST',
      '/query/run',
      { connectionId: conn.id, sqlQuery: sql, filters: [{ column: 'channel', operator: 'drop' }] },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('Unknown filter operator');
    // An unknown table is refused like an unknown column, not silently ignored (finding 5).
    for (const table of ['no_such_table', 'ORDERS_typo']) {
      const unknown = await api(
        'POST',
        '/query/run',
        {
          connectionId: conn.id,
          sqlQuery: sql,
          filters: [{ table, column: 'channel', operator: 'in', values: ['Web'] }],
        },
        token,
      );
      expect(unknown.status, table).toBe(400);
      expect(unknown.json.error?.message).toBe(
        `Error: unknown table ${table} in filters: this connection has no table of that name`,
      );
    }
  });
});
