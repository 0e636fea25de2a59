import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// The calls the embedded builder makes for a tenant editor (charts.md §6, dashboards.md §6):
// create a chart, save it, put it on the tenant's dashboard, edit a chart of that dashboard.
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Entry {
  version: number;
  layout: { i: string; x: number; y: number; w: number; h: number };
}
interface Config {
  charts: Record<string, Entry>;
  filters: unknown[];
}

let server: TestServer;
let admin: string;
let organizationId: string;
let sharedId: string;
let connectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(tenant: string, permissions: Record<string, boolean>) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: tenant } },
    permissions,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function dashboard(id: string, token = admin) {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } }, token);
  expect(res.status).toBe(200);
  return res.json.data.dashboard as { version: number; name: string; config: Config };
}
/** A tenant's personal copy of the demo dashboard (the copy call is not part of this slice). */
async function personalCopy(tenantId: string) {
  const source = await dashboard(sharedId);
  const id = randomUUID();
  await server.services.dashboards.appendVersion({
    id,
    organization_id: organizationId,
    name: `${source.name} (${tenantId})`,
    config: source.config,
    published: true,
    tenant_id: tenantId,
    parent_template_dashboard: sharedId,
  });
  return id;
}
function withChartVersion(config: Config, chartId: string, version: number): Config {
  const entry = config.charts[chartId];
  const bottom = Math.max(0, ...Object.values(config.charts).map((c) => c.layout.y + c.layout.h));
  return {
    ...config,
    charts: {
      ...config.charts,
      [chartId]: entry
        ? { ...entry, version }
        : { version, layout: { i: chartId, x: 0, y: bottom, w: 4, h: 8 } },
    },
  };
}
/** PATCH /chart/v3 of the chart's latest version under a new name, as the builder saves it. */
async function rename(chartId: string, version: number, name: string, token: string) {
  const got = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version } }, token);
  expect(got.status).toBe(200);
  const chart = got.json.data.chart;
  return api(
    'PATCH',
    '/chart/v3',
    {
      id: chartId,
      name,
      connection: chart.connection,
      config: chart.config,
      // As the builder sends it: the chart's own state (tenants cannot change it).
      published: chart.published ? 'true' : 'false',
      configVersion: chart.config_version,
    },
    token,
  );
}

/** The chart's row in the admin's chart list (latest version). */
async function adminListEntry(chartId: string) {
  const res = await api('GET', '/chart/list');
  expect(res.status).toBe(200);
  const charts = res.json.data.charts as Array<{ id: string; name: string; version: number }>;
  const entry = charts.find((c) => c.id === chartId);
  expect(entry).toBeDefined();
  return entry!;
}
async function adminAuthor(chartId: string, version: number) {
  const res = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version } });
  expect(res.status).toBe(200);
  return res.json.data.chart.author as string | null;
}
const channelFilter = {
  displayName: 'Channel',
  filterType: 'Select',
  filterSubType: 'Select Single',
  filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  organizationId = (await api('GET', '/auth/me')).json.data.organization.id;
  sharedId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  const connections = (await api('GET', '/connection/list')).json.data.connections as Array<{
    id: string;
    defaultConnection: boolean;
  }>;
  connectionId = (connections.find((c) => c.defaultConnection) ?? connections[0]!).id;
  await api('GET', `/connection/schema?connectionId=${connectionId}`);
});
afterAll(async () => server?.stop());

