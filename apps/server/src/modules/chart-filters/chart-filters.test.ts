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

async function tenantToken(tenant: string, permissions: Record<string, boolean> = {}) {
  return (
    await api('POST', '/tenant/create-token', {
      tenant: { id: tenant, payload: { tenant_id: tenant } },
      permissions,
    })
  ).json.data.token as string;
}
async function newChart(token = admin) {
  const res = await api(
    'POST',
    '/chart/v3/create-chart',
    { starterTable: 'orders', starterConnection: connectionId },
    token,
  );
  return res.json.data.chartId as string;
}
const channelFilter = {
  displayName: 'Channel',
  filterType: 'Select',
  filterSubType: 'Select Single',
  filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
};
const amountFilter = {
  displayName: 'Amount',
  filterType: 'Number',
  filterTarget: { sourceType: 'Output', outputColumn: 'amount' },
};
async function upsert(
  filterId: string,
  parentChartId: string,
  filterConfig: unknown,
  token = admin,
) {
  return api(
    'POST',
    '/filters/create-or-update-filter',
    { filterId, parentChartId, filterConfig },
    token,
  );
}
async function savedFilters(chartId: string) {
  const res = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version: 1 } });
  return res.json.data.filters as Array<{
    filterId: string;
    config: { displayName: string; saved: boolean };
    saved_at: string | null;
  }>;
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

