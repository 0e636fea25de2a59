import type { PermissionContext, Caller } from './permission-fixtures-context';
import { cloneOfDemo, get, post, q, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the dashboard-filter rows of docs/dev/permissions.md (decision 028).

/** A V2.5 Input filter on the demo charts' `channel` output column. */
function inputFilter(ctx: PermissionContext, id: string) {
  return {
    id,
    displayName: 'Permission filter',
    filterType: 'Input',
    filterSubType: 'Input Equals',
    chartFilterStructures: {
      [ctx.seed.chartId]: {
        connection: ctx.seed.connectionId,
        sourceType: 'Output',
        table: 'orders',
        column: 'channel',
      },
    },
  };
}

function upsertBody(ctx: PermissionContext, dashboardId: string, noSave?: boolean) {
  const filterId = ctx.unique('perm-dashboard-filter');
  return {
    filterId,
    parentDashboardId: dashboardId,
    filterConfig: inputFilter(ctx, filterId),
    ...(noSave === undefined ? {} : { noSave }),
  };
}

/** An unsaved filter on the personal copy the caller owns (made with its builder token). */
async function ownDashboardFilter(ctx: PermissionContext, caller: Caller): Promise<string> {
  const body = upsertBody(ctx, await ctx.personalCopy(caller), true);
  await ctx.must(
    'POST',
    '/dashboard-filters/create-or-update-filter-v2',
    body,
    await ctx.ownerToken(caller),
  );
  return body.filterId;
}

export const DASHBOARD_FILTER_FIXTURES: Record<string, Fixture> = {
  'GET /dashboard-filters/get-all-charts-filters · a chart of the dashboard': (ctx) =>
    Promise.resolve(
      get(`/dashboard-filters/get-all-charts-filters?chartIds=${q(ctx.seed.chartId)}`),
    ),
  "POST /dashboard-filters/create-or-update-filter · the tenant's personal copy": async (
    ctx,
    caller,
  ) =>
    post(
      '/dashboard-filters/create-or-update-filter',
      upsertBody(ctx, await ctx.personalCopy(caller)),
    ),
  'POST /dashboard-filters/create-or-update-filter · an organisation dashboard': async (ctx) =>
    post('/dashboard-filters/create-or-update-filter', upsertBody(ctx, await cloneOfDemo(ctx))),
  "POST /dashboard-filters/create-or-update-filter-v2 · the tenant's personal copy, noSave": async (
    ctx,
    caller,
  ) =>
    post(
      '/dashboard-filters/create-or-update-filter-v2',
      upsertBody(ctx, await ctx.personalCopy(caller), true),
    ),
  "POST /dashboard-filters/create-or-update-filter-v2 · another tenant's personal copy": (ctx) =>
    Promise.resolve(
      post(
        '/dashboard-filters/create-or-update-filter-v2',
        upsertBody(ctx, ctx.seed.otherTenantCopyId, true),
      ),
    ),
  'GET /dashboard-filters/get-filters-v2 · the dashboard': (ctx) =>
    Promise.resolve(
      get(`/dashboard-filters/get-filters-v2?dashboardIds=${q(ctx.seed.dashboardId)}`),
    ),
  "GET /dashboard-filters/get-filters-v2 · another tenant's personal copy": (ctx) =>
    Promise.resolve(
      get(`/dashboard-filters/get-filters-v2?dashboardIds=${q(ctx.seed.otherTenantCopyId)}`),
    ),
  "DELETE /dashboard-filters/delete-filter-v2 · a filter of the tenant's personal copy": async (
    ctx,
    caller,
  ) => ({
    method: 'DELETE',
    path: `/dashboard-filters/delete-filter-v2?filterId=${q(await ownDashboardFilter(ctx, caller))}`,
  }),
  "POST /dashboard-filters/save-filters-v2 · a filter of the tenant's personal copy": async (
    ctx,
    caller,
  ) =>
    post('/dashboard-filters/save-filters-v2', {
      filterIds: [await ownDashboardFilter(ctx, caller)],
    }),
};
