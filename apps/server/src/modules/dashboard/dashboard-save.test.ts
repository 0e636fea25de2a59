import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Entry {
  version: number;
  layout: { i: string; x: number; y: number; w: number; h: number };
}
interface Config {
  title?: string;
  charts: Record<string, Entry>;
  filters: unknown[];
}

let server: TestServer;
let admin: string;
let organizationId: string;
let dashboardId: string;
let publishedChartId: string;
/** A published chart that is on no dashboard (tenants may pick it from the library). */
let libraryChartId: string;
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
async function latest(id = dashboardId) {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } });
  expect(res.status).toBe(200);
  return res.json.data.dashboard as { version: number; name: string; config: Config };
}
async function versions(id = dashboardId, token = admin) {
  return api('POST', '/dashboard/get-version-values', { dashboard: { id } }, token);
}
const save = (body: Record<string, unknown>, token = admin) =>
  api('POST', '/dashboard/v3/save', body, token);
async function copyOf(chartId: string) {
  const res = await api('POST', '/chart/v2/copy', {
    chart: { id: chartId, version: 1, published: false },
  });
  expect(res.status).toBe(200);
  return res.json.data.chartId as string;
}
function withChart(config: Config, chartId: string): Config {
  const bottom = Math.max(0, ...Object.values(config.charts).map((c) => c.layout.y + c.layout.h));
  return {
    ...config,
    charts: {
      ...config.charts,
      [chartId]: { version: 1, layout: { i: chartId, x: 0, y: bottom, w: 4, h: 8 } },
    },
  };
}
/** A tenant's personal copy of the demo dashboard (the copy call is not part of this slice). */
async function tenantCopy(tenantId: string) {
  const source = await latest();
  const id = randomUUID();
  await server.services.dashboards.appendVersion({
    id,
    organization_id: organizationId,
    name: `${source.name} (${tenantId})`,
    config: source.config,
    published: true,
    tenant_id: tenantId,
    parent_template_dashboard: dashboardId,
  });
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  organizationId = (await api('GET', '/auth/me')).json.data.organization.id;
  dashboardId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  const charts = (await api('GET', '/chart/list')).json.data.charts as Array<{
    id: string;
    published: boolean;
  }>;
  publishedChartId = charts.find((c) => c.published)!.id;
  libraryChartId = await copyOf(publishedChartId);
  expect((await api('POST', '/chart/publish-chart', { chartId: libraryChartId })).status).toBe(200);
});
afterAll(async () => server?.stop());

describe('POST /dashboard/v3/save', () => {
  it('saves the next version with the added chart and keeps what the body leaves out', async () => {
    const before = await latest();
    const chartId = await copyOf(publishedChartId);
    const res = await save({
      dashboardId,
      name: before.name,
      config: withChart(before.config, chartId),
      dashboardVersion: before.version,
    });
    expect(res.status).toBe(200);
    const saved = res.json.data.dashboard;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.published).toBe(true);
    expect(saved.config.charts[chartId]).toMatchObject({ version: 1, layout: { w: 4, h: 8 } });
    expect(Object.keys(saved.config.charts)).toHaveLength(
      Object.keys(before.config.charts).length + 1,
    );
    expect(saved.config.filters).toEqual(before.config.filters);
    expect((await latest()).version).toBe(before.version + 1);
    const list = await versions();
    expect(list.status).toBe(200);
    expect(list.json.data.versions).toEqual(
      Array.from({ length: before.version + 1 }, (_, i) => i + 1),
    );
    // The old version is unchanged.
    const old = await api('POST', '/tenant/get-dashboard-v2', {
      dashboard: { id: dashboardId, version: before.version },
    });
    expect(old.json.data.dashboard.config.charts[chartId]).toBeUndefined();
  });

  it('answers 400 with the first schema message and writes nothing on bad input', async () => {
    const before = await latest();
    const [firstId] = Object.keys(before.config.charts);
    const broken = structuredClone(before.config);
    broken.charts[firstId!]!.layout.w = 0;
    const bad = await save({ dashboardId, name: before.name, config: broken });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toBe(
      `Invalid body at config.charts.${firstId}.layout.w: Layout width must be at least 1`,
    );
    const noName = await save({ dashboardId, config: before.config });
    expect(noName.status).toBe(400);
    const unknownChart = await save({
      dashboardId,
      name: before.name,
      config: withChart(before.config, 'no-such-chart'),
    });
    expect(unknownChart.status).toBe(400);
    expect(unknownChart.json.error?.message).toBe('Chart no-such-chart version 1 does not exist');
    expect((await latest()).version).toBe(before.version);
  });

  it('refuses unknown dashboards (404), stale versions (409) and foreign organisations (403)', async () => {
    const before = await latest();
    const body = { dashboardId, name: before.name, config: before.config };
    expect((await save({ ...body, dashboardId: 'nope' })).status).toBe(404);
    const stale = await save({ ...body, dashboardVersion: before.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error?.message).toContain('reload and try again');
    expect((await save({ ...body, organizationId: 'someone-else' })).status).toBe(403);
    expect((await latest()).version).toBe(before.version);
  });

  it('refuses tenants without the permission and changes nothing', async () => {
    const own = await tenantCopy('acme');
    const copy = await latest(own);
    const body = {
      dashboardId: own,
      name: copy.name,
      config: withChart(copy.config, libraryChartId),
    };
    for (const token of [
      await tenantToken('acme'),
      await tenantToken('acme', { removeChart: true }),
      await tenantToken('acme', { addChart: true, readOnly: true }),
    ]) {
      const res = await save(body, token);
      expect(res.status).toBe(403);
      expect(res.json.error?.message).toMatch(/does not allow you to (add charts|edit dashboards)/);
    }
    // The shared dashboard itself: tenants edit their personal copy only.
    const shared = await latest();
    const onShared = await save(
      { dashboardId, name: shared.name, config: shared.config },
      await tenantToken('acme', { addChart: true }),
    );
    expect(onShared.status).toBe(403);
    expect(onShared.json.error?.message).toBe('Make a personal copy before editing this dashboard');
    // Another tenant's copy does not exist for this one.
    expect((await save(body, await tenantToken('globex', { addChart: true }))).status).toBe(404);
    expect((await latest(own)).version).toBe(1);
    expect((await latest()).version).toBe(shared.version);
  });

  it('lets a tenant with addChart add a chart to its own copy', async () => {
    const own = await tenantCopy('acme');
    const copy = await latest(own);
    const token = await tenantToken('acme', { addChart: true, readOnly: false });
    const res = await save(
      { dashboardId: own, name: copy.name, config: withChart(copy.config, libraryChartId) },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.dashboard).toMatchObject({ version: 2, tenant_id: 'acme' });
    expect((await versions(own, token)).json.data.versions).toEqual([1, 2]);
  });
});

describe('POST /dashboard/get-version-values', () => {
  it('answers 404 for dashboards the caller cannot open and 400 for bad input', async () => {
    expect((await versions('nope')).status).toBe(404);
    const own = await tenantCopy('acme');
    expect((await versions(own, await tenantToken('globex'))).status).toBe(404);
    const bad = await api('POST', '/dashboard/get-version-values', { dashboard: {} });
    expect(bad.status).toBe(400);
  });
});
