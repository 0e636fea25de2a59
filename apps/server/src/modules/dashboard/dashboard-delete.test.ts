import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Config {
  title?: string;
  charts: Record<string, { version: number; layout: Record<string, number | string> }>;
  filters: Array<Record<string, unknown>>;
}

let server: TestServer;
let admin: string;
let organizationId: string;
let demoId: string;
let chartId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
const remove = (id: string, token = admin) =>
  api('DELETE', `/dashboard?id=${encodeURIComponent(id)}`, undefined, token);

async function tenantToken(tenant: string, permissions: Record<string, boolean> = {}) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: tenant } },
    permissions,
  });
  expect(res.status).toBe(200);
  return res.json.data.token as string;
}
async function latest(id: string) {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } });
  expect(res.status).toBe(200);
  return res.json.data.dashboard as { id: string; version: number; name: string; config: Config };
}
async function rowsOf(
  table: 'dashboards' | 'dashboard_filters' | 'themes',
  column: string,
  id: string,
) {
  const res = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} = ${id}`.execute(server.services.db);
  return res.rows[0]?.n ?? 0;
}
async function chartFilterExists(filterId: string) {
  return !!(await server.services.db
    .selectFrom('chart_filters')
    .select('filter_id')
    .where('filter_id', '=', filterId)
    .executeTakeFirst());
}
/** A chart filter on the demo chart (POST /filters/create-or-update-filter). */
async function chartFilter(): Promise<string> {
  const filterId = `cf-${randomUUID()}`;
  const res = await api('POST', '/filters/create-or-update-filter', {
    filterId,
    parentChartId: chartId,
    filterConfig: {
      displayName: 'Channel',
      filterType: 'Select',
      filterSubType: 'Select Single',
      filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
    },
  });
  expect(res.status).toBe(200);
  return filterId;
}
/** A new admin dashboard (save based on version 0) showing the demo chart. */
async function createDashboard(name: string, filters: Config['filters'] = []) {
  const id = randomUUID();
  const res = await api('POST', '/dashboard/v3/save', {
    dashboardId: id,
    name,
    dashboardVersion: 0,
    config: {
      title: name,
      charts: { [chartId]: { version: 1, layout: { i: chartId, x: 0, y: 0, w: 4, h: 8 } } },
      filters,
    },
  });
  expect(res.status).toBe(200);
  return id;
}
function dateFilter(id: string, chartFilterIds: string[]) {
  return {
    id,
    displayName: 'Date',
    filterType: 'Date',
    filterSubType: 'Date Range',
    filterSourceType: 'Output',
    filterTable: 'orders',
    filterColumn: 'created_at',
    chartFilterIds,
  };
}
/** A dashboard filter row (the v2 editor's table) linking `chartFilterIds`. */
async function dashboardFilterRow(dashboardId: string, chartFilterIds: string[]) {
  await server.services.db
    .insertInto('dashboard_filters')
    .values({
      filter_id: `df-${randomUUID()}`,
      organization_id: organizationId,
      parent_dashboard_id: dashboardId,
      config: JSON.stringify(dateFilter('x', chartFilterIds)),
      saved: true,
      saved_at: new Date(),
    })
    .execute();
}
async function themeRow(dashboardId: string) {
  await server.services.db
    .insertInto('themes')
    .values({
      id: randomUUID(),
      organization_id: organizationId,
      dashboard_id: dashboardId,
      dashboard_version: 1,
      mode: 'light',
      theme: JSON.stringify({}),
      is_default: false,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  organizationId = (await api('GET', '/auth/me')).json.data.organization.id;
  demoId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  const demo = await latest(demoId);
  chartId = Object.keys(demo.config.charts)[0]!;
});
afterAll(async () => server?.stop());

describe('POST /dashboard/v3/save based on version 0', () => {
  it('creates a published version 1 under the new id, listed for admins', async () => {
    const id = await createDashboard('Created blank');
    const row = await latest(id);
    expect(row).toMatchObject({ id, version: 1, name: 'Created blank' });
    expect(Object.keys(row.config.charts)).toEqual([chartId]);
    const list = (await api('GET', '/dashboard/list')).json.data.dashboards as Array<{
      id: string;
      published: boolean;
    }>;
    expect(list.find((d) => d.id === id)?.published).toBe(true);
    expect(
      (await api('POST', '/dashboard/get-version-values', { dashboard: { id } })).json.data,
    ).toEqual({ versions: [1] });
  });

  it('refuses an existing id (409), tenants (403) and unknown charts (400), writing nothing', async () => {
    const taken = await api('POST', '/dashboard/v3/save', {
      dashboardId: demoId,
      name: 'Clash',
      dashboardVersion: 0,
      config: {},
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error?.message).toBe(`Dashboard ${demoId} already exists`);
    const id = randomUUID();
    const tenant = await api(
      'POST',
      '/dashboard/v3/save',
      { dashboardId: id, name: 'Mine', dashboardVersion: 0, config: {} },
      await tenantToken('acme', { addChart: true }),
    );
    expect(tenant.status).toBe(403);
    const unknownChart = await api('POST', '/dashboard/v3/save', {
      dashboardId: id,
      name: 'Broken',
      dashboardVersion: 0,
      config: { charts: { nope: { version: 1, layout: { i: 'nope', x: 0, y: 0, w: 4, h: 8 } } } },
    });
    expect(unknownChart.status).toBe(400);
    expect(unknownChart.json.error?.message).toBe('Chart nope version 1 does not exist');
    const negative = await api('POST', '/dashboard/v3/save', {
      dashboardId: id,
      name: 'Broken',
      dashboardVersion: -1,
      config: {},
    });
    expect(negative.status).toBe(400);
    expect(negative.json.error?.message).toBe(
      'Invalid body at dashboardVersion: dashboardVersion must be at least 0',
    );
    expect(await rowsOf('dashboards', 'id', id)).toBe(0);
  });
});

describe('DELETE /dashboard', () => {
  it('deletes every version, personal copies, dashboard filters, themes and only unshared chart filters', async () => {
    const own = await chartFilter();
    const shared = await chartFilter();
    const fromRow = await chartFilter();
    // `shared` is linked by the demo dashboard's clone below too: it must stay.
    const id = await createDashboard('To delete', [dateFilter('f-date', [own, shared])]);
    const keeper = await createDashboard('Keeper', [dateFilter('f-date', [shared])]);
    const first = await latest(id);
    const second = await api('POST', '/dashboard/v3/save', {
      dashboardId: id,
      name: 'To delete, renamed',
      config: first.config,
      dashboardVersion: 1,
    });
    expect(second.status).toBe(200);
    await dashboardFilterRow(id, [fromRow]);
    await themeRow(id);
    const copy = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id }, personalWorkspace: true },
      await tenantToken('acme', { addChart: true }),
    );
    expect(copy.status).toBe(200);
    const copyId = copy.json.data.dashboardId as string;
    await dashboardFilterRow(copyId, []);

    const res = await remove(id);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id });
    expect(await rowsOf('dashboards', 'id', id)).toBe(0);
    expect(await rowsOf('dashboards', 'id', copyId)).toBe(0);
    expect(await rowsOf('dashboards', 'parent_template_dashboard', id)).toBe(0);
    expect(await rowsOf('dashboard_filters', 'parent_dashboard_id', id)).toBe(0);
    expect(await rowsOf('dashboard_filters', 'parent_dashboard_id', copyId)).toBe(0);
    expect(await rowsOf('themes', 'dashboard_id', id)).toBe(0);
    expect(await chartFilterExists(own)).toBe(false);
    expect(await chartFilterExists(fromRow)).toBe(false);
    expect(await chartFilterExists(shared)).toBe(true);
    // Gone through the API too (no remembered version answers), and a second delete is a 404.
    const gone = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id, version: 1 } });
    expect(gone.status).toBe(404);
    expect((await api('POST', '/dashboard/get-version-values', { dashboard: { id } })).status).toBe(
      404,
    );
    const list = (await api('GET', '/dashboard/list')).json.data.dashboards as Array<{
      id: string;
    }>;
    expect(list.map((d) => d.id)).not.toContain(id);
    expect(list.map((d) => d.id)).toContain(keeper);
    expect((await remove(id)).status).toBe(404);
  });

  it('writes nothing when a step of the delete fails', async () => {
    const own = await chartFilter();
    const id = await createDashboard('Half delete', [dateFilter('f-date', [own])]);
    await dashboardFilterRow(id, []);
    await themeRow(id);
    const db = server.services.db;
    await sql`CREATE OR REPLACE FUNCTION refuse_theme_delete() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'theme delete refused'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER refuse_theme_delete BEFORE DELETE ON themes
      FOR EACH ROW EXECUTE FUNCTION refuse_theme_delete()`.execute(db);
    try {
      expect((await remove(id)).status).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_theme_delete ON themes`.execute(db);
    }
    expect(await rowsOf('dashboards', 'id', id)).toBe(1);
    expect(await rowsOf('dashboard_filters', 'parent_dashboard_id', id)).toBe(1);
    expect(await chartFilterExists(own)).toBe(true);
    expect((await remove(id)).status).toBe(200);
    expect(await chartFilterExists(own)).toBe(false);
  });

  it('lets a tenant delete only its own workspace dashboards, with an editing permission', async () => {
    const id = await createDashboard('Shared with tenants');
    const editor = await tenantToken('acme', { addChart: true });
    const copy = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id }, personalWorkspace: true },
      editor,
    );
    const copyId = copy.json.data.dashboardId as string;
    // The organisation's dashboard: admins only.
    const onShared = await remove(id, editor);
    expect(onShared.status).toBe(403);
    expect(onShared.json.error?.message).toBe('Only admins can delete organisation dashboards');
    // Another tenant does not see this copy; a read-only token may not delete it.
    expect((await remove(copyId, await tenantToken('globex', { addChart: true }))).status).toBe(
      404,
    );
    const viewer = await remove(copyId, await tenantToken('acme', { readOnly: true }));
    expect(viewer.status).toBe(403);
    expect(viewer.json.error?.message).toMatch(/does not allow you to delete dashboards/);
    expect(await rowsOf('dashboards', 'id', copyId)).toBe(1);
    // Its own copy, with an editing permission: deleted; the parent stays.
    expect((await remove(copyId, editor)).status).toBe(200);
    expect(await rowsOf('dashboards', 'id', copyId)).toBe(0);
    expect((await latest(id)).version).toBe(1);
    // Copying again makes a fresh copy (nothing remembered of the deleted one).
    const again = await api(
      'POST',
      '/dashboard/v2/copy',
      { dashboard: { id }, personalWorkspace: true },
      editor,
    );
    expect(again.status).toBe(200);
    expect(await rowsOf('dashboards', 'id', again.json.data.dashboardId as string)).toBe(1);
  });

  it('answers 404 for unknown ids, 400 with the schema message for bad ones, 401 without credentials', async () => {
    const unknown = await remove('no-such-dashboard');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error?.message).toBe('Dashboard no-such-dashboard not found');
    const missing = await api('DELETE', '/dashboard');
    expect(missing.status).toBe(400);
    const bad = await remove('not a valid id!');
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toBe(
      'Invalid querystring at id: id must be 1–128 letters, digits, or _ . : -',
    );
    const anonymous = await server.api<Json>('DELETE', `/dashboard?id=${demoId}`);
    expect(anonymous.status).toBe(401);
    expect(await rowsOf('dashboards', 'id', demoId)).toBeGreaterThan(0);
  });

  it('accepts the spec call: JSON content type and no body', async () => {
    const id = await createDashboard('Deleted by the spec call');
    const res = await fetch(`${server.url}/dashboard?id=${id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(await rowsOf('dashboards', 'id', id)).toBe(0);
  });
});
