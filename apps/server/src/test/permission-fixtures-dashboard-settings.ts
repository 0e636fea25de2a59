import type { Doc, PermissionContext } from './permission-fixtures-context';
import type { Fixture, PermissionRequest } from './permission-fixtures';

// Fixtures of the dashboard settings, public dashboard, workspace and tenant settings rows of
// docs/dev/permissions.md (decision 012). Settings are written on the admin's clone of the demo
// dashboard (`uncopiedDashboardId`), never on the demo dashboard itself.

const get = (path: string): PermissionRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown): PermissionRequest => ({ method: 'POST', path, body });
const q = encodeURIComponent;

/** Dashboards made public once per run: one showing a chart of the open (upload) connection. */
const publicFixtures = new WeakMap<
  PermissionContext,
  Promise<{ dashboardId: string; chartId: string }>
>();

function publicDashboard(ctx: PermissionContext) {
  let made = publicFixtures.get(ctx);
  if (!made) {
    made = (async () => {
      const chart = await ctx.must('POST', '/chart/v3/create-chart', {
        starterTable: ctx.seed.openTable,
        starterConnection: ctx.seed.openConnectionId,
        configVersion: 'v1',
      });
      const chartId = String(chart.chartId);
      const clone = await ctx.must('POST', '/dashboard/v2/copy', {
        dashboard: { id: ctx.seed.dashboardId },
      });
      const dashboardId = String(clone.dashboardId);
      await ctx.must('POST', '/dashboard/v3/save', {
        dashboardId,
        name: 'Public (permissions table)',
        config: {
          ...ctx.seed.dashboardConfig,
          filters: [
            {
              id: 'perm-public-filter',
              displayName: 'Label',
              filterType: 'Select',
              filterSubType: 'Select Multi',
              filterSourceType: 'Raw',
              filterTable: ctx.seed.openTable,
              filterColumn: 'label',
              filterRestrictionMethod: 'Scan',
              chartFilterIds: [chartId],
              chartFilterStructures: {
                [chartId]: {
                  connection: ctx.seed.openConnectionId,
                  sourceType: 'Raw',
                  table: ctx.seed.openTable,
                  column: 'label',
                },
              },
              selectedValue: null,
              defaultValue: null,
              filterRestrictions: { values: [] },
              layout: { i: 'perm-public-filter', x: 0, y: 0, w: 3, h: 2 },
              saved: true,
            },
          ],
          charts: { [chartId]: { version: 1, layout: { i: chartId, x: 0, y: 0, w: 4, h: 8 } } },
        },
      });
      await ctx.must('POST', '/dashboard/set-public-flag', { dashboardId, isPublic: true });
      return { dashboardId, chartId };
    })();
    publicFixtures.set(ctx, made);
  }
  return made;
}

/** A published dashboard that is not public, with a chart of a tenant-scoped connection. */
async function scopedPublicDashboard(ctx: PermissionContext): Promise<string> {
  await ctx.must('POST', '/dashboard/set-public-flag', {
    dashboardId: ctx.seed.uncopiedDashboardId,
    isPublic: true,
  });
  return ctx.seed.uncopiedDashboardId;
}

async function workspaceOf(ctx: PermissionContext, dashboardId: string): Promise<string> {
  const data: Doc = await ctx.must(
    'GET',
    `/dashboard/get-dashboards-workspace?dashboardId=${q(dashboardId)}`,
  );
  return String(data.workspaceId);
}

