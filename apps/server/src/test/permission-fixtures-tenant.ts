import type { Doc } from './permission-fixtures-context';
import { get, post, q, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the tenant reads and the organisation's tenants rows of docs/dev/permissions.md.

export const TENANT_FIXTURES: Record<string, Fixture> = {
  // Tenant reads
  'POST /tenant/create-token': () =>
    Promise.resolve(
      post('/tenant/create-token', {
        tenant: { id: 'perm-minted', payload: { tenant_id: 'acme' } },
        permissions: { readOnly: true },
      }),
    ),
  'POST /tenant/create-token · a stored tenant by key': () =>
    Promise.resolve(post('/tenant/create-token', { tenantKey: 'acme' })),
  // The organisation's tenants (the Tenants screen).
  'GET /tenant/list': () => Promise.resolve(get('/tenant/list')),
  'POST /tenant/create': (_ctx, caller) =>
    Promise.resolve(
      post('/tenant/create', {
        name: 'Created by the permissions table',
        key: `perm-created-${caller.name}`,
        payload: { tenant_id: 'acme' },
      }),
    ),
  'POST /tenant/update': () =>
    Promise.resolve(post('/tenant/update', { id: 'acme', name: 'Acme Corp' })),
  'DELETE /tenant': async (ctx, caller) => {
    const made = await ctx.must('POST', '/tenant/create', {
      name: 'To delete',
      key: `perm-delete-${caller.name}`,
    });
    const tenant = made.tenant as Doc;
    return { method: 'DELETE', path: `/tenant?id=${q(String(tenant.id))}` };
  },
  'POST /tenant/get-dashboard-v2 · shared dashboard': (ctx) =>
    Promise.resolve(post('/tenant/get-dashboard-v2', { dashboard: { id: ctx.seed.dashboardId } })),
  "POST /tenant/get-dashboard-v2 · another tenant's personal copy": (ctx) =>
    Promise.resolve(
      post('/tenant/get-dashboard-v2', { dashboard: { id: ctx.seed.otherTenantCopyId } }),
    ),
  'POST /tenant/get-charts-v3 · chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/tenant/get-charts-v3', {
        charts: [{ id: ctx.seed.chartId, version: ctx.seed.chartVersion }],
      }),
    ),
  'POST /tenant/get-charts-v3 · draft chart on no dashboard': (ctx) =>
    Promise.resolve(
      post('/tenant/get-charts-v3', { charts: [{ id: ctx.seed.draftChartId, version: 1 }] }),
    ),
  'POST /tenant/get-chart-v2 · chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/tenant/get-chart-v2', {
        chart: { id: ctx.seed.chartId, version: ctx.seed.chartVersion },
      }),
    ),
  'POST /tenant/get-chart-v2 · draft chart on no dashboard': (ctx) =>
    Promise.resolve(
      post('/tenant/get-chart-v2', { chart: { id: ctx.seed.draftChartId, version: 1 } }),
    ),
  'POST /tenant/get-public-charts': (ctx) =>
    Promise.resolve(
      post('/tenant/get-public-charts', {
        chartIdentifiers: [{ id: ctx.seed.chartId, version: ctx.seed.chartVersion }],
      }),
    ),
  'POST /tenant/get-all-connections': () =>
    Promise.resolve(post('/tenant/get-all-connections', {})),
  'POST /tenant/get-all-public-connections': () =>
    Promise.resolve(post('/tenant/get-all-public-connections', {})),
  'POST /tenant/get-connection': (ctx) =>
    Promise.resolve(post('/tenant/get-connection', { connectionId: ctx.seed.connectionId })),
  'POST /tenant/get-connections': (ctx) =>
    Promise.resolve(post('/tenant/get-connections', { connectionIds: [ctx.seed.connectionId] })),
};
