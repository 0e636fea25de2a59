import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let connectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

const PATHS = [
  '/ai-golden-charts/save',
  '/ai-golden-charts/store',
  '/ai-chat-history/store-golden-chart',
  '/store-golden-filters',
  '/store-golden-asset',
] as const;

const filter = {
  displayName: 'Channel',
  filterType: 'Input',
  filterSubType: 'Input Equals',
  filterTarget: { sourceType: 'Output', outputColumn: 'channel' },
};

async function assetCount(): Promise<number> {
  const row = await server.services.db
    .selectFrom('golden_assets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
async function goldenCharts() {
  const res = await api('GET', '/chart/v3/get-golden-charts');
  expect(res.status).toBe(200);
  return res.json.data.goldenCharts as Array<Record<string, unknown>>;
}
async function tenantToken(permissions: Record<string, boolean>) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
    permissions,
  });
  return res.json.data.token as string;
}
/** A new saved chart (version 1) and its config. */
async function newChart() {
  const made = await api('POST', '/chart/v3/create-chart', {
    starterTable: 'orders',
    starterConnection: connectionId,
  });
  const chartId = made.json.data.chartId as string;
  const read = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version: 1 } });
  return { chartId, config: read.json.data.chart.config as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
});
afterAll(async () => server?.stop());

describe('POST /ai-golden-charts/save', () => {
  it('stores a golden chart that GET /chart/v3/get-golden-charts lists', async () => {
    const { chartId, config } = await newChart();
    const res = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      chartVersion: 1,
      prompt: '  How many orders per channel?  ',
      config,
      filters: [filter],
      chart_config_version: 1,
      filters_config_version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: expect.any(String) });
    const listed = (await goldenCharts()).find((g) => g.id === res.json.data.id);
    expect(listed).toMatchObject({
      chart_id: chartId,
      chartVersion: 1,
      prompt: 'How many orders per channel?',
      golden_table_raw_name: 'orders',
      config: { dataPrep: { query: 'select * from orders' } },
    });
    expect(listed?.filters).toEqual([expect.objectContaining({ displayName: 'Channel' })]);
  });

  it('pins the latest version when none is given, and the golden table from the body', async () => {
    const { chartId, config } = await newChart();
    await api('PATCH', '/chart/v3', { id: chartId, name: 'Second', config });
    const res = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      prompt: 'Orders over time',
      config,
      golden_table_raw_name: 'customers',
    });
    expect(res.status).toBe(200);
    const listed = (await goldenCharts()).find((g) => g.id === res.json.data.id);
    expect(listed).toMatchObject({ chartVersion: 2, golden_table_raw_name: 'customers' });
    expect(listed?.filters).toEqual([]);
    // Without a golden table anywhere, the data prep's single raw table is the golden table.
    const { goldenTable: _goldenTable, ...withoutTable } = config;
    const dataPrep = { ...(config.dataPrep as object), goldenTable: null };
    const fallback = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      prompt: 'Orders',
      config: { ...withoutTable, dataPrep },
    });
    const stored = (await goldenCharts()).find((g) => g.id === fallback.json.data.id);
    expect(stored?.golden_table_raw_name).toBe('orders');
  });

  it('refuses bad input with the first schema message and writes nothing', async () => {
    const { chartId, config } = await newChart();
    const before = await assetCount();
    const blank = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      prompt: '   ',
      config,
    });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.message).toBe('Invalid body at prompt: Prompt cannot be blank');
    const noConfig = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      prompt: 'x',
    });
    expect(noConfig.status).toBe(400);
    expect(noConfig.json.error?.message).toContain('config');
    const badVersion = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      prompt: 'x',
      config,
      chart_config_version: 2,
    });
    expect(badVersion.status).toBe(400);
    const badFilter = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      prompt: 'x',
      config,
      filters: [{ filterType: 'Nope' }],
    });
    expect(badFilter.status).toBe(400);
    expect(badFilter.json.error?.message).toMatch(/^Invalid body at filters\.0/);
    const notJson = await api('POST', '/ai-golden-charts/save', '{"prompt":');
    expect(notJson.status).toBe(400);
    const missing = await api('POST', '/ai-golden-charts/save', {
      chart_id: 'no-such-chart',
      prompt: 'x',
      config,
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error?.message).toBe('Chart no-such-chart not found');
    const noVersion = await api('POST', '/ai-golden-charts/save', {
      chart_id: chartId,
      chartVersion: 9,
      prompt: 'x',
      config,
    });
    expect(noVersion.status).toBe(404);
    const foreign = await api('POST', '/ai-golden-charts/save', {
      org_id: 'someone-else',
      chart_id: chartId,
      prompt: 'x',
      config,
    });
    expect(foreign.status).toBe(403);
    expect(await assetCount()).toBe(before);
  });
});

