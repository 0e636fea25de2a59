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
let connectionId: string;
let seeded: Array<{ id: string; name: string; version: number; published: boolean }>;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(tenant: string, permissions: Record<string, boolean> = {}) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: tenant } },
    permissions,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function latest(chartId: string) {
  const list = await api('GET', '/chart/list');
  return (list.json.data.charts as typeof seeded).find((c) => c.id === chartId);
}
async function create(body: Record<string, unknown> = {}, token = admin) {
  return api(
    'POST',
    '/chart/v3/create-chart',
    { starterTable: 'orders', starterConnection: connectionId, ...body },
    token,
  );
}
async function getChart(id: string, version: number, token = admin) {
  return api('POST', '/tenant/get-chart-v2', { chart: { id, version } }, token);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  dashboardId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
  seeded = (await api('GET', '/chart/list')).json.data.charts;
});
afterAll(async () => server?.stop());

describe('POST /chart/v3/create-chart', () => {
  it('makes an unpublished classic chart at version 1 over the starter table', async () => {
    const res = await create({ user: 'ada@example.com' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ chartId: expect.any(String), chartVersion: 1 });
    const chart = (await getChart(res.json.data.chartId, 1)).json.data.chart;
    expect(chart).toMatchObject({
      version: 1,
      published: false,
      config_version: 'v1',
      connection: connectionId,
      author: 'ada@example.com',
    });
    expect(chart.config.dataPrep).toMatchObject({
      query: 'select * from orders',
      rawTableNames: ['orders'],
    });
    expect(chart.config.chartConfig).toMatchObject({ type: 'Table', yAxis: [] });
    expect(chart.config.goldenTable).toBe('orders');
  });

  it('makes a v2 chart over the table with no dimensions or measures', async () => {
    const res = await create({ configVersion: 'v2' });
    const chart = (await getChart(res.json.data.chartId, 1)).json.data.chart;
    expect(chart.config_version).toBe('v2');
    expect(chart.config.chartConfigV2).toMatchObject({
      type: 'table',
      dimensions: [],
      measures: [],
    });
    expect(chart.config.dataPrep.query).toBe('select * from orders');
  });

  it('refuses unknown tables and connections, bad input, and foreign organisations', async () => {
    const before = (await api('GET', '/chart/list')).json.data.charts.length;
    expect((await create({ starterTable: 'nope' })).status).toBe(404);
    expect((await create({ starterConnection: 'missing' })).status).toBe(404);
    const bad = await create({ configVersion: 'v3' });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain("Config version must be 'v1' or 'v2'");
    expect((await create({ organizationId: 'someone-else' })).status).toBe(403);
    expect((await api('GET', '/chart/list')).json.data.charts.length).toBe(before);
  });

  it('lets tenants create only with createChart or createChartSQL', async () => {
    const before = (await api('GET', '/chart/list')).json.data.charts.length;
    const viewer = await create({}, await tenantToken('acme'));
    expect(viewer.status).toBe(403);
    const editor = await create({}, await tenantToken('acme', { editCharts: true }));
    expect(editor.status).toBe(403);
    expect((await api('GET', '/chart/list')).json.data.charts.length).toBe(before);
    const creator = await tenantToken('acme', { createChart: true, readOnly: false });
    const made = await create({}, creator);
    expect(made.status).toBe(200);
    // The tenant reads its own chart back; another tenant cannot.
    expect((await getChart(made.json.data.chartId, 1, creator)).status).toBe(200);
    const other = await tenantToken('globex', { createChart: true, readOnly: false });
    expect((await getChart(made.json.data.chartId, 1, other)).status).toBe(404);
  });
});

