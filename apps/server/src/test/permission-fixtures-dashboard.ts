import type { Doc } from './permission-fixtures-context';
import {
  get,
  post,
  q,
  savePersonalCopy,
  cloneOfDemo,
  removeDashboard,
  type Fixture,
} from './permission-fixtures-helpers';

// Fixtures of the dashboards rows of docs/dev/permissions.md.

export const DASHBOARD_FIXTURES: Record<string, Fixture> = {
  // Dashboards
  'GET /dashboard/list': () => Promise.resolve(get('/dashboard/list')),
  'POST /dashboard/v3/save · shared dashboard': (ctx) =>
    Promise.resolve(
      post('/dashboard/v3/save', {
        dashboardId: ctx.seed.dashboardId,
        name: ctx.seed.dashboardName,
        config: ctx.seed.dashboardConfig,
      }),
    ),
  "POST /dashboard/v3/save · the tenant's personal copy, title changed": (ctx, caller) =>
    savePersonalCopy(ctx, caller, (config) => ({ ...config, title: `Saved by ${caller.name}` })),
  "POST /dashboard/v3/save · the tenant's personal copy, a chart added": async (ctx, caller) => {
    const chartId = await ctx.ownChart(caller);
    return savePersonalCopy(ctx, caller, (config) => {
      const charts = config.charts as Record<string, { layout: { y: number; h: number } }>;
      const bottom = Math.max(0, ...Object.values(charts).map((c) => c.layout.y + c.layout.h));
      const layout = { i: chartId, x: 0, y: bottom, w: 4, h: 3 };
      return { ...config, charts: { ...charts, [chartId]: { layout, version: 1 } } };
    });
  },
  "POST /dashboard/v3/save · the tenant's personal copy, a chart removed": (ctx, caller) =>
    savePersonalCopy(ctx, caller, (config) => {
      const charts = { ...(config.charts as Doc) };
      const removed = Object.keys(charts).find((id) => id !== ctx.seed.chartId);
      if (removed) delete charts[removed];
      return { ...config, charts };
    }),
  "POST /dashboard/v3/save · the tenant's personal copy, a dashboard filter changed": (
    ctx,
    caller,
  ) =>
    savePersonalCopy(ctx, caller, (config) => ({
      ...config,
      filters: (config.filters as Doc[]).map((f) =>
        f.id === 'filter-date' ? { ...f, displayName: `Date (${caller.name})` } : f,
      ),
    })),
  "POST /dashboard/v3/save · another tenant's personal copy": async (ctx) => {
    const copy = await ctx.dashboard(ctx.seed.otherTenantCopyId);
    return post('/dashboard/v3/save', {
      dashboardId: ctx.seed.otherTenantCopyId,
      name: copy.name,
      config: copy.config,
    });
  },
  'POST /dashboard/v3/save · a new dashboard (based on version 0)': (ctx) => {
    const dashboardId = ctx.unique('perm-new-dashboard');
    return Promise.resolve({
      ...post('/dashboard/v3/save', {
        dashboardId,
        name: dashboardId,
        config: ctx.seed.dashboardConfig,
        dashboardVersion: 0,
      }),
      after: () => removeDashboard(ctx, dashboardId),
    });
  },
  'DELETE /dashboard · an organisation dashboard': async (ctx) => {
    const id = await cloneOfDemo(ctx);
    return {
      method: 'DELETE',
      path: `/dashboard?id=${q(id)}`,
      after: () => removeDashboard(ctx, id),
    };
  },
  "DELETE /dashboard · the tenant's personal copy": async (ctx, caller) => {
    // A copy of a fresh clone: the demo dashboard's copies are other rows' fixtures.
    const parent = await cloneOfDemo(ctx);
    const copy = await ctx.must(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: parent }, personalWorkspace: true },
      await ctx.builder(caller.tenantId ?? 'perm-owner'),
    );
    return {
      method: 'DELETE',
      path: `/dashboard?id=${q(String(copy.dashboardId))}`,
      after: () => removeDashboard(ctx, parent),
    };
  },
  'POST /dashboard/get-version-values': (ctx) =>
    Promise.resolve(
      post('/dashboard/get-version-values', { dashboard: { id: ctx.seed.dashboardId } }),
    ),
  'POST /dashboard/v2/copy · personalWorkspace: true': (ctx) =>
    Promise.resolve(
      post('/dashboard/v2/copy', {
        dashboard: { id: ctx.seed.dashboardId },
        personalWorkspace: true,
      }),
    ),
  "POST /dashboard/v2/copy · the tenant's own workspace dashboard ('Create a copy')": async (
    ctx,
    caller,
  ) =>
    post('/dashboard/v2/copy', {
      dashboard: { id: await ctx.personalCopy(caller) },
      personalWorkspace: true,
    }),
  'POST /dashboard/v2/copy · without personalWorkspace': (ctx) =>
    Promise.resolve(post('/dashboard/v2/copy', { dashboard: { id: ctx.seed.dashboardId } })),
  'GET /dashboard/get-tenant-dashboard · no personal copy yet': (ctx) =>
    Promise.resolve(
      get(`/dashboard/get-tenant-dashboard?parentDashboardId=${ctx.seed.uncopiedDashboardId}`),
    ),
  'GET /dashboard/get-tenant-dashboard · after a personal copy': async (ctx, caller) => {
    if (caller.kind === 'tenant') await ctx.personalCopy(caller);
    return get(`/dashboard/get-tenant-dashboard?parentDashboardId=${ctx.seed.dashboardId}`);
  },
};
