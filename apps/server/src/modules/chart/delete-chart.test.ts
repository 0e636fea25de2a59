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
const remove = (chartId: string, token = admin) =>
  api('POST', '/chart/delete-chart', { chartId }, token);

async function chartIds(): Promise<string[]> {
  const res = await api('GET', '/chart/list');
  return (res.json.data.charts as Array<{ id: string }>).map((c) => c.id);
}
async function draftWithFilter() {
  const created = await api('POST', '/chart/v3/create-chart', {
    starterTable: 'orders',
    starterConnection: connectionId,
  });
  const chartId = created.json.data.chartId as string;
  const chart = (await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version: 1 } }))
    .json.data.chart;
  expect(
    (await api('PATCH', '/chart/v3', { id: chartId, name: 'Draft', config: chart.config })).status,
  ).toBe(200);
  const filterId = `f-${chartId}`;
  await api('POST', '/filters/create-or-update-filter', {
    filterId,
    parentChartId: chartId,
    filterConfig: {
      displayName: 'Channel',
      filterType: 'Select',
      filterSubType: 'Select Single',
      filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
    },
  });
  expect((await api('POST', '/filters/save-filters', { filterIds: [filterId] })).status).toBe(200);
  return { chartId, filterId };
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

describe('POST /chart/delete-chart', () => {
  it('deletes every version of a draft and its filters', async () => {
    const { chartId, filterId } = await draftWithFilter();
    const res = await remove(chartId);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ chartId });
    expect(await chartIds()).not.toContain(chartId);
    for (const version of [1, 2]) {
      const read = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version } });
      expect(read.status).toBe(404);
    }
    const rows = await server.services.db
      .selectFrom('chart_filters')
      .select('filter_id')
      .where('filter_id', '=', filterId)
      .execute();
    expect(rows).toEqual([]);
    expect((await remove(chartId)).status).toBe(404);
  });

  it('refuses published charts with 400 and changes nothing', async () => {
    const before = await chartIds();
    const published = (await api('GET', '/chart/list')).json.data.charts.find(
      (c: { published: boolean }) => c.published,
    );
    const res = await remove(published.id);
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toBe('Only draft charts can be deleted');
    expect(await chartIds()).toEqual(before);
  });

  it('refuses drafts still shown on a dashboard', async () => {
    const dashboard = (await api('GET', '/dashboard/list')).json.data.dashboards[0];
    const row = (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: dashboard.id } }))
      .json.data.dashboard;
    const { chartId } = await draftWithFilter();
    const config = {
      ...row.config,
      charts: {
        ...row.config.charts,
        [chartId]: { version: 2, layout: { i: chartId, x: 0, y: 100, w: 4, h: 8 } },
      },
    };
    const saved = await api('POST', '/dashboard/v3/save', {
      dashboardId: dashboard.id,
      name: row.name,
      config,
    });
    expect(saved.status).toBe(200);
    const res = await remove(chartId);
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toContain("This chart is on the dashboard 'Sales overview'");
    expect(await chartIds()).toContain(chartId);
  });

  it('refuses tenants (403), bad input (400) and unknown charts (404)', async () => {
    const { chartId } = await draftWithFilter();
    const token = (
      await api('POST', '/tenant/create-token', {
        tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
        permissions: { createChart: true, editCharts: true, addChart: true },
      })
    ).json.data.token as string;
    const tenant = await remove(chartId, token);
    expect(tenant.status).toBe(403);
    expect(tenant.json.error?.message).toBe('Only admins can delete charts');
    const bad = await api('POST', '/chart/delete-chart', {});
    expect(bad.status).toBe(400);
    expect((await remove('no-such-chart')).status).toBe(404);
    expect(await chartIds()).toContain(chartId);
  });
});