describe('chart-level filter calls', () => {
  it('creates, updates and saves filters; only saved ones load with the chart', async () => {
    const chartId = await newChart();
    const created = await upsert('f-channel', chartId, channelFilter);
    expect(created.status).toBe(200);
    expect(created.json.data.filter).toMatchObject({
      filterId: 'f-channel',
      parent_chart_id: chartId,
      config: { displayName: 'Channel', saved: false },
    });
    expect(await savedFilters(chartId)).toEqual([]);
    const saved = await api('POST', '/filters/save-filters', { filterIds: ['f-channel'] });
    expect(saved.json.data).toEqual({ filterIds: ['f-channel'] });
    const loaded = await savedFilters(chartId);
    expect(loaded).toEqual([
      expect.objectContaining({
        filterId: 'f-channel',
        config: expect.objectContaining({ saved: true }),
        saved_at: expect.any(String),
      }),
    ]);
    await upsert('f-channel', chartId, { ...channelFilter, displayName: 'Sales channel' });
    expect((await savedFilters(chartId))[0]?.config).toMatchObject({
      displayName: 'Sales channel',
      saved: false,
    });
  });

  it('refuses bad configs, unknown charts and filters of another chart with nothing written', async () => {
    const chartId = await newChart();
    const bad = await upsert('f-bad', chartId, { ...channelFilter, filterType: 'Colour' });
    expect(bad.status).toBe(400);
    const noColumn = await upsert('f-bad', chartId, {
      ...channelFilter,
      filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: '' },
    });
    expect(noColumn.status).toBe(400);
    expect(noColumn.json.error?.message).toContain('Select a column');
    expect((await upsert('f-x', 'no-such-chart', channelFilter)).status).toBe(404);
    await upsert('f-owned', chartId, channelFilter);
    const other = await newChart();
    expect((await upsert('f-owned', other, channelFilter)).status).toBe(400);
    const partial = await api('POST', '/filters/save-filters', {
      filterIds: ['f-owned', 'f-missing'],
    });
    expect(partial.status).toBe(404);
    expect(await savedFilters(chartId)).toEqual([]);
  });

  it('deletes one filter, and the filters on columns no longer used', async () => {
    const chartId = await newChart();
    await upsert('d-channel', chartId, channelFilter);
    await upsert('d-amount', chartId, amountFilter);
    await upsert('d-var', chartId, {
      displayName: 'Status',
      filterType: 'Input',
      filterTarget: { sourceType: 'Variable', variableName: 'status' },
    });
    await api('POST', '/filters/save-filters', { filterIds: ['d-channel', 'd-amount', 'd-var'] });
    const unused = await api(
      'DELETE',
      `/filters/delete-filters-unused?columnNamesToKeep=amount,status&parentChartId=${chartId}`,
    );
    expect(unused.status).toBe(200);
    expect(unused.json.data).toEqual({ deletedChartFilters: ['d-channel'] });
    expect((await savedFilters(chartId)).map((f) => f.filterId).sort()).toEqual([
      'd-amount',
      'd-var',
    ]);
    const one = await api('DELETE', '/filters/delete-filter?filterId=d-amount');
    expect(one.json.data).toEqual({ filterId: 'd-amount' });
    expect((await savedFilters(chartId)).map((f) => f.filterId)).toEqual(['d-var']);
    expect((await api('DELETE', '/filters/delete-filter?filterId=d-amount')).status).toBe(404);
    expect((await api('DELETE', '/filters/delete-filter')).status).toBe(400);
    expect((await api('DELETE', '/filters/delete-filters-unused?parentChartId=nope')).status).toBe(
      404,
    );
  });

  it('copies filters with a chart copy', async () => {
    const chartId = await newChart();
    await upsert('c-channel', chartId, channelFilter);
    await api('POST', '/filters/save-filters', { filterIds: ['c-channel'] });
    const copy = await api('POST', '/chart/v2/copy', { chart: { id: chartId, version: 1 } });
    const filters = await savedFilters(copy.json.data.chartId);
    expect(filters).toHaveLength(1);
    expect(filters[0]?.filterId).not.toBe('c-channel');
    expect(filters[0]?.config.displayName).toBe('Channel');
  });

  it('refuses tenants without an editing permission and keeps tenants to their charts', async () => {
    const chartId = await newChart();
    await upsert('t-channel', chartId, channelFilter);
    const viewer = await tenantToken('acme');
    expect((await upsert('t-new', chartId, channelFilter, viewer)).status).toBe(403);
    expect(
      (await api('POST', '/filters/save-filters', { filterIds: ['t-channel'] }, viewer)).status,
    ).toBe(403);
    expect(
      (await api('DELETE', '/filters/delete-filter?filterId=t-channel', undefined, viewer)).status,
    ).toBe(403);
    const editor = await tenantToken('acme', { createChart: true, readOnly: false });
    // Not the tenant's chart, not on its dashboards.
    expect((await upsert('t-new', chartId, channelFilter, editor)).status).toBe(404);
    expect(
      (await api('DELETE', '/filters/delete-filter?filterId=t-channel', undefined, editor)).status,
    ).toBe(404);
    // Its own chart.
    const own = await newChart(editor);
    expect((await upsert('t-own', own, channelFilter, editor)).status).toBe(200);
    expect(
      (await api('POST', '/filters/save-filters', { filterIds: ['t-own'] }, editor)).status,
    ).toBe(200);
    const all = await api('POST', '/tenant/get-chart-v2', { chart: { id: chartId, version: 1 } });
    expect(all.status).toBe(200);
    // The admin's filter is untouched.
    const again = await api('POST', '/filters/save-filters', { filterIds: ['t-channel'] });
    expect(again.status).toBe(200);
  });
  it('keeps tenants off the filters of a shared chart on their dashboard (they copy it first)', async () => {
    const dashboardId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id as string;
    const dashboard = await api('POST', '/tenant/get-dashboard-v2', {
      dashboard: { id: dashboardId },
    });
    const chartId = Object.keys(dashboard.json.data.dashboard.config.charts)[0]!;
    expect((await upsert('shared-channel', chartId, channelFilter)).status).toBe(200);
    const editor = await tenantToken('acme', { editCharts: true, readOnly: false });
    const refused = await upsert('shared-new', chartId, channelFilter, editor);
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toBe('Tenants save their own copy of a shared chart');
    const deleted = await api(
      'DELETE',
      '/filters/delete-filter?filterId=shared-channel',
      undefined,
      editor,
    );
    expect(deleted.status).toBe(403);
    const unused = await api(
      'DELETE',
      `/filters/delete-filters-unused?parentChartId=${chartId}&columnNamesToKeep=nothing`,
      undefined,
      editor,
    );
    expect(unused.status).toBe(403);
    // Nothing changed: the admin's filter is still there and no new one was made.
    expect((await api('DELETE', '/filters/delete-filter?filterId=shared-channel')).status).toBe(
      200,
    );
    expect((await api('DELETE', '/filters/delete-filter?filterId=shared-new')).status).toBe(404);
  });
});
