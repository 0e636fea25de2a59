import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-server';
import {
  CHANNEL_FILTER,
  type Answer,
  type Caller,
  type Doc,
  type PermissionContext,
} from './permission-fixtures-context';
import { DASHBOARD_SETTINGS_FIXTURES } from './permission-fixtures-dashboard-settings';
import { DEMO_FIXTURES } from './permission-fixtures-demo';

/** The request a row of the permission table makes for one caller. */
export interface PermissionRequest {
  method: string;
  path: string;
  /** JSON, or FormData (sent as multipart). */
  body?: unknown;
  /** Another credential of the same caller kind (a fresh admin session for sign-out). */
  token?: string;
  /** Runs after the answer: restores what the call changed (the admin's password). */
  after?: (answer: Answer) => Promise<void>;
}

export type Fixture = (ctx: PermissionContext, caller: Caller) => Promise<PermissionRequest>;

/** The key of a table row: `METHOD /path`, and ` · scenario` when the row has one. */
export function rowKey(call: string, scenario: string): string {
  return scenario ? `${call} · ${scenario}` : call;
}

const TEMPORARY_PASSWORD = 'permissions table temporary password';

const get = (path: string): PermissionRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown): PermissionRequest => ({ method: 'POST', path, body });
const q = encodeURIComponent;

/** The demo chart's config with its data prep replaced by SQL the caller wrote. */
function withOwnSql(config: Doc): Doc {
  const dataPrep = config.dataPrep as Doc;
  return {
    ...config,
    dataPrep: { ...dataPrep, query: `SELECT * FROM (${String(dataPrep.query)}) AS mine` },
  };
}

/** Saves the caller's personal copy of the demo dashboard (perm-owner's for admins), changed. */
async function savePersonalCopy(
  ctx: PermissionContext,
  caller: Caller,
  change: (config: Doc) => Doc,
): Promise<PermissionRequest> {
  const id = await ctx.personalCopy(caller);
  const copy = await ctx.dashboard(id);
  return post('/dashboard/v3/save', {
    dashboardId: id,
    name: copy.name,
    config: change(copy.config),
  });
}

/** An admin's clone of the demo dashboard (published, copied by no tenant). */
async function cloneOfDemo(ctx: PermissionContext): Promise<string> {
  const data = await ctx.must('POST', '/dashboard/v2/copy', {
    dashboard: { id: ctx.seed.dashboardId },
  });
  return String(data.dashboardId);
}

/** Deletes a dashboard a fixture made (404: the call under test already deleted it). */
async function removeDashboard(ctx: PermissionContext, id: string): Promise<void> {
  const res = await ctx.call('DELETE', `/dashboard?id=${q(id)}`, undefined, ctx.admin);
  if (res.status !== 200 && res.status !== 404) {
    throw new Error(`fixture clean-up DELETE /dashboard answered ${res.status}`);
  }
}

/**
 * One fixture per row of docs/dev/permissions.md: the same request for every caller, except that
 * what a row edits "of its own" is created for the caller first (a tenant's copy of a chart, its
 * personal copy of the dashboard; for admins and the token-less caller, an admin's).
 */