export const DASHBOARD_SETTINGS_FIXTURES: Record<string, Fixture> = {
  'POST /dashboard/v2/set-export-flag': (ctx) =>
    Promise.resolve(
      post('/dashboard/v2/set-export-flag', {
        dashboardId: ctx.seed.uncopiedDashboardId,
        isExportable: true,
      }),
    ),
  'POST /dashboard/set-timezone': (ctx) =>
    Promise.resolve(
      post('/dashboard/set-timezone', {
        dashboardId: ctx.seed.uncopiedDashboardId,
        selectedTimezone: 'Greenwich Mean Time (GMT)',
      }),
    ),
  'POST /dashboard/set-selected-table-list': (ctx) =>
    Promise.resolve(
      post('/dashboard/set-selected-table-list', {
        dashboardId: ctx.seed.uncopiedDashboardId,
        tables: [{ connectionId: ctx.seed.connectionId, table: 'orders', displayName: 'Orders' }],
      }),
    ),
  'POST /dashboard/update-golden-prompts': (ctx) =>
    Promise.resolve(
      post('/dashboard/update-golden-prompts', {
        dashboardId: ctx.seed.uncopiedDashboardId,
        prompts: ['Revenue by month'],
      }),
    ),
  'POST /dashboard/set-public-flag': (ctx) =>
    Promise.resolve(
      post('/dashboard/set-public-flag', {
        dashboardId: ctx.seed.uncopiedDashboardId,
        isPublic: false,
      }),
    ),

  'POST /tenant/get-public-dashboard · public dashboard': async (ctx) =>
    post('/tenant/get-public-dashboard', { dashboardId: (await publicDashboard(ctx)).dashboardId }),
  'POST /tenant/get-public-dashboard · dashboard that is not public': (ctx) =>
    Promise.resolve(post('/tenant/get-public-dashboard', { dashboardId: ctx.seed.dashboardId })),
  'POST /tenant/get-public-chart-data · chart of a public dashboard, open connection': async (
    ctx,
  ) => {
    const { dashboardId, chartId } = await publicDashboard(ctx);
    return post('/tenant/get-public-chart-data', { dashboardId, chart: { id: chartId } });
  },
  'POST /tenant/get-public-chart-data · chart of a public dashboard, tenant-scoped connection':
    async (ctx) =>
      post('/tenant/get-public-chart-data', {
        dashboardId: await scopedPublicDashboard(ctx),
        chart: { id: ctx.seed.chartId },
      }),

  'POST /tenant/get-public-filter-values · filter of a public dashboard, open connection': async (
    ctx,
  ) =>
    post('/tenant/get-public-filter-values', {
      dashboardId: (await publicDashboard(ctx)).dashboardId,
      filterId: 'perm-public-filter',
    }),
  'POST /tenant/get-public-filter-values · filter of a public dashboard, tenant-scoped connection':
    async (ctx) =>
      post('/tenant/get-public-filter-values', {
        dashboardId: await scopedPublicDashboard(ctx),
        filterId: 'filter-channel',
      }),

  "GET /dashboard/get-workspace-tenant-dashboard · the tenant's personal copy": async (
    ctx,
    caller,
  ) => {
    const id = await ctx.personalCopy(caller);
    const workspaceId = await workspaceOf(ctx, id);
    return get(
      `/dashboard/get-workspace-tenant-dashboard?workspaceId=${q(workspaceId)}&dashboardId=${q(id)}`,
    );
  },
  "GET /dashboard/get-workspace-tenant-dashboard · another tenant's personal copy": async (ctx) => {
    const id = ctx.seed.otherTenantCopyId;
    const workspaceId = await workspaceOf(ctx, id);
    return get(
      `/dashboard/get-workspace-tenant-dashboard?workspaceId=${q(workspaceId)}&dashboardId=${q(id)}`,
    );
  },
  'GET /dashboard/get-all-tenant-dashboards': (ctx) =>
    Promise.resolve(
      get(`/dashboard/get-all-tenant-dashboards?parentDashboardId=${q(ctx.seed.dashboardId)}`),
    ),
  'GET /dashboard/get-dashboards-workspace · shared dashboard': (ctx) =>
    Promise.resolve(
      get(`/dashboard/get-dashboards-workspace?dashboardId=${q(ctx.seed.dashboardId)}`),
    ),
  "GET /dashboard/get-dashboards-workspace · another tenant's personal copy": (ctx) =>
    Promise.resolve(
      get(`/dashboard/get-dashboards-workspace?dashboardId=${q(ctx.seed.otherTenantCopyId)}`),
    ),

  'POST /tenant/get-tenant-settings': async (ctx) =>
    post('/tenant/get-tenant-settings', { token: await ctx.builder('perm-owner') }),
};
