import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// Public dashboards (dashboards.md §6 "Visitor without token may fetch a public dashboard";
// decision 012) through real HTTP: only dashboards an admin made public answer without a token,
// with the chart versions they show and those charts' data; a chart on a tenant-scoped
// connection is refused, data call included; anything else is 404 with an error, never a 5xx.
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let openChartId: string;
let publicId: string;
let scopedDashboardId: string;
let scopedChart: { id: string; version: number };
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
/** A call without any credential. */
const anonymous = (path: string, body: unknown) => server.api<Json>('POST', path, body);
const layout = (id: string, y: number) => ({ i: id, x: 0, y, w: 4, h: 8 });
/** A dashboard Select filter scanning the region column of the uploaded table. */
const regionFilter = (chartId: string, connection: string) => ({
  id: 'filter-region',
  displayName: 'Region',
  filterType: 'Select',
  filterSubType: 'Select Multi',
  filterSourceType: 'Raw',
  filterTable: 'public_sales',
  filterColumn: 'region',
  filterRestrictionMethod: 'Scan',
  chartFilterIds: [chartId],
  chartFilterStructures: {
    [chartId]: { connection, sourceType: 'Raw', table: 'public_sales', column: 'region' },
  },
  selectedValue: null,
  defaultValue: null,
  filterRestrictions: { values: [] },
  layout: { i: 'filter-region', x: 0, y: 0, w: 3, h: 2 },
  saved: true,
});

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  const signIn = await server.api<Json>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  admin = signIn.json.data.token;
  // An open connection (an upload: no tenant policies) and a chart on it.
  const form = new FormData();
  form.append('tableName', 'public_sales');
  form.append(
    'file',
    new Blob(['region,amount\nnorth,10\nsouth,32\n'], { type: 'text/csv' }),
    's.csv',
  );
  const upload = await fetch(`${server.url}/connection/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(upload.status).toBe(200);
  const openConnectionId = ((await upload.json()) as Json).data.connectionId as string;
  const chart = await api('POST', '/chart/v3/create-chart', {
    starterTable: 'public_sales',
    starterConnection: openConnectionId,
    configVersion: 'v1',
  });
  expect(chart.status, chart.json.error?.message).toBe(200);
  openChartId = chart.json.data.chartId;
  // Two clones of the demo dashboard: one showing only the open chart, one as it is (its charts
  // read the demo connection, which is tenant-scoped).
  const demoId = server.seeded!.dashboardId;
  const demo = (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: demoId } })).json
    .data.dashboard;
  publicId = (await api('POST', '/dashboard/v2/copy', { dashboard: { id: demoId } })).json.data
    .dashboardId;
  const saved = await api('POST', '/dashboard/v3/save', {
    dashboardId: publicId,
    name: 'Public sales',
    config: {
      ...demo.config,
      filters: [regionFilter(openChartId, openConnectionId)],
      charts: { [openChartId]: { version: 1, layout: layout(openChartId, 0) } },
    },
  });
  expect(saved.status, saved.json.error?.message).toBe(200);
  scopedDashboardId = (await api('POST', '/dashboard/v2/copy', { dashboard: { id: demoId } })).json
    .data.dashboardId;
  const [id, entry] = Object.entries(demo.config.charts as Record<string, { version: number }>)[0]!;
  scopedChart = { id, version: entry.version };
  const scoped = await server.services.db
    .selectFrom('connections')
    .select('tenant_mode')
    .where('id', '=', server.seeded!.connectionId)
    .executeTakeFirstOrThrow();
  expect(scoped.tenant_mode).toBe('scoped');
});
afterAll(async () => server.stop());

describe('before a dashboard is public', () => {
  it('the dashboard, its charts and their data answer 404 with an error', async () => {
    const dashboard = await anonymous('/tenant/get-public-dashboard', { dashboardId: publicId });
    expect(dashboard.status).toBe(404);
    expect(dashboard.json.error?.message).toBe('This dashboard does not exist or is not public');
    const charts = await anonymous('/tenant/get-public-charts', {
      chartIdentifiers: [{ id: openChartId, version: 1 }],
    });
    expect(charts.status).toBe(404);
    expect(charts.json.error?.message).toContain('not on a public dashboard');
    const data = await anonymous('/tenant/get-public-chart-data', {
      dashboardId: publicId,
      chart: { id: openChartId },
    });
    expect(data.status).toBe(404);
    expect(data.json.error?.message).toBeTruthy();
    const values = await anonymous('/tenant/get-public-filter-values', {
      dashboardId: publicId,
      filterId: 'filter-region',
    });
    expect(values.status).toBe(404);
  });
});

describe('POST /dashboard/set-public-flag', () => {
  it('is admin only', async () => {
    const token = await api('POST', '/tenant/create-token', {
      tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
      permissions: { addChart: true },
    });
    const res = await api(
      'POST',
      '/dashboard/set-public-flag',
      { dashboardId: publicId, isPublic: true },
      token.json.data.token,
    );
    expect(res.status).toBe(403);
    const bad = await api('POST', '/dashboard/set-public-flag', { dashboardId: publicId });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('isPublic must be true or false');
  });

  it("refuses a tenant's personal copy", async () => {
    const token = await api('POST', '/tenant/create-token', {
      tenant: { id: 'globex', payload: { tenant_id: 'globex' } },
      permissions: { addChart: true },
    });
    const copy = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: server.seeded!.dashboardId }, personalWorkspace: true },
      token.json.data.token,
    );
    expect(copy.status).toBe(200);
    const res = await api('POST', '/dashboard/set-public-flag', {
      dashboardId: copy.json.data.dashboardId,
      isPublic: true,
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toContain('cannot be made public');
  });
});

describe('a public dashboard', () => {
  beforeAll(async () => {
    for (const dashboardId of [publicId, scopedDashboardId]) {
      const res = await api('POST', '/dashboard/set-public-flag', { dashboardId, isPublic: true });
      expect(res.status).toBe(200);
      expect(res.json.data.isPublic).toBe(true);
    }
  });

  it('answers its latest version without a token', async () => {
    const res = await anonymous('/tenant/get-public-dashboard', { dashboardId: publicId });
    expect(res.status).toBe(200);
    expect(res.json.data.dashboard).toMatchObject({ id: publicId, is_public: true });
    expect(Object.keys(res.json.data.dashboard.config.charts)).toEqual([openChartId]);
  });

  it('serves the chart versions it shows, and their data', async () => {
    const charts = await anonymous('/tenant/get-public-charts', {
      chartIdentifiers: [{ id: openChartId, version: 1 }],
    });
    expect(charts.status, charts.json.error?.message).toBe(200);
    expect(charts.json.data.charts.map((c: { id: string }) => c.id)).toEqual([openChartId]);
    const data = await anonymous('/tenant/get-public-chart-data', {
      dashboardId: publicId,
      chart: { id: openChartId },
    });
    expect(data.status, data.json.error?.message).toBe(200);
    expect(data.json.data.rows.length).toBe(2);
  });

  it('refuses charts it does not show: another version, a draft, or a chart of another dashboard', async () => {
    const otherVersion = await anonymous('/tenant/get-public-charts', {
      chartIdentifiers: [{ id: openChartId, version: 2 }],
    });
    expect(otherVersion.status).toBe(404);
    const draft = await api('POST', '/chart/v3/create-chart', {
      starterTable: 'orders',
      starterConnection: server.seeded!.connectionId,
      configVersion: 'v1',
    });
    const notShown = await anonymous('/tenant/get-public-charts', {
      chartIdentifiers: [{ id: draft.json.data.chartId, version: 1 }],
    });
    expect(notShown.status).toBe(404);
    const dataElsewhere = await anonymous('/tenant/get-public-chart-data', {
      dashboardId: publicId,
      chart: { id: scopedChart.id },
    });
    expect(dataElsewhere.status).toBe(404);
    const wrongVersion = await anonymous('/tenant/get-public-chart-data', {
      dashboardId: publicId,
      chart: { id: openChartId, version: 7 },
    });
    expect(wrongVersion.status).toBe(404);
  });

  it("scans its filters' values", async () => {
    const res = await anonymous('/tenant/get-public-filter-values', {
      dashboardId: publicId,
      filterId: 'filter-region',
    });
    expect(res.status, res.json.error?.message).toBe(200);
    expect(res.json.data.values).toEqual(['north', 'south']);
    const unknown = await anonymous('/tenant/get-public-filter-values', {
      dashboardId: publicId,
      filterId: 'no-such-filter',
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a filter scanning a tenant-scoped connection', async () => {
    const res = await anonymous('/tenant/get-public-filter-values', {
      dashboardId: scopedDashboardId,
      filterId: 'filter-channel',
    });
    expect(res.status).toBe(404);
    expect(res.json.error?.message).toContain('tenant-scoped');
  });

  it('refuses a chart on a tenant-scoped connection, its data too', async () => {
    const charts = await anonymous('/tenant/get-public-charts', {
      chartIdentifiers: [scopedChart],
    });
    expect(charts.status).toBe(404);
    expect(charts.json.error?.message).toContain('tenant-scoped');
    const data = await anonymous('/tenant/get-public-chart-data', {
      dashboardId: scopedDashboardId,
      chart: { id: scopedChart.id },
    });
    expect(data.status).toBe(404);
    expect(data.json.error?.message).toContain('tenant-scoped');
  });

  it('stays public across an admin save, and stops being public when the flag is cleared', async () => {
    const row = (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: publicId } }))
      .json.data.dashboard;
    const saved = await api('POST', '/dashboard/v3/save', {
      dashboardId: publicId,
      name: 'Public sales, renamed',
      config: row.config,
    });
    expect(saved.json.data.dashboard.is_public).toBe(true);
    expect(
      (await anonymous('/tenant/get-public-dashboard', { dashboardId: publicId })).json.data
        .dashboard.name,
    ).toBe('Public sales, renamed');

    const off = await api('POST', '/dashboard/set-public-flag', {
      dashboardId: publicId,
      isPublic: false,
    });
    expect(off.json.data.isPublic).toBe(false);
    expect(
      (await anonymous('/tenant/get-public-dashboard', { dashboardId: publicId })).status,
    ).toBe(404);
    expect(
      (
        await anonymous('/tenant/get-public-chart-data', {
          dashboardId: publicId,
          chart: { id: openChartId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await anonymous('/tenant/get-public-charts', {
          chartIdentifiers: [{ id: openChartId, version: 1 }],
        })
      ).status,
    ).toBe(404);
  });

  it('bad bodies are 400 with the schema message, unknown ids 404, never 5xx', async () => {
    const bad = await anonymous('/tenant/get-public-dashboard', { dashboardId: 42 });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toBeTruthy();
    const unknown = await anonymous('/tenant/get-public-dashboard', { dashboardId: 'nope' });
    expect(unknown.status).toBe(404);
    const unknownChart = await anonymous('/tenant/get-public-charts', {
      chartIdentifiers: [{ id: 'nope', version: 1 }],
    });
    expect(unknownChart.status).toBe(404);
  });
});
