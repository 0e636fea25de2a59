import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// POST /dashboard/v2/copy and GET /dashboard/get-tenant-dashboard (dashboards.md §4, §6, §7):
// admins clone; a tenant with editing permissions keeps one personal copy of a shared dashboard.
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Entry {
  version: number;
  layout: { i: string; x: number; y: number; w: number; h: number };
}
interface Config {
  charts: Record<string, Entry>;
  filters: unknown[];
  title?: string;
}
interface Row {
  id: string;
  version: number;
  name: string;
  config: Config;
  published: boolean;
  tenant_id?: string | null;
  parent_template_dashboard?: string | null;
}

let server: TestServer;
let admin: string;
let sharedId: string;
let connectionId: string;
const EDIT = { createChart: true, editCharts: true, addChart: true };
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(
  tenant: string,
  permissions: Record<string, boolean>,
  dashboardIds: string[] = [],
) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: tenant } },
    permissions,
    dashboardIds,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function dashboard(id: string, token = admin): Promise<Row> {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } }, token);
  expect(res.status).toBe(200);
  return res.json.data.dashboard as Row;
}
const copy = (body: unknown, token: string) => api('POST', '/dashboard/v2/copy', body, token);
const tenantCopy = (parent: string, token: string) =>
  api('GET', `/dashboard/get-tenant-dashboard?parentDashboardId=${parent}`, undefined, token);
