import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './index';
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

describe('dashboard filter methods', () => {
  it('use the contract paths, methods, bodies and query strings (filters-and-rendering.md §7)', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const filterConfig = { id: 'f1', filterType: 'Input' as const };
    await client.getAllChartsFilters({ chartIds: ['c1', 'c2'] });
    await client.createOrUpdateDashboardFilter({
      filterId: 'f1',
      parentDashboardId: 'd1',
      filterConfig,
    });
    await client.createOrUpdateDashboardFilterV2({
      filterId: 'f1',
      parentDashboardId: 'd1',
      filterConfig,
      chartIds: ['c1'],
      existingChartFilterIds: [],
      noSave: true,
    });
    await client.getDashboardFiltersV2({ dashboardIds: ['d1', 'd2'] });
    await client.deleteDashboardFilterV2({ filterId: 'f 1' });
    await client.saveDashboardFiltersV2({ filterIds: ['f1'] });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /dashboard-filters/get-all-charts-filters?chartIds=c1%2Cc2',
      'POST /dashboard-filters/create-or-update-filter',
      'POST /dashboard-filters/create-or-update-filter-v2',
      'GET /dashboard-filters/get-filters-v2?dashboardIds=d1%2Cd2',
      'DELETE /dashboard-filters/delete-filter-v2?filterId=f+1',
      'POST /dashboard-filters/save-filters-v2',
    ]);
    expect(server.seen[2]?.json).toEqual({
      filterId: 'f1',
      parentDashboardId: 'd1',
      filterConfig,
      chartIds: ['c1'],
      existingChartFilterIds: [],
      noSave: true,
    });
    expect(server.seen[5]?.json).toEqual({ filterIds: ['f1'] });
  });
});