describe('PATCH /chart/v3', () => {
  it('saves each change as the next version and keeps the old ones', async () => {
    const { chartId } = (await create()).json.data;
    const first = (await getChart(chartId, 1)).json.data.chart;
    const config = {
      ...first.config,
      chartConfig: { type: 'Bar List', title: 'Orders by channel', yAxis: [{ column: 'amount' }] },
    };
    const save = await api('PATCH', '/chart/v3', {
      id: chartId,
      name: 'Orders by channel',
      config,
      connection: connectionId,
      published: 'false',
      configVersion: 'v1',
      thumbnail: 'data:image/jpeg;base64,AAAA',
    });
    expect(save.status).toBe(200);
    expect(save.json.data).toMatchObject({ chartId, chartVersion: 2 });
    expect(save.json.data.chart).toMatchObject({ version: 2, name: 'Orders by channel' });
    const again = await api('PATCH', '/chart/v3', { id: chartId, name: 'Renamed', config });
    expect(again.json.data.chartVersion).toBe(3);
    expect((await getChart(chartId, 2)).json.data.chart.name).toBe('Orders by channel');
    expect((await getChart(chartId, 3)).json.data.chart.thumbnail).toBe(
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('refuses a bad config with the first schema message and writes nothing', async () => {
    const { chartId } = (await create()).json.data;
    const yAxis = Array.from({ length: 21 }, () => ({ column: 'amount' }));
    const bad = await api('PATCH', '/chart/v3', {
      id: chartId,
      name: 'Too many',
      config: { chartConfig: { type: 'Line', yAxis } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('No more than 20 series supported');
    const badType = await api('PATCH', '/chart/v3', {
      id: chartId,
      name: 'x',
      config: { chartConfig: { type: 'Pie Plot' } },
    });
    expect(badType.status).toBe(400);
    const v2WithoutConfig = await api('PATCH', '/chart/v3', {
      id: chartId,
      name: 'x',
      config: {},
      configVersion: 'v2',
    });
    expect(v2WithoutConfig.status).toBe(400);
    expect((await latest(chartId))?.version).toBe(1);
  });

  it('refuses to save a chart without a name, blank or only spaces, and writes nothing', async () => {
    const { chartId } = (await create()).json.data;
    for (const name of ['', '   ']) {
      const res = await api('PATCH', '/chart/v3', {
        id: chartId,
        name,
        config: { chartConfig: { type: 'Line' } },
      });
      expect(res.status).toBe(400);
      expect(res.json.error?.message).toBe(
        'Invalid body at name: Chart name is required: give the chart a name',
      );
    }
    expect((await latest(chartId))?.version).toBe(1);
    expect((await latest(chartId))?.name).toBe('New Chart');
  });

  it('answers 404 for unknown charts', async () => {
    const res = await api('PATCH', '/chart/v3', { id: 'no-such-chart', name: 'x', config: {} });
    expect(res.status).toBe(404);
  });

  it('lets permitted tenants save charts of their dashboards, never publish or change SQL without createChartSQL', async () => {
    const onDashboard = seeded.find((c) => c.name === 'Orders')!;
    const chart = (await getChart(onDashboard.id, onDashboard.version)).json.data.chart;
    const body = { id: chart.id, name: 'Orders (mine)', config: chart.config, published: 'true' };
    const viewer = await tenantToken('acme');
    expect((await api('PATCH', '/chart/v3', body, viewer)).status).toBe(403);
    const editor = await tenantToken('acme', { editCharts: true, readOnly: false });
    expect((await api('PATCH', '/chart/v3', { ...body, published: 'false' }, editor)).status).toBe(
      403,
    );
    const sql = {
      ...body,
      config: { ...chart.config, dataPrep: { ...chart.config.dataPrep, query: 'select 1' } },
    };
    expect((await api('PATCH', '/chart/v3', sql, editor)).status).toBe(403);
    // A chart the tenant did not create is never saved by it (it saves its own copy).
    const foreign = await api('PATCH', '/chart/v3', { ...body, published: 'false' }, editor);
    expect(foreign.status).toBe(403);
    expect(foreign.json.error?.message).toMatch(/^Tenants save their own copy of a shared chart/);
    expect((await latest(chart.id))?.version).toBe(onDashboard.version);
    const copy = await api(
      'POST',
      '/chart/v2/copy',
      { chart: { id: chart.id, version: onDashboard.version } },
      editor,
    );
    const own = { ...body, id: copy.json.data.chartId as string, published: 'false' };
    const saved = await api('PATCH', '/chart/v3', own, editor);
    expect(saved.status).toBe(200);
    expect(saved.json.data.chartVersion).toBe(2);
    expect((await api('PATCH', '/chart/v3', { ...own, config: sql.config }, editor)).status).toBe(
      403,
    );
    const technical = await tenantToken('acme', { createChartSQL: true, readOnly: false });
    expect(
      (await api('PATCH', '/chart/v3', { ...own, config: sql.config }, technical)).status,
    ).toBe(200);
  });

  it('keeps tenants away from charts off their dashboards', async () => {
    const { chartId } = (await create()).json.data;
    const editor = await tenantToken('acme', { editCharts: true, readOnly: false });
    const res = await api('PATCH', '/chart/v3', { id: chartId, name: 'x', config: {} }, editor);
    expect(res.status).toBe(404);
    expect((await latest(chartId))?.version).toBe(1);
  });
});

describe('copy, publish and the library', () => {
  it('copies a chart version as an unpublished chart with its filters', async () => {
    const source = seeded.find((c) => c.published)!;
    const copy = await api('POST', '/chart/v2/copy', {
      chart: { id: source.id, version: source.version, published: false },
    });
    expect(copy.status).toBe(200);
    expect(copy.json.data).toEqual({ chartId: expect.any(String), chartVersion: 1 });
    expect(copy.json.data.chartId).not.toBe(source.id);
    const chart = (await getChart(copy.json.data.chartId, 1)).json.data.chart;
    expect(chart).toMatchObject({ name: source.name, published: false, version: 1 });
    expect(
      (await api('POST', '/chart/v2/copy', { chart: { id: 'nope', version: 1 } })).status,
    ).toBe(404);
    expect(
      (await api('POST', '/chart/v2/copy', { chart: { id: source.id, version: 99 } })).status,
    ).toBe(404);
    expect((await api('POST', '/chart/v2/copy', { chart: { id: source.id } })).status).toBe(400);
    const viewer = await tenantToken('acme');
    const refused = await api(
      'POST',
      '/chart/v2/copy',
      { chart: { id: source.id, version: source.version } },
      viewer,
    );
    expect(refused.status).toBe(403);
  });

  it('publishes and converts to draft (admins only), listing published charts enriched', async () => {
    const { chartId } = (await create()).json.data;
    const enriched = async () =>
      (await api('GET', '/chart/get-published-enriched-charts')).json.data.charts as Array<{
        id: string;
        connectionName: string | null;
        filters: unknown[];
      }>;
    expect((await enriched()).some((c) => c.id === chartId)).toBe(false);
    const pub = await api('POST', '/chart/publish-chart', { chartId });
    expect(pub.json.data).toEqual({ chartId, published: true });
    expect((await latest(chartId))?.published).toBe(true);
    const listed = (await enriched()).find((c) => c.id === chartId);
    expect(listed).toMatchObject({ connectionName: 'Demo warehouse', filters: [] });
    const tenant = await tenantToken('acme', { editCharts: true, readOnly: false });
    expect((await api('POST', '/chart/unpublish-chart', { chartId }, tenant)).status).toBe(403);
    expect((await latest(chartId))?.published).toBe(true);
    const unpub = await api('POST', '/chart/unpublish-chart', { chartId });
    expect(unpub.json.data).toEqual({ chartId, published: false });
    expect((await latest(chartId))?.published).toBe(false);
    expect((await api('POST', '/chart/publish-chart', { chartId: 'nope' })).status).toBe(404);
    expect((await api('POST', '/chart/publish-chart', {})).status).toBe(400);
    // Tenants browse the library only with an editing permission.
    expect(
      (await api('GET', '/chart/get-published-enriched-charts', undefined, tenant)).status,
    ).toBe(200);
    const viewer = await tenantToken('acme');
    expect(
      (await api('GET', '/chart/get-published-enriched-charts', undefined, viewer)).status,
    ).toBe(403);
  });

  it('lists golden charts for admins only', async () => {
    const res = await api('GET', '/chart/v3/get-golden-charts');
    expect(res.status).toBe(200);
    expect(res.json.data.goldenCharts).toEqual(expect.any(Array));
    const tenant = await tenantToken('acme', { createChart: true, readOnly: false });
    expect((await api('GET', '/chart/v3/get-golden-charts', undefined, tenant)).status).toBe(403);
  });
});

describe('POST /chart/change-chart-golden-table', () => {
  it('answers a fresh config for the new table and saves nothing', async () => {
    const { chartId } = (await create()).json.data;
    const res = await api('POST', '/chart/change-chart-golden-table', {
      chartId,
      newTableName: 'customers',
    });
    expect(res.status).toBe(200);
    expect(res.json.data.data.config).toMatchObject({
      goldenTable: 'customers',
      dataPrep: { query: 'select * from customers', rawTableNames: ['customers'] },
      chartConfig: { type: 'Table' },
    });
    expect((await latest(chartId))?.version).toBe(1);
  });

  it('resets a v2 chart to select all from the new table', async () => {
    const { chartId } = (await create({ configVersion: 'v2' })).json.data;
    const res = await api('POST', '/chart/change-chart-golden-table', {
      chartId,
      newTableName: 'products',
      isV2ChartBuilder: true,
    });
    expect(res.json.data.data.config).toMatchObject({
      goldenTable: 'products',
      dataPrep: { query: 'select * from products', rawTableNames: ['products'] },
      chartConfigV2: { type: 'table', dimensions: [], measures: [] },
    });
  });

  it('refuses tables outside the connection, unknown charts, blank names and viewers', async () => {
    const { chartId } = (await create()).json.data;
    const unknown = await api('POST', '/chart/change-chart-golden-table', {
      chartId,
      newTableName: 'secrets',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error?.message).toContain('Table secrets not found');
    expect(
      (
        await api('POST', '/chart/change-chart-golden-table', {
          chartId: 'nope',
          newTableName: 'orders',
        })
      ).status,
    ).toBe(404);
    const blank = await api('POST', '/chart/change-chart-golden-table', {
      chartId,
      newTableName: '',
    });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.message).toContain('newTableName is required');
    const viewer = await tenantToken('acme');
    expect(
      (
        await api(
          'POST',
          '/chart/change-chart-golden-table',
          { chartId, newTableName: 'orders' },
          viewer,
        )
      ).status,
    ).toBe(403);
  });
});

describe('tenant chart reads', () => {
  it('get-chart-v2 and get-charts-v3 answer charts of the tenant dashboards only', async () => {
    const onDashboard = seeded.find((c) => c.name === 'Orders')!;
    const tenant = await tenantToken('acme', { readOnly: true });
    const one = await getChart(onDashboard.id, onDashboard.version, tenant);
    expect(one.status).toBe(200);
    expect(one.json.data).toMatchObject({ chart: { id: onDashboard.id }, filters: [] });
    const many = await api(
      'POST',
      '/tenant/get-charts-v3',
      { charts: [{ id: onDashboard.id, version: onDashboard.version }] },
      tenant,
    );
    expect(many.json.data.charts).toHaveLength(1);
    const { chartId } = (await create()).json.data;
    expect((await getChart(chartId, 1, tenant)).status).toBe(404);
    expect((await getChart('nope', 1)).status).toBe(404);
    expect((await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId } })).status).toBe(
      400,
    );
    expect(dashboardId).toBeTruthy();
  });

  it('get-public-charts answers nothing without a token and like get-charts-v3 with one', async () => {
    const onDashboard = seeded.find((c) => c.name === 'Orders')!;
    const body = { chartIdentifiers: [{ id: onDashboard.id, version: onDashboard.version }] };
    const anonymous = await server.api<Json>('POST', '/tenant/get-public-charts', body);
    expect(anonymous.status).toBe(404);
    const tenant = await tenantToken('acme');
    const withToken = await api('POST', '/tenant/get-public-charts', body, tenant);
    expect(withToken.status).toBe(200);
    expect(withToken.json.data.charts[0].id).toBe(onDashboard.id);
  });
});