export const FIXTURES: Record<string, Fixture> = {
  // Public and sign-in
  'GET /health': () => Promise.resolve(get('/health')),
  'GET /setup/status': () => Promise.resolve(get('/setup/status')),
  'POST /setup': () =>
    Promise.resolve(
      post('/setup', {
        organizationName: 'Second organisation',
        name: 'Someone',
        email: 'someone@example.com',
        password: 'a long enough password',
      }),
    ),
  'POST /auth/sign-in': () =>
    Promise.resolve(post('/auth/sign-in', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })),
  'POST /auth/sign-out': async (ctx, caller) => ({
    ...post('/auth/sign-out', {}),
    // An admin ends a session of its own, not the one the other fixtures use.
    ...(caller.name === 'admin' ? { token: await ctx.signIn() } : {}),
  }),
  'POST /auth/change-password': async (ctx, caller) => {
    const body = { currentPassword: ADMIN_PASSWORD, newPassword: TEMPORARY_PASSWORD };
    if (caller.name !== 'admin') return post('/auth/change-password', body);
    return {
      ...post('/auth/change-password', body),
      token: await ctx.signIn(),
      // The change ends every session of the admin: change it back and sign in again.
      after: async (answer) => {
        if (answer.status !== 200) return;
        const token = String((answer.json?.data as Doc).token);
        await ctx.must(
          'POST',
          '/auth/change-password',
          { currentPassword: TEMPORARY_PASSWORD, newPassword: ADMIN_PASSWORD },
          token,
        );
        ctx.admin = await ctx.signIn();
      },
    };
  },
  'GET /auth/me': () => Promise.resolve(get('/auth/me')),
  'GET /auth/embed-secret': () => Promise.resolve(get('/auth/embed-secret')),
  'GET /auth/api-keys': () => Promise.resolve(get('/auth/api-keys')),
  'POST /auth/api-keys': () => Promise.resolve(post('/auth/api-keys', { name: 'another key' })),
  'DELETE /auth/api-keys': async (ctx) => {
    const key = await ctx.must('POST', '/auth/api-keys', { name: 'key to delete' });
    return { method: 'DELETE', path: `/auth/api-keys?id=${q(String(key.id))}` };
  },
  'POST /auth/embed-secret/rotate': async (ctx) => {
    const before = await ctx.must('GET', '/auth/embed-secret');
    return {
      ...post('/auth/embed-secret/rotate', { confirm: true }),
      // The other rows' tenant tokens are signed with the demo secret: put it back.
      after: async (answer) => {
        if (answer.status !== 200) return;
        const { services } = ctx.server;
        await services.db
          .updateTable('organizations')
          .set({ embed_secret_enc: services.box.seal(String(before.secret)) })
          .where('id', '=', String(before.organizationId))
          .execute();
        services.authRepo.forgetEmbedSecret(String(before.organizationId));
      },
    };
  },

  // Organisation settings, users and invitations
  'GET /organization/get-settings': () => Promise.resolve(get('/organization/get-settings')),
  'POST /organization/update-settings': () =>
    Promise.resolve(post('/organization/update-settings', { secondaryColor: '#12B886' })),
  'GET /organization/list-users': () => Promise.resolve(get('/organization/list-users')),
  'GET /organization/list-invitations': () =>
    Promise.resolve(get('/organization/list-invitations')),
  'POST /organization/create-invitation': (ctx) =>
    Promise.resolve(
      post('/organization/create-invitation', { email: `${ctx.unique('invitee')}@example.com` }),
    ),
  'POST /organization/revoke-invitation': async (ctx) => {
    const created = await ctx.must('POST', '/organization/create-invitation', {
      email: `${ctx.unique('revoked')}@example.com`,
    });
    return post('/organization/revoke-invitation', { id: (created.invitation as Doc).id });
  },
  'POST /organization/share-invitation': (ctx) =>
    Promise.resolve(
      post('/organization/share-invitation', {
        email: `${ctx.unique('shared')}@example.com`,
        shareUrl: `/dashboards/${ctx.seed.dashboardId}`,
        dashboardTitle: 'Shared (permissions table)',
      }),
    ),
  "POST /organization/get-invitation · a pending invitation's link": async (ctx) => {
    const created = await ctx.must('POST', '/organization/create-invitation', {
      email: `${ctx.unique('shown')}@example.com`,
    });
    return post('/organization/get-invitation', { token: created.token });
  },
  "POST /organization/accept-invitation · a pending invitation's link": async (ctx) => {
    const created = await ctx.must('POST', '/organization/create-invitation', {
      email: `${ctx.unique('accepted')}@example.com`,
    });
    return post('/organization/accept-invitation', {
      token: created.token,
      name: 'Invited admin',
      password: 'an invitee password',
    });
  },

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

  // Charts
  'GET /chart/list': () => Promise.resolve(get('/chart/list')),
  'POST /chart/v3/create-chart': (ctx) =>
    Promise.resolve(
      post('/chart/v3/create-chart', {
        starterTable: 'orders',
        starterConnection: ctx.seed.connectionId,
        configVersion: 'v1',
      }),
    ),
  'PATCH /chart/v3 · own chart': async (ctx, caller) => ({
    method: 'PATCH',
    path: '/chart/v3',
    body: { id: await ctx.ownChart(caller), name: 'Renamed', config: ctx.seed.chartConfig },
  }),
  'PATCH /chart/v3 · own chart, new SQL': async (ctx, caller) => ({
    method: 'PATCH',
    path: '/chart/v3',
    body: {
      id: await ctx.ownChart(caller),
      name: 'Own SQL',
      config: withOwnSql(ctx.seed.chartConfig),
    },
  }),
  'PATCH /chart/v3 · shared chart on the dashboard': (ctx) =>
    Promise.resolve({
      method: 'PATCH',
      path: '/chart/v3',
      body: { id: ctx.seed.chartId, name: 'Revenue', config: ctx.seed.chartConfig },
    }),
  'POST /chart/v2/copy · chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/chart/v2/copy', { chart: { id: ctx.seed.chartId, version: ctx.seed.chartVersion } }),
    ),
  'POST /chart/v2/copy · draft chart on no dashboard': (ctx) =>
    Promise.resolve(post('/chart/v2/copy', { chart: { id: ctx.seed.draftChartId, version: 1 } })),
  'POST /chart/publish-chart': async (ctx) =>
    post('/chart/publish-chart', { chartId: await ctx.draftChart() }),
  'POST /chart/unpublish-chart': async (ctx) => {
    const chartId = await ctx.draftChart();
    await ctx.must('POST', '/chart/publish-chart', { chartId });
    return post('/chart/unpublish-chart', { chartId });
  },
  'POST /chart/change-chart-golden-table · own chart': async (ctx, caller) =>
    post('/chart/change-chart-golden-table', {
      chartId: await ctx.ownChart(caller),
      newTableName: 'customers',
    }),
  'POST /chart/change-chart-golden-table · shared chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/chart/change-chart-golden-table', {
        chartId: ctx.seed.chartId,
        newTableName: 'customers',
      }),
    ),
  'GET /chart/v3/get-golden-charts': () => Promise.resolve(get('/chart/v3/get-golden-charts')),
  'GET /chart/get-published-enriched-charts': () =>
    Promise.resolve(get('/chart/get-published-enriched-charts')),
  'POST /chart/delete-chart': async (ctx) =>
    post('/chart/delete-chart', { chartId: await ctx.draftChart() }),
  'POST /chart/thumbnail': async (ctx) =>
    post('/chart/thumbnail', {
      chartId: await ctx.draftChart(),
      version: 1,
      thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
    }),

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

  // Chart-level filters
  'POST /filters/create-or-update-filter · own chart': async (ctx, caller) =>
    post('/filters/create-or-update-filter', {
      filterId: ctx.unique('perm-filter'),
      parentChartId: await ctx.ownChart(caller),
      filterConfig: CHANNEL_FILTER,
    }),
  'POST /filters/create-or-update-filter · shared chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/filters/create-or-update-filter', {
        filterId: ctx.unique('perm-filter'),
        parentChartId: ctx.seed.chartId,
        filterConfig: CHANNEL_FILTER,
      }),
    ),
  'POST /filters/save-filters · own chart': async (ctx, caller) => {
    const [, filterId] = await ctx.ownFilter(caller);
    return post('/filters/save-filters', { filterIds: [filterId] });
  },
  'DELETE /filters/delete-filter · own chart': async (ctx, caller) => {
    const [, filterId] = await ctx.ownFilter(caller);
    return { method: 'DELETE', path: `/filters/delete-filter?filterId=${q(filterId)}` };
  },
  'DELETE /filters/delete-filters-unused · own chart': async (ctx, caller) => {
    const [chartId] = await ctx.ownFilter(caller);
    return {
      method: 'DELETE',
      path: `/filters/delete-filters-unused?parentChartId=${q(chartId)}&columnNamesToKeep=amount`,
    };
  },

  // Queries
  'POST /query/run · table the tenant may read': (ctx) =>
    Promise.resolve(
      post('/query/run', {
        connectionId: ctx.seed.connectionId,
        sqlQuery: 'SELECT count(*) AS n FROM orders',
      }),
    ),
  'POST /query/run · open connection': (ctx) =>
    Promise.resolve(
      post('/query/run', {
        connectionId: ctx.seed.openConnectionId,
        sqlQuery: `SELECT count(*) AS n FROM ${ctx.seed.openTable}`,
      }),
    ),
  'POST /query/chart-data · saved chart with its dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { id: ctx.seed.chartId },
        dashboardId: ctx.seed.dashboardId,
      }),
    ),
  'POST /query/chart-data · saved chart without a dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { id: ctx.seed.chartId, version: ctx.seed.chartVersion },
      }),
    ),
  'POST /query/chart-data · unsaved chart, select-all starter of a table': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { config: ctx.seed.starterConfig, connection: ctx.seed.connectionId },
      }),
    ),
  'POST /query/chart-data · unsaved chart, SQL of a chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { config: ctx.seed.chartConfig, connection: ctx.seed.connectionId },
      }),
    ),
  'POST /query/chart-data · unsaved chart, SQL the caller wrote': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { config: withOwnSql(ctx.seed.chartConfig), connection: ctx.seed.connectionId },
      }),
    ),
  'POST /query/chart-data/batch · charts of the dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data/batch', {
        dashboardId: ctx.seed.dashboardId,
        charts: [{ id: ctx.seed.chartId }],
      }),
    ),
  'POST /query/filter-values · filter of the shared dashboard': (ctx) =>
    Promise.resolve(
      post('/query/filter-values', {
        dashboardId: ctx.seed.dashboardId,
        filterId: 'filter-channel',
      }),
    ),
  "POST /query/filter-values · filter of another tenant's personal copy": (ctx) =>
    Promise.resolve(
      post('/query/filter-values', {
        dashboardId: ctx.seed.otherTenantCopyId,
        filterId: 'filter-channel',
      }),
    ),
  'POST /query/strict-tenant-coverage': (ctx) =>
    Promise.resolve(
      post('/query/strict-tenant-coverage', {
        connectionId: ctx.seed.connectionId,
        sqlQuery: 'SELECT tenant_id, amount FROM orders',
      }),
    ),

  // Connections (admin)
  'GET /connection/list': () => Promise.resolve(get('/connection/list')),
  'POST /connection/create': (ctx) =>
    Promise.resolve(
      post('/connection/create', {
        name: ctx.unique('perm-created'),
        settings: { type: 'postgres', host: '127.0.0.1', database: 'test', user: 'postgres' },
      }),
    ),
  'POST /connection/test': (ctx) =>
    Promise.resolve(post('/connection/test', { connectionId: ctx.seed.connectionId })),
  'PATCH /connection': async (ctx) => ({
    method: 'PATCH',
    path: '/connection',
    body: { id: await ctx.connection(), name: ctx.unique('perm-renamed') },
  }),
  'DELETE /connection': async (ctx) => ({
    method: 'DELETE',
    path: `/connection?id=${q(await ctx.connection())}`,
  }),
  'GET /connection/schema': (ctx) =>
    Promise.resolve(get(`/connection/schema?connectionId=${q(ctx.seed.connectionId)}`)),
  'POST /connection/preview · table the tenant may read': (ctx) =>
    Promise.resolve(
      post('/connection/preview', { connectionId: ctx.seed.connectionId, table: 'orders' }),
    ),
  'GET /connection/tenant-access': (ctx) =>
    Promise.resolve(get(`/connection/tenant-access?connectionId=${q(ctx.seed.connectionId)}`)),
  'POST /connection/clear-cache': (ctx) =>
    Promise.resolve(post('/connection/clear-cache', { connectionId: ctx.seed.openConnectionId })),
  'POST /connection/upload': (ctx) =>
    Promise.resolve(post('/connection/upload', ctx.uploadForm(ctx.unique('perm_upload')))),

  // Golden assets (admin)
  'POST /ai-golden-charts/save': (ctx) =>
    Promise.resolve(
      post('/ai-golden-charts/save', {
        chart_id: ctx.seed.chartId,
        chartVersion: ctx.seed.chartVersion,
        prompt: 'What is our revenue?',
        config: ctx.seed.chartConfig,
      }),
    ),
  'POST /ai-golden-charts/store': (ctx) =>
    Promise.resolve(
      post('/ai-golden-charts/store', {
        chart_id: ctx.seed.chartId,
        chartVersion: ctx.seed.chartVersion,
        prompt: 'What is our revenue?',
        config: ctx.seed.chartConfig,
        session_id: 'perm-session',
      }),
    ),
  'POST /ai-chat-history/store-golden-chart': (ctx) =>
    Promise.resolve(
      post('/ai-chat-history/store-golden-chart', {
        session_id: 'perm-session',
        prompt: 'What is our revenue?',
        config: ctx.seed.chartConfig,
      }),
    ),
  'POST /store-golden-filters': () =>
    Promise.resolve(
      post('/store-golden-filters', { prompt: 'Orders by channel', filters: [CHANNEL_FILTER] }),
    ),
  'POST /store-golden-asset': async (ctx, caller) =>
    post('/store-golden-asset', {
      chartId: await ctx.ownChart(caller),
      name: 'Revenue (golden)',
      config: ctx.seed.chartConfig,
      prompt: 'What is our revenue?',
    }),

  // Usage analytics: every caller sends events (its tenant from its token); admins read usage
  'POST /analytics/send-event': (ctx) =>
    Promise.resolve(
      post('/analytics/send-event', {
        eventType: 'dashboard',
        eventName: 'Dashboard Viewed',
        dashboardId: ctx.seed.dashboardId,
        embedded: true,
      }),
    ),
  'GET /analytics/usage': () => Promise.resolve(get('/analytics/usage?days=30')),

  // Dashboard settings, public dashboards, workspaces and tenant settings (decision 012)
  ...DASHBOARD_SETTINGS_FIXTURES,

  // The demo's role dashboards (decision 025)
  ...DEMO_FIXTURES,
};
