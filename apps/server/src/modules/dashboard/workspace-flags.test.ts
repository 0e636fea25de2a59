import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// The share link's flags (personalWorkspace, addFilter, createChart, removeChart, addChart,
// editCharts; dashboards.md §2, §6) do nothing without the token's permission: the server
// refuses each write the token does not allow and writes nothing (decision 024).
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Entry {
  version: number;
  layout: { i: string; x: number; y: number; w: number; h: number };
}
interface Config {
  charts: Record<string, Entry>;
  filters: Array<{ id: string; displayName?: string }>;
}
interface Row {
  id: string;
  version: number;
  name: string;
  config: Config;
  tenant_id?: string | null;
  parent_template_dashboard?: string | null;
}
type Flag = 'addChart' | 'removeChart' | 'editCharts' | 'createChart' | 'addFilter';

let server: TestServer;
let admin: string;
let sharedId: string;
let connectionId: string;
/** A published chart of the library that is on no dashboard. */
let extraChartId: string;
let run = 0;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(permissions: Record<string, boolean>): Promise<string> {
  run += 1;
  const id = `flags-${run}`;
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: 'acme' } },
    permissions,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function dashboard(id: string, token = admin): Promise<Row> {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } }, token);
  expect(res.status).toBe(200);
  return res.json.data.dashboard as Row;
}
/** A personal copy made by a builder token of the same tenant as `token` would be refused. */
async function personalCopy(token: string): Promise<Row> {
  const res = await api(
    'POST',
    '/dashboard/v2/copy',
    { dashboard: { id: sharedId }, personalWorkspace: true },
    token,
  );
  expect(res.status).toBe(200);
  return dashboard(res.json.data.dashboardId as string, token);
}
const save = (row: Row, config: Config, token: string, name = row.name) =>
  api(
    'POST',
    '/dashboard/v3/save',
    { dashboardId: row.id, name, config, dashboardVersion: row.version },
    token,
  );
const list = async (token: string) =>
  (
    await api(
      'GET',
      `/dashboard/get-all-tenant-dashboards?parentDashboardId=${sharedId}`,
      undefined,
      token,
    )
  ).json.data.dashboards as Row[];

/** A published chart of the library, copied by the tenant (POST /chart/v2/copy). */
async function libraryCopy(token: string): Promise<{ status: number; id?: string }> {
  const published = await api('GET', '/chart/get-published-enriched-charts', undefined, token);
  if (published.status !== 200) return { status: published.status };
  const chart = (published.json.data.charts as Array<{ id: string; version: number }>)[0]!;
  const res = await api(
    'POST',
    '/chart/v2/copy',
    { chart: { id: chart.id, version: chart.version, published: false } },
    token,
  );
  return { status: res.status, id: res.json.data?.chartId as string | undefined };
}

function added(config: Config, chartId: string, version = 1): Config {
  const bottom = Math.max(0, ...Object.values(config.charts).map((c) => c.layout.y + c.layout.h));
  const layout = { i: chartId, x: 0, y: bottom + 8, w: 4, h: 8 };
  return { ...config, charts: { ...config.charts, [chartId]: { version, layout } } };
}
function removed(config: Config): Config {
  const charts = { ...config.charts };
  delete charts[Object.keys(charts)[0]!];
  return { ...config, charts };
}
function filterRenamed(config: Config): Config {
  const [first, ...rest] = config.filters;
  return { ...config, filters: [{ ...first!, displayName: `Renamed ${run}` }, ...rest] };
}

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  sharedId = server.seeded!.dashboardId;
  const connections = (await api('GET', '/connection/list')).json.data.connections as Array<{
    id: string;
    defaultConnection: boolean;
  }>;
  connectionId = (connections.find((c) => c.defaultConnection) ?? connections[0]!).id;
  const shared = await dashboard(sharedId);
  const [first, entry] = Object.entries(shared.config.charts)[0]!;
  const copied = await api('POST', '/chart/v2/copy', {
    chart: { id: first, version: entry.version, published: false },
  });
  extraChartId = copied.json.data.chartId as string;
  expect((await api('POST', '/chart/publish-chart', { chartId: extraChartId })).status).toBe(200);
});
afterAll(async () => server?.stop());

