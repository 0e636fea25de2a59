import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, isNotPublicError } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  server.handle((_s, res) => sendJson(res, 200, { data: { ok: true } }));
});

describe('dashboard settings, public dashboard, workspace and tenant settings methods', () => {
  it('use the contract paths, methods, bodies and query strings', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    await client.setExportFlag({ dashboardId: 'd1', isExportable: true });
    await client.setDashboardTimezone({
      dashboardId: 'd1',
      selectedTimezone: 'Greenwich Mean Time (GMT)',
    });
    await client.setSelectedTableList({
      dashboardId: 'd1',
      tables: [{ connectionId: 'c1', table: 'orders', displayName: 'Orders' }],
    });
    await client.updateGoldenPrompts({ dashboardId: 'd1', prompts: ['Revenue by month'] });
    await client.setPublicFlag({ dashboardId: 'd1', isPublic: true });
    await client.getPublicDashboard({ dashboardId: 'd1' });
    await client.getPublicChartData({ dashboardId: 'd1', chart: { id: 'ch1' } });
    await client.getPublicFilterValues({ dashboardId: 'd1', filterId: 'f1' });
    await client.getWorkspaceTenantDashboard({ workspaceId: 'w 1', dashboardId: 'd1' });
    await client.getAllTenantDashboards('d1');
    await client.getDashboardsWorkspace('d1');
    await client.getTenantSettings({ token: 'tenant-token' });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /dashboard/v2/set-export-flag',
      'POST /dashboard/set-timezone',
      'POST /dashboard/set-selected-table-list',
      'POST /dashboard/update-golden-prompts',
      'POST /dashboard/set-public-flag',
      'POST /tenant/get-public-dashboard',
      'POST /tenant/get-public-chart-data',
      'POST /tenant/get-public-filter-values',
      'GET /dashboard/get-workspace-tenant-dashboard?workspaceId=w+1&dashboardId=d1',
      'GET /dashboard/get-all-tenant-dashboards?parentDashboardId=d1',
      'GET /dashboard/get-dashboards-workspace?dashboardId=d1',
      'POST /tenant/get-tenant-settings',
    ]);
    expect(server.seen[1]?.json).toEqual({
      dashboardId: 'd1',
      selectedTimezone: 'Greenwich Mean Time (GMT)',
    });
    expect(server.seen[11]?.json).toEqual({ token: 'tenant-token' });
  });

  it('reads a 404 and the spec’s 500 alike as "not public"', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    for (const status of [404, 500]) {
      server.handle((_s, res) =>
        sendJson(res, status, {
          error: { message: 'This dashboard does not exist or is not public' },
        }),
      );
      const error = await client.getPublicDashboard({ dashboardId: 'd1' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(isNotPublicError(error)).toBe(true);
    }
    server.handle((_s, res) => sendJson(res, 401, { error: { message: 'no' } }));
    const other = await client.getPublicDashboard({ dashboardId: 'd1' }).catch((e: unknown) => e);
    expect(isNotPublicError(other)).toBe(false);
  });

  it('updateDashboardConfig saves the latest config patched, based on its version', async () => {
    const config = {
      title: 'Sales',
      charts: { c1: { layout: { i: 'c1', x: 0, y: 0, w: 4, h: 8 }, version: 2 } },
      filters: [],
      styleOverrides: '.card { border: 0 }',
      advanced: { language: 'en' },
    };
    server.handle((seen, res) => {
      if (seen.url === '/tenant/get-dashboard-v2') {
        sendJson(res, 200, {
          data: { dashboard: { id: 'd1', name: 'Sales', version: 4, config } },
        });
      } else {
        sendJson(res, 200, {
          data: { dashboard: { id: 'd1', name: 'Sales', version: 5, config } },
        });
      }
    });
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const answer = await client.updateDashboardConfig('d1', { language: 'fr' });
    expect(answer.dashboard.version).toBe(5);
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /tenant/get-dashboard-v2',
      'POST /dashboard/v3/save',
    ]);
    expect(server.seen[1]?.json).toEqual({
      dashboardId: 'd1',
      name: 'Sales',
      config: { ...config, advanced: { language: 'fr' } },
      dashboardVersion: 4,
    });
    await client.updateDashboardConfig('d1', { styleOverrides: '' });
    expect(server.seen[3]?.json).toMatchObject({
      config: { styleOverrides: '', advanced: { language: 'en' }, title: 'Sales' },
    });
  });
});