describe('POST /ai-golden-charts/store and /ai-chat-history/store-golden-chart', () => {
  it('stores the data prep given apart as the golden chart data prep', async () => {
    const { chartId, config } = await newChart();
    const res = await api('POST', '/ai-golden-charts/store', {
      chart_id: chartId,
      session_id: 'session-1',
      prompt: 'Revenue by country',
      config,
      data_prep: { query: 'select country, amount from orders', rawTableNames: ['orders'] },
    });
    expect(res.status).toBe(200);
    const listed = (await goldenCharts()).find((g) => g.id === res.json.data.id);
    expect(listed).toMatchObject({
      chart_id: chartId,
      chartVersion: 1,
      config: { dataPrep: { query: 'select country, amount from orders' } },
      data_prep: { query: 'select country, amount from orders', rawTableNames: ['orders'] },
    });
  });

  it('stores a chat chart without a saved chart, and needs a session id', async () => {
    const { config } = await newChart();
    const before = await assetCount();
    const noSession = await api('POST', '/ai-chat-history/store-golden-chart', {
      prompt: 'Top products',
      config,
    });
    expect(noSession.status).toBe(400);
    expect(noSession.json.error?.message).toContain('session_id');
    const versionOnly = await api('POST', '/ai-chat-history/store-golden-chart', {
      session_id: 's',
      prompt: 'Top products',
      config,
      chartVersion: 1,
    });
    expect(versionOnly.status).toBe(400);
    expect(versionOnly.json.error?.message).toBe('chartVersion needs chart_id');
    const unknown = await api('POST', '/ai-chat-history/store-golden-chart', {
      session_id: 's',
      chart_id: 'gone',
      prompt: 'Top products',
      config,
    });
    expect(unknown.status).toBe(404);
    expect(await assetCount()).toBe(before);
    const res = await api('POST', '/ai-chat-history/store-golden-chart', {
      session_id: 'session-2',
      prompt: 'Top products',
      config,
      chart_id: null,
      chart_config_version: 1,
    });
    expect(res.status).toBe(200);
    const listed = (await goldenCharts()).find((g) => g.id === res.json.data.id);
    expect(listed).toMatchObject({ chart_id: null, prompt: 'Top products' });
    expect(listed?.chartVersion).toBeUndefined();
  });
});

describe('POST /store-golden-filters', () => {
  it('stores golden filters (not listed as golden charts)', async () => {
    const { chartId } = await newChart();
    const before = await assetCount();
    const charts = (await goldenCharts()).length;
    const blank = await api('POST', '/store-golden-filters', { prompt: '', filters: [filter] });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.message).toBe('Invalid body at prompt: Prompt cannot be blank');
    expect((await api('POST', '/store-golden-filters', { prompt: 'x' })).status).toBe(400);
    const res = await api('POST', '/store-golden-filters', {
      chart_id: chartId,
      prompt: 'Only online orders',
      filters: [filter],
      filters_config_version: 1,
    });
    expect(res.status).toBe(200);
    expect(await assetCount()).toBe(before + 1);
    expect((await goldenCharts()).length).toBe(charts);
    const row = await server.services.db
      .selectFrom('golden_assets')
      .selectAll()
      .where('id', '=', res.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'filters', chart_id: chartId, chart_version: 1 });
    expect(row.filters).toEqual([expect.objectContaining({ displayName: 'Channel' })]);
  });
});

describe('POST /store-golden-asset', () => {
  it('saves the next chart version and the golden chart pinned to it', async () => {
    const { chartId, config } = await newChart();
    const res = await api('POST', '/store-golden-asset', {
      chartId,
      teamId: null,
      name: 'Orders (golden)',
      config,
      connection: connectionId,
      thumbnail: null,
      published: true,
      published_by: 'ada@example.com',
      prompt: 'All orders',
    });
    expect(res.status).toBe(200);
    const read = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version: 2 } });
    expect(read.json.data.chart).toMatchObject({
      version: 2,
      name: 'Orders (golden)',
      published: true,
      published_by: 'ada@example.com',
    });
    const listed = (await goldenCharts()).find((g) => g.id === res.json.data.id);
    expect(listed).toMatchObject({ chart_id: chartId, chartVersion: 2, prompt: 'All orders' });
  });

  it('writes neither the chart nor the golden chart on bad input', async () => {
    const { chartId, config } = await newChart();
    const before = await assetCount();
    const blank = await api('POST', '/store-golden-asset', {
      chartId,
      name: 'x',
      config,
      prompt: ' ',
    });
    expect(blank.status).toBe(400);
    const badConnection = await api('POST', '/store-golden-asset', {
      chartId,
      name: 'x',
      config,
      connection: 'missing',
      prompt: 'p',
    });
    expect(badConnection.status).toBe(404);
    const foreign = await api('POST', '/store-golden-asset', {
      chartId,
      organizationId: 'someone-else',
      name: 'x',
      config,
      prompt: 'p',
    });
    expect(foreign.status).toBe(403);
    expect(await assetCount()).toBe(before);
    const list = (await api('GET', '/chart/list')).json.data.charts as Array<{
      id: string;
      version: number;
    }>;
    expect(list.find((c) => c.id === chartId)?.version).toBe(1);
  });
});

describe('roles', () => {
  it('refuses tenants (even with every editing permission) and anonymous callers', async () => {
    const { chartId, config } = await newChart();
    const before = await assetCount();
    const tenant = await tenantToken({
      createChart: true,
      createChartSQL: true,
      editCharts: true,
      addChart: true,
      readOnly: false,
    });
    const body = {
      chart_id: chartId,
      chartId,
      session_id: 's',
      name: 'x',
      prompt: 'p',
      config,
      filters: [filter],
    };
    for (const path of PATHS) {
      const refused = await api('POST', path, body, tenant);
      expect(refused.status, path).toBe(403);
      expect(refused.json.error?.message).toBe('This call needs an admin session or API key');
      // Refused before the body is read: a bad body still gets 403, not 400.
      expect((await api('POST', path, {}, tenant)).status, path).toBe(403);
      expect((await server.api<Json>('POST', path, body)).status, path).toBe(401);
    }
    expect(await assetCount()).toBe(before);
  });
});