describe('each editing flag needs its permission in the token', () => {
  /** Which of the writes each single-permission token may make. */
  const allowed: Record<Flag, { add: boolean; remove: boolean; filter: boolean; pick: boolean }> = {
    addChart: { add: true, remove: false, filter: false, pick: true },
    removeChart: { add: false, remove: true, filter: false, pick: false },
    editCharts: { add: false, remove: false, filter: false, pick: true },
    createChart: { add: true, remove: false, filter: false, pick: true },
    addFilter: { add: false, remove: false, filter: true, pick: false },
  };

  it.each(Object.keys(allowed) as Flag[])('a token with only %s', async (flag) => {
    const token = await tenantToken({ [flag]: true });
    const copy = await personalCopy(token);
    const expect200or403 = (ok: boolean) => (ok ? 200 : 403);

    // Browsing and copying library charts (the library picker of addChart).
    const pick = await libraryCopy(token);
    expect(pick.status).toBe(expect200or403(allowed[flag].pick));

    // Adding an existing published chart of the library (any chart the tenant may reach).
    const add = await save(copy, added(copy.config, extraChartId), token);
    expect(add.status, JSON.stringify(add.json)).toBe(expect200or403(allowed[flag].add));
    if (add.status === 403) expect(add.json.error?.message).toMatch(/add charts/);

    const latest = await dashboard(copy.id, token);
    const remove = await save(latest, removed(latest.config), token);
    expect(remove.status).toBe(expect200or403(allowed[flag].remove));
    if (remove.status === 403) expect(remove.json.error?.message).toMatch(/remove charts/);

    const now = await dashboard(copy.id, token);
    const filter = await save(now, filterRenamed(now.config), token);
    expect(filter.status).toBe(expect200or403(allowed[flag].filter));
    if (filter.status === 403) expect(filter.json.error?.message).toMatch(/dashboard filters/);

    // Refused writes wrote nothing: one version per allowed write after the copy's first.
    const writes = ['add', 'remove', 'filter'].filter(
      (w) => allowed[flag][w as 'add' | 'remove' | 'filter'],
    ).length;
    expect((await dashboard(copy.id, token)).version).toBe(1 + writes);
  });

  it("removeChart: the removed chart's references leave the dashboard filters with it", async () => {
    const token = await tenantToken({ removeChart: true });
    const copy = await personalCopy(token);
    type Targeted = { id: string; chartFilterStructures?: Record<string, unknown> };
    const filters = copy.config.filters as Targeted[];
    const targeted = filters.find((f) => Object.keys(f.chartFilterStructures ?? {}).length > 0)!;
    const chartId = Object.keys(targeted.chartFilterStructures!)[0]!;
    const charts = { ...copy.config.charts };
    delete charts[chartId];
    const stripped = filters.map((f) => {
      const structures = { ...(f.chartFilterStructures ?? {}) };
      delete structures[chartId];
      return { ...f, chartFilterStructures: structures };
    });
    const kept = stripped.filter(
      (f, i) =>
        Object.keys(f.chartFilterStructures).length > 0 ||
        Object.keys(filters[i]!.chartFilterStructures ?? {}).length === 0,
    );
    const res = await save(copy, { ...copy.config, charts, filters: kept } as Config, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // Removing a filter the chart was not alone in is a filter change: refused.
    const latest = await dashboard(copy.id, token);
    const fewer = { ...latest.config, filters: latest.config.filters.slice(1) };
    expect((await save(latest, fewer, token)).status).toBe(403);
  });

  it('createChart: creating a chart needs it (or createChartSQL); others get 403', async () => {
    const body = { starterConnection: connectionId, starterTable: 'orders', configVersion: 'v2' };
    const creator = await tenantToken({ createChart: true });
    expect((await api('POST', '/chart/v3/create-chart', body, creator)).status).toBe(200);
    for (const flag of ['addChart', 'removeChart', 'editCharts', 'addFilter']) {
      const other = await tenantToken({ [flag]: true });
      expect((await api('POST', '/chart/v3/create-chart', body, other)).status).toBe(403);
    }
  });

  it('editCharts: another version of a chart on the dashboard needs it', async () => {
    const editor = await tenantToken({ editCharts: true });
    const copy = await personalCopy(editor);
    // The tenant's own copy of the first chart, edited (version 2), takes the chart's cell.
    const [chartId, entry] = Object.entries(copy.config.charts)[0]!;
    const made = await api(
      'POST',
      '/chart/v2/copy',
      { chart: { id: chartId, version: entry.version, published: false } },
      editor,
    );
    expect(made.status).toBe(200);
    const copyId = made.json.data.chartId as string;
    const charts = { ...copy.config.charts };
    delete charts[chartId];
    charts[copyId] = { ...entry, layout: { ...entry.layout, i: copyId } };
    const edited = await save(copy, { ...copy.config, charts }, editor);
    expect(edited.status).toBe(200);
    // The same change by a token that may only add charts is an add and a remove: refused.
    const adder = await tenantToken({ addChart: true });
    const other = await personalCopy(adder);
    const mine = await api(
      'POST',
      '/chart/v2/copy',
      { chart: { id: chartId, version: entry.version, published: false } },
      adder,
    );
    const swapped = { ...other.config.charts };
    delete swapped[chartId];
    swapped[mine.json.data.chartId as string] = entry;
    const refused = await save(other, { ...other.config, charts: swapped }, adder);
    expect(refused.status).toBe(403);
    expect((await dashboard(other.id, adder)).version).toBe(1);
  });
});

describe('personalWorkspace: the tenant workspace actions', () => {
  it('a readOnly token or one without editing permissions gets no personal copy', async () => {
    const tokens: Array<Record<string, boolean>> = [{}, { readOnly: true, addChart: true }];
    for (const permissions of tokens) {
      const token = await tenantToken(permissions);
      const res = await api(
        'POST',
        '/dashboard/v2/copy',
        { dashboard: { id: sharedId }, personalWorkspace: true },
        token,
      );
      expect(res.status).toBe(403);
      expect(await list(token)).toEqual([]);
    }
  });

  it("'Create a copy', rename and delete of the tenant's workspace dashboards", async () => {
    const token = await tenantToken({ addChart: true });
    const copy = await personalCopy(token);
    expect(copy.name).toBe('');

    // 'Create a copy': another dashboard of the same template in the personal workspace.
    const cloned = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: copy.id }, personalWorkspace: true, name: 'My second view' },
      token,
    );
    expect(cloned.status).toBe(200);
    const cloneId = cloned.json.data.dashboardId as string;
    const clone = await dashboard(cloneId, token);
    expect(clone).toMatchObject({
      name: 'My second view',
      version: 1,
      tenant_id: copy.tenant_id,
      parent_template_dashboard: sharedId,
    });
    expect(clone.config.charts).toEqual(copy.config.charts);
    expect((await list(token)).map((d) => d.id)).toEqual([copy.id, cloneId]);
    // Both live in the tenant's personal workspace.
    const workspace = async (id: string) =>
      (await api('GET', `/dashboard/get-dashboards-workspace?dashboardId=${id}`, undefined, token))
        .json.data.workspaceId as string;
    expect(await workspace(cloneId)).toBe(await workspace(copy.id));
    // Without a name: '{name} (copy)'.
    const unnamed = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: cloneId }, personalWorkspace: true },
      token,
    );
    expect((await dashboard(unnamed.json.data.dashboardId as string, token)).name).toBe(
      'My second view (copy)',
    );
    // A blank name is refused with the schema's message, nothing written.
    const blank = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: cloneId }, personalWorkspace: true, name: '  ' },
      token,
    );
    expect(blank.status).toBe(400);
    expect(blank.json.error?.message).toMatch(/name must not be empty/);
    expect(await list(token)).toHaveLength(3);

    // Rename: a new version with the new name.
    const renamed = await save(clone, clone.config, token, 'Renamed view');
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.dashboard).toMatchObject({ name: 'Renamed view', version: 2 });

    // Delete: the clone goes, the first copy stays.
    const gone = await api('DELETE', `/dashboard?id=${cloneId}`, undefined, token);
    expect(gone.status).toBe(200);
    expect((await list(token)).map((d) => d.id)).not.toContain(cloneId);
    expect((await list(token)).map((d) => d.id)).toContain(copy.id);
  });

  it('disableTabs: no rename; another tenant cannot clone, rename or delete', async () => {
    const noTabs = await tenantToken({ addChart: true, disableTabs: true });
    const copy = await personalCopy(noTabs);
    const rename = await save(copy, copy.config, noTabs, 'Renamed');
    expect(rename.status).toBe(403);
    expect(rename.json.error?.message).toBe(
      'This token does not allow you to rename dashboards (disableTabs)',
    );
    expect((await dashboard(copy.id, noTabs)).version).toBe(1);

    const stranger = await tenantToken({ addChart: true, removeChart: true });
    const clone = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id: copy.id }, personalWorkspace: true },
      stranger,
    );
    expect(clone.status).toBe(404);
    expect((await save(copy, copy.config, stranger, 'Mine')).status).toBe(404);
    expect((await api('DELETE', `/dashboard?id=${copy.id}`, undefined, stranger)).status).toBe(404);
    expect((await dashboard(copy.id)).version).toBe(1);
  });
});

