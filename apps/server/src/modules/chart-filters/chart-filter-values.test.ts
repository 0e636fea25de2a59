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
let dashboardId: string;
/** The demo's 'Revenue by channel' chart (x axis: channel). */
let chartId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(tenant: string) {
  return (
    await api('POST', '/tenant/create-token', {
      tenant: { id: tenant, payload: { tenant_id: tenant } },
    })
  ).json.data.token as string;
}
async function addFilter(filterId: string, filterConfig: unknown, save = true) {
  const res = await api('POST', '/filters/create-or-update-filter', {
    filterId,
    parentChartId: chartId,
    filterConfig,
  });
  expect(res.status).toBe(200);
  if (save) await api('POST', '/filters/save-filters', { filterIds: [filterId] });
}
const values = (body: Record<string, unknown>, token = admin) =>
  api('POST', '/filters/get-filter-values', { chartId, dashboardId, ...body }, token);
const chartData = (body: Record<string, unknown>, token = admin) =>
  api('POST', '/query/chart-data', { chart: { id: chartId }, dashboardId, ...body }, token);
const channels = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.channel).sort();

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  const list = (await api('GET', '/dashboard/list')).json.data.dashboards as Array<{
    id: string;
    name: string;
  }>;
  dashboardId = list.find((d) => d.name === 'Sales overview')!.id;
  const dashboard = await api('POST', '/tenant/get-dashboard-v2', {
    dashboard: { id: dashboardId },
  });
  const refs = Object.entries(
    dashboard.json.data.dashboard.config.charts as Record<string, { version: number }>,
  ).map(([id, entry]) => ({ id, version: entry.version }));
  const answer = await api('POST', '/tenant/get-charts-v3', { charts: refs });
  const charts = answer.json.data.charts as Array<{ id: string; name: string }>;
  chartId = charts.find((c) => c.name === 'Revenue by channel')!.id;
  await addFilter('cv-channel', {
    displayName: 'Channel',
    filterType: 'Select',
    filterSubType: 'Select Multi',
    filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
  });
  await addFilter('cv-tenant', {
    displayName: 'Tenant',
    filterType: 'Select',
    filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'tenant_id' },
  });
  await addFilter('cv-output', {
    displayName: 'Channel (output)',
    filterType: 'Select',
    filterTarget: { sourceType: 'Output', outputColumn: 'channel' },
  });
  await addFilter('cv-manual', {
    displayName: 'Manual',
    filterType: 'Select',
    filterRestrictionMethod: 'Manual',
    filterRestrictions: { values: ['Web', 'Retail'] },
    filterTarget: { sourceType: 'Output', outputColumn: 'channel' },
  });
  await addFilter(
    'cv-draft',
    {
      displayName: 'Draft',
      filterType: 'Select',
      filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
    },
    false,
  );
});
afterAll(async () => server?.stop());

describe('POST /filters/get-filter-values', () => {
  it('scans a Raw or Output column, or answers the Manual list', async () => {
    const raw = await values({ filterId: 'cv-channel' });
    expect(raw.status).toBe(200);
    expect(raw.json.data.values).toEqual(['Mobile', 'Partner', 'Retail', 'Web']);
    const output = await values({ filterId: 'cv-output' });
    expect(output.json.data.values).toEqual(['Mobile', 'Partner', 'Retail', 'Web']);
    expect((await values({ filterId: 'cv-manual' })).json.data.values).toEqual(['Web', 'Retail']);
    expect((await values({ filterId: 'cv-channel', limit: 2 })).json.data.values).toEqual([
      'Mobile',
      'Partner',
    ]);
  });

  it("scans in the caller's tenant scope: a tenant sees only its own values", async () => {
    const all = await values({ filterId: 'cv-tenant' });
    expect(all.json.data.values.length).toBeGreaterThan(1);
    const acme = await tenantToken('acme');
    const own = await values({ filterId: 'cv-tenant' }, acme);
    expect(own.status).toBe(200);
    expect(own.json.data.values).toEqual(['acme']);
  });

  it('refuses bad input (400), unknown or unsaved filters and unreachable charts (404)', async () => {
    const over = await values({ filterId: 'cv-channel', limit: 301 });
    expect(over.status).toBe(400);
    expect(over.json.error?.message).toContain('limit must be at most 300');
    expect((await values({ filterId: 'no-such-filter' })).status).toBe(404);
    const acme = await tenantToken('acme');
    expect((await values({ filterId: 'cv-draft' }, acme)).status).toBe(404);
    expect((await values({ filterId: 'cv-channel', dashboardId: undefined }, acme)).status).toBe(
      404,
    );
    expect((await values({ filterId: 'cv-channel', chartId: 'nope' })).status).toBe(404);
  });
});

describe('chart filters in the chart-data query', () => {
  it('applies chart filter values by id, with the dashboard filter values, in one answer', async () => {
    const plain = await chartData({});
    expect(channels(plain.json.data.rows)).toEqual(['Mobile', 'Partner', 'Retail', 'Web']);
    const filtered = await chartData({
      chartFilterValues: [{ filterId: 'cv-channel', value: ['Web', 'Retail'] }],
    });
    expect(filtered.status).toBe(200);
    expect(channels(filtered.json.data.rows)).toEqual(['Retail', 'Web']);
    // With the dashboard's Channel filter too: both predicates hold.
    const both = await chartData({
      filterValues: [{ filterId: 'filter-channel', value: ['Web', 'Mobile'] }],
      chartFilterValues: [{ filterId: 'cv-channel', value: ['Web', 'Retail'] }],
    });
    expect(channels(both.json.data.rows)).toEqual(['Web']);
    // An Output filter as well.
    const output = await chartData({
      chartFilterValues: [
        { filterId: 'cv-output', value: 'Retail' },
        { filterId: 'cv-channel', value: null },
      ],
    });
    expect(channels(output.json.data.rows)).toEqual(['Retail']);
  });

  it("keeps a tenant's chart filter to its rows and refuses unknown chart filter ids", async () => {
    const acme = await tenantToken('acme');
    const own = await chartData(
      { chartFilterValues: [{ filterId: 'cv-tenant', value: 'globex' }] },
      acme,
    );
    expect(own.status).toBe(200);
    expect(own.json.data.rows).toEqual([]);
    const unknown = await chartData({
      chartFilterValues: [{ filterId: 'not-a-filter', value: 'Web' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error?.message).toBe('Unknown filter not-a-filter on this chart');
  });

  it('binds hostile values as parameters: nothing leaks, nothing breaks', async () => {
    for (const value of ["Web' OR '1'='1", "'; DROP TABLE orders; --", ['Web', "x') OR 1=1 --"]]) {
      const res = await chartData({ chartFilterValues: [{ filterId: 'cv-channel', value }] });
      expect(res.status).toBe(200);
      expect(channels(res.json.data.rows)).toEqual(Array.isArray(value) ? ['Web'] : []);
    }
    expect(channels((await chartData({})).json.data.rows)).toHaveLength(4);
  });
});