describe('tenant editing through the embedded builder', () => {
  it('a tenant without createChartSQL creates a chart, saves it and adds it to its dashboard', async () => {
    const own = await personalCopy('acme');
    const token = await tenantToken('acme', { createChart: true, editCharts: true });
    // The tenant's connection list carries the schema the table picker offers.
    const listed = await api('POST', '/tenant/get-all-public-connections', {}, token);
    expect(listed.status).toBe(200);
    const schema = listed.json.data.connectionConfigs.find(
      (c: { id: string }) => c.id === connectionId,
    ).schema as Array<{ tableName: string }>;
    expect(schema.map((t) => t.tableName)).toContain('orders');

    const created = await api(
      'POST',
      '/chart/v3/create-chart',
      { starterConnection: connectionId, starterTable: 'orders', configVersion: 'v2' },
      token,
    );
    expect(created.status).toBe(200);
    const chartId = created.json.data.chartId as string;
    const saved = await rename(chartId, 1, 'Acme orders', token);
    expect(saved.status).toBe(200);
    expect(saved.json.data.chartVersion).toBe(2);

    const before = await dashboard(own, token);
    const added = await api(
      'POST',
      '/dashboard/v3/save',
      {
        dashboardId: own,
        name: before.name,
        config: withChartVersion(before.config, chartId, 2),
        dashboardVersion: before.version,
      },
      token,
    );
    expect(added.status).toBe(200);
    expect(added.json.data.dashboard.config.charts[chartId].version).toBe(2);

    // The dashboard shows it, with the tenant's rows only.
    const charts = await api(
      'POST',
      '/tenant/get-charts-v3',
      { charts: [{ id: chartId, version: 2 }] },
      token,
    );
    expect(charts.status).toBe(200);
    expect(charts.json.data.charts[0].name).toBe('Acme orders');
    const data = await api(
      'POST',
      '/query/chart-data',
      { chart: { id: chartId, version: 2 }, dashboardId: own },
      token,
    );
    expect(data.status).toBe(200);
    const rows = data.json.data.rows as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set(['acme']));
    // Another tenant never reaches it.
    const other = await tenantToken('globex', { createChart: true, editCharts: true });
    const foreign = await api(
      'POST',
      '/tenant/get-chart-v2',
      { chart: { id: chartId, version: 2 } },
      other,
    );
    expect(foreign.status).toBe(404);
  });

  it("refuses a tenant's save of a chart it did not create, writing nothing", async () => {
    const own = await personalCopy('initech');
    const token = await tenantToken('initech', { editCharts: true });
    const before = await dashboard(own, token);
    const [chartId, entry] = Object.entries(before.config.charts)[0]!;
    const listed = await adminListEntry(chartId);
    const refused = await rename(chartId, entry.version, 'Renamed by Initech', token);
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toBe(
      'Tenants save their own copy of a shared chart: copy it with POST /chart/v2/copy and save the copy',
    );
    // Nothing written: the admin's chart keeps its latest version, name and author.
    expect(await adminListEntry(chartId)).toEqual(listed);
    const next = await api('POST', '/tenant/get-chart-v2', {
      chart: { id: chartId, version: listed.version + 1 },
    });
    expect(next.status).toBe(404);
    expect((await dashboard(own, token)).version).toBe(before.version);
  });

  it('a tenant edits a copy of a chart it did not create and shows the copy in its place', async () => {
    const own = await personalCopy('hooli');
    const token = await tenantToken('hooli', { editCharts: true });
    const before = await dashboard(own, token);
    const [chartId, entry] = Object.entries(before.config.charts)[0]!;
    // A chart-level filter on the admin's chart comes along with the copy.
    const filterId = randomUUID();
    const filter = await api('POST', '/filters/create-or-update-filter', {
      filterId,
      parentChartId: chartId,
      filterConfig: channelFilter,
    });
    expect(filter.status).toBe(200);
    expect((await api('POST', '/filters/save-filters', { filterIds: [filterId] })).status).toBe(
      200,
    );
    const listed = await adminListEntry(chartId);
    const authorBefore = await adminAuthor(chartId, listed.version);

    const copied = await api(
      'POST',
      '/chart/v2/copy',
      { chart: { id: chartId, version: entry.version } },
      token,
    );
    expect(copied.status).toBe(200);
    const copyId = copied.json.data.chartId as string;
    expect(copyId).not.toBe(chartId);
    const saved = await rename(copyId, 1, 'Renamed by Hooli', token);
    expect(saved.json.error?.message).toBeUndefined();
    expect(saved.status).toBe(200);
    expect(saved.json.data.chartVersion).toBe(2);
    expect(saved.json.data.chart.author).toBe('tenant:hooli');
    // The copy has the chart's filter (a new filter id, the same config).
    const copy = await api(
      'POST',
      '/tenant/get-chart-v2',
      { chart: { id: copyId, version: 2 } },
      token,
    );
    const filters = copy.json.data.filters as Array<{ filterId: string; config: unknown }>;
    expect(filters).toHaveLength(1);
    expect(filters[0]!.config).toMatchObject(channelFilter);
    expect(filters[0]!.filterId).not.toBe(filterId);

    // The copy takes the original's cell on the tenant's dashboard.
    const { [chartId]: replaced, ...others } = before.config.charts;
    const res = await api(
      'POST',
      '/dashboard/v3/save',
      {
        dashboardId: own,
        name: before.name,
        config: {
          ...before.config,
          charts: {
            ...others,
            [copyId]: { version: 2, layout: { ...replaced!.layout, i: copyId } },
          },
        },
        dashboardVersion: before.version,
      },
      token,
    );
    expect(res.json.error?.message).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.json.data.dashboard.config.charts[copyId].version).toBe(2);
    expect(res.json.data.dashboard.config.charts[chartId]).toBeUndefined();
    // The admin's chart keeps its latest version and author; the shared dashboard its version.
    expect(await adminListEntry(chartId)).toEqual(listed);
    expect(await adminAuthor(chartId, listed.version)).toBe(authorBefore);
    expect(authorBefore).not.toBe('tenant:hooli');
    expect((await dashboard(sharedId)).config.charts[chartId]!.version).toBe(entry.version);
    // Charts the tenant created stay editable by it.
    expect((await rename(copyId, 2, 'Renamed again', token)).json.data.chartVersion).toBe(3);
  });

  it('lets a tenant without createChartSQL switch tables, but not write SQL', async () => {
    const token = await tenantToken('acme', { createChart: true, editCharts: true });
    const created = await api(
      'POST',
      '/chart/v3/create-chart',
      { starterConnection: connectionId, starterTable: 'orders', configVersion: 'v2' },
      token,
    );
    expect(created.status).toBe(200);
    const chartId = created.json.data.chartId as string;
    const changed = await api(
      'POST',
      '/chart/change-chart-golden-table',
      { chartId, newTableName: 'customers', isV2ChartBuilder: true },
      token,
    );
    expect(changed.status).toBe(200);
    const config = changed.json.data.data.config;
    const save = (query: string) =>
      api(
        'PATCH',
        '/chart/v3',
        {
          id: chartId,
          name: 'Acme customers',
          connection: connectionId,
          config: { ...config, dataPrep: { ...config.dataPrep, query } },
          configVersion: 'v2',
        },
        token,
      );
    const switched = await save(config.dataPrep.query);
    expect(switched.json.error?.message).toBeUndefined();
    expect(switched.json.data.chartVersion).toBe(2);
    const written = await save(`${config.dataPrep.query} where 1 = 1`);
    expect(written.status).toBe(403);
    expect(written.json.error?.message).toBe(
      'Editing the SQL of a chart needs the createChartSQL permission',
    );
    // Nothing was written by the refused save: there is no version 3.
    const third = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version: 3 } });
    expect(third.status).toBe(404);
  });

  it('refuses readOnly tokens and tenants without the permission, writing nothing', async () => {
    const own = await personalCopy('umbrella');
    const before = await dashboard(own);
    const [chartId, entry] = Object.entries(before.config.charts)[0]!;
    const readOnly = await tenantToken('umbrella', {
      readOnly: true,
      editCharts: true,
      createChart: true,
    });
    const refused = await rename(chartId, entry.version, 'Nope', readOnly);
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toMatch(/does not allow you to edit charts/);
    const addOnly = await tenantToken('umbrella', { addChart: true });
    const create = await api('POST', '/chart/v3/create-chart', { configVersion: 'v2' }, addOnly);
    expect(create.status).toBe(403);
    expect(create.json.error?.message).toBe(
      'This token does not allow you to create charts (needs createChart, createChartSQL)',
    );
    expect((await dashboard(own)).version).toBe(before.version);
  });
});