describe('GET /tenant/get-tenant-settings and the workspace calls answer the spec shape', () => {
  it('settings carry permissions, tenantEditingPermissions and plan flags', async () => {
    const token = await tenantToken({ addChart: true, disableTabs: true });
    const res = await api('POST', '/tenant/get-tenant-settings', { token }, undefined);
    expect(res.status).toBe(200);
    const settings = res.json.data.settings;
    expect(settings.permissions).toMatchObject({ isAdmin: false, addChart: true, readOnly: false });
    expect(settings.tenantEditingPermissions).toMatchObject({ addChart: true, disableTabs: true });
    expect(Object.keys(settings.planFlags).sort()).toEqual(
      ['isEnterprise', 'isGrowthPlan', 'isProPlan', 'isStartUpPlan'].sort(),
    );
  });

  it('get-workspace-tenant-dashboard answers dashboard; get-dashboards-workspace workspaceId', async () => {
    const token = await tenantToken({ removeChart: true });
    const copy = await personalCopy(token);
    const ws = await api(
      'GET',
      `/dashboard/get-dashboards-workspace?dashboardId=${copy.id}`,
      undefined,
      token,
    );
    expect(ws.status).toBe(200);
    const workspaceId = ws.json.data.workspaceId as string;
    expect(workspaceId).toMatch(/^[0-9a-f-]{36}$/);
    const got = await api(
      'GET',
      `/dashboard/get-workspace-tenant-dashboard?workspaceId=${workspaceId}&dashboardId=${copy.id}`,
      undefined,
      token,
    );
    expect(got.status).toBe(200);
    expect(got.json.data.dashboard).toMatchObject({
      id: copy.id,
      parent_template_dashboard: sharedId,
    });
    const all = await list(token);
    expect(all.map((d) => d.id)).toEqual([copy.id]);
  });
});