/** Rows of every version of every dashboard a tenant owns, straight from the store. */
async function storedCopies(tenantId: string) {
  const db = server.services.db;
  return db.selectFrom('dashboards').selectAll().where('tenant_id', '=', tenantId).execute();
}
async function newChart(token: string) {
  const created = await api(
    'POST',
    '/chart/v3/create-chart',
    { starterConnection: connectionId, starterTable: 'orders', configVersion: 'v2' },
    token,
  );
  expect(created.status).toBe(200);
  return created.json.data.chartId as string;
}
function withChart(config: Config, chartId: string): Config {
  const bottom = Math.max(0, ...Object.values(config.charts).map((c) => c.layout.y + c.layout.h));
  return {
    ...config,
    charts: {
      ...config.charts,
      [chartId]: { version: 1, layout: { i: chartId, x: 0, y: bottom, w: 4, h: 8 } },
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  sharedId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  const connections = (await api('GET', '/connection/list')).json.data.connections as Array<{
    id: string;
    defaultConnection: boolean;
  }>;
  connectionId = (connections.find((c) => c.defaultConnection) ?? connections[0]!).id;
});
afterAll(async () => server?.stop());

describe('personal copies of a shared dashboard', () => {
  it('a tenant copies the shared dashboard once, opens it and saves over it', async () => {
    const token = await tenantToken('acme', EDIT);
    const shared = await dashboard(sharedId);
    // No copy yet; saving over the shared dashboard is refused.
    expect((await tenantCopy(sharedId, token)).status).toBe(404);
    const refused = await api(
      'POST',
      '/dashboard/v3/save',
      { dashboardId: sharedId, name: shared.name, config: shared.config },
      token,
    );
    expect(refused.status).toBe(403);
    expect(refused.json.error?.message).toBe('Make a personal copy before editing this dashboard');

    const first = await copy({ dashboard: { id: sharedId }, personalWorkspace: true }, token);
    expect(first.json.error?.message).toBeUndefined();
    expect(first.status).toBe(200);
    const copyId = first.json.data.dashboardId as string;
    expect(copyId).not.toBe(sharedId);
    const got = await tenantCopy(sharedId, token);
    expect(got.status).toBe(200);
    const row = got.json.data.dashboard as Row;
    expect(row).toMatchObject({
      id: copyId,
      version: 1,
      published: true,
      tenant_id: 'acme',
      parent_template_dashboard: sharedId,
    });
    expect(row.config.charts).toEqual(shared.config.charts);
    expect((await dashboard(copyId, token)).id).toBe(copyId);

    // A second call answers the same copy and writes nothing.
    const second = await copy(
      { dashboard: { id: sharedId, version: shared.version }, personalWorkspace: true },
      token,
    );
    expect(second.json.data.dashboardId).toBe(copyId);
    expect(await storedCopies('acme')).toHaveLength(1);

    // Later saves go over the copy; the shared dashboard keeps its version.
    const [chartId, entry] = Object.entries(row.config.charts)[0]!;
    const moved = { ...row.config, charts: { ...row.config.charts } };
    moved.charts[chartId] = { ...entry, layout: { ...entry.layout, y: entry.layout.y + 20 } };
    const saved = await api(
      'POST',
      '/dashboard/v3/save',
      { dashboardId: copyId, name: row.name, config: moved, dashboardVersion: 1 },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data.dashboard.version).toBe(2);
    expect((await dashboard(sharedId)).version).toBe(shared.version);
    // A tenant may not re-parent its copy.
    const reparent = await api(
      'POST',
      '/dashboard/v3/save',
      { dashboardId: copyId, name: row.name, config: moved, parentTemplateDashboard: 'other' },
      token,
    );
    expect(reparent.status).toBe(403);
  });

  it('takes the pending change as the copy config (a chart just created)', async () => {
    const token = await tenantToken('hooli', EDIT);
    const chartId = await newChart(token);
    const shared = await dashboard(sharedId);
    const res = await copy(
      {
        dashboard: { id: sharedId, version: shared.version },
        dashboardConfigOverride: withChart(shared.config, chartId),
        personalWorkspace: true,
      },
      token,
    );
    expect(res.status).toBe(200);
    const row = await dashboard(res.json.data.dashboardId as string, token);
    expect(row.config.charts[chartId]?.version).toBe(1);
    expect(Object.keys(row.config.charts)).toHaveLength(
      Object.keys(shared.config.charts).length + 1,
    );
    // The chart is readable through the copy, and not by another tenant through it.
    const read = (as: string) =>
      api(
        'POST',
        '/query/chart-data',
        { chart: { id: chartId, version: 1 }, dashboardId: row.id },
        as,
      );
    expect((await read(token)).status).toBe(200);
    expect((await read(await tenantToken('globex', EDIT))).status).toBe(404);
    // The shared dashboard does not show it.
    expect((await dashboard(sharedId)).config.charts[chartId]).toBeUndefined();
  });

  it('never lets another tenant reach a copy', async () => {
    const acme = await tenantToken('acme2', EDIT);
    const globex = await tenantToken('globex', EDIT);
    const acmeCopy = (await copy({ dashboard: { id: sharedId }, personalWorkspace: true }, acme))
      .json.data.dashboardId as string;
    expect((await tenantCopy(sharedId, globex)).status).toBe(404);
    expect(
      (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: acmeCopy } }, globex))
        .status,
    ).toBe(404);
    const row = await dashboard(acmeCopy, acme);
    const overwrite = await api(
      'POST',
      '/dashboard/v3/save',
      { dashboardId: acmeCopy, name: 'mine', config: row.config },
      globex,
    );
    expect(overwrite.status).toBe(404);
    // Copying acme's copy is "not found" for globex too, and globex gets its own copy.
    expect(
      (await copy({ dashboard: { id: acmeCopy }, personalWorkspace: true }, globex)).status,
    ).toBe(404);
    const globexCopy = (
      await copy({ dashboard: { id: sharedId }, personalWorkspace: true }, globex)
    ).json.data.dashboardId as string;
    expect(globexCopy).not.toBe(acmeCopy);
    expect((await dashboard(acmeCopy, acme)).version).toBe(1);
  });

  it('lets a token that lists dashboards open its own copies of them only', async () => {
    const listed = await tenantToken('initech', EDIT, [sharedId]);
    const made = await copy({ dashboard: { id: sharedId }, personalWorkspace: true }, listed);
    expect(made.status).toBe(200);
    const copyId = made.json.data.dashboardId as string;
    const row = await dashboard(copyId, listed);
    const [chartId, entry] = Object.entries(row.config.charts)[0]!;
    const data = await api(
      'POST',
      '/query/chart-data',
      { chart: { id: chartId, version: entry.version }, dashboardId: copyId },
      listed,
    );
    expect(data.status).toBe(200);
    // Copying its own copy ('Create a copy') adds a dashboard of the same template, which the
    // listing token opens too (decision 024).
    const again = await copy({ dashboard: { id: copyId }, personalWorkspace: true }, listed);
    const cloneId = again.json.data.dashboardId as string;
    expect(cloneId).not.toBe(copyId);
    expect(await dashboard(cloneId, listed)).toMatchObject({
      tenant_id: 'initech',
      parent_template_dashboard: sharedId,
    });
    // A token of the same tenant listing other dashboards does not reach it, nor the parent.
    const elsewhere = await tenantToken('initech', EDIT, ['some-other-dashboard']);
    expect(
      (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: copyId } }, elsewhere))
        .status,
    ).toBe(404);
    expect((await tenantCopy(sharedId, elsewhere)).status).toBe(404);
    expect(
      (await copy({ dashboard: { id: sharedId }, personalWorkspace: true }, elsewhere)).status,
    ).toBe(404);
  });

  it('refuses readOnly tokens and tenants without editing permissions, writing nothing', async () => {
    const readOnly = await tenantToken('umbrella', { readOnly: true, ...EDIT });
    const none = await tenantToken('umbrella', {});
    for (const token of [readOnly, none]) {
      const res = await copy({ dashboard: { id: sharedId }, personalWorkspace: true }, token);
      expect(res.status).toBe(403);
      expect(res.json.error?.message).toMatch(/does not allow you to edit dashboards/);
    }
    // An override the token may not make (removing a chart without removeChart) is refused too.
    const editor = await tenantToken('umbrella', EDIT);
    const shared = await dashboard(sharedId);
    const [firstChart] = Object.keys(shared.config.charts);
    const charts = { ...shared.config.charts };
    delete charts[firstChart!];
    const removed = await copy(
      {
        dashboard: { id: sharedId },
        personalWorkspace: true,
        dashboardConfigOverride: { ...shared.config, charts },
      },
      editor,
    );
    expect(removed.status).toBe(403);
    expect(removed.json.error?.message).toMatch(/remove charts/);
    expect(await storedCopies('umbrella')).toHaveLength(0);
    expect((await tenantCopy(sharedId, readOnly)).status).toBe(404);
  });

  it('answers 400 to bad input and 404 to unknown dashboards', async () => {
    const token = await tenantToken('wayne', EDIT);
    expect((await copy({}, token)).status).toBe(400);
    expect((await copy({ dashboard: { id: '' }, personalWorkspace: true }, token)).status).toBe(
      400,
    );
    const badConfig = await copy(
      { dashboard: { id: sharedId }, personalWorkspace: true, dashboardConfigOverride: 'x' },
      token,
    );
    expect(badConfig.status).toBe(400);
    const unknownChart = await copy(
      {
        dashboard: { id: sharedId },
        personalWorkspace: true,
        dashboardConfigOverride: withChart((await dashboard(sharedId)).config, 'no-such-chart'),
      },
      token,
    );
    expect(unknownChart.status).toBe(400);
    expect(unknownChart.json.error?.message).toBe('Chart no-such-chart version 1 does not exist');
    const noWorkspace = await copy({ dashboard: { id: sharedId } }, token);
    expect(noWorkspace.status).toBe(400);
    expect(noWorkspace.json.error?.message).toMatch(/personalWorkspace: true/);
    expect(await storedCopies('wayne')).toHaveLength(0);
    expect((await copy({ dashboard: { id: 'nope' }, personalWorkspace: true }, token)).status).toBe(
      404,
    );
    expect((await api('GET', '/dashboard/get-tenant-dashboard', undefined, token)).status).toBe(
      400,
    );
    expect((await tenantCopy(sharedId, admin)).status).toBe(400);
  });

  it('makes one copy when two calls race', async () => {
    const token = await tenantToken('stark', EDIT);
    const body = { dashboard: { id: sharedId }, personalWorkspace: true };
    const answers = await Promise.all([copy(body, token), copy(body, token), copy(body, token)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.data.dashboardId)).size).toBe(1);
    expect(await storedCopies('stark')).toHaveLength(1);
  });

  it('lets an admin clone a dashboard as a new one at version 1', async () => {
    const shared = await dashboard(sharedId);
    const res = await copy({ dashboard: { id: sharedId, version: shared.version } }, admin);
    expect(res.status).toBe(200);
    const cloneId = res.json.data.dashboardId as string;
    expect(cloneId).not.toBe(sharedId);
    const clone = await dashboard(cloneId);
    expect(clone).toMatchObject({ version: 1, name: `${shared.name} (copy)`, tenant_id: null });
    // The copy's config is the original's, its title marked as a copy like its name (decision 027).
    expect(clone.config).toEqual({ ...shared.config, title: `${shared.config.title} (copy)` });
    const list = (await api('GET', '/dashboard/list')).json.data.dashboards as Array<{
      id: string;
    }>;
    expect(list.map((d) => d.id)).toContain(cloneId);
    expect((await dashboard(sharedId)).version).toBe(shared.version);
  });
});
