import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// The dashboard settings calls (dashboards.md §5, §7; decision 012) through real HTTP: each writes
// the next version carrying everything else; bad input is a 400 with the schema's message and
// writes nothing; tenants get 403; another organisation's ids are 404.
type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let tenant: string;
let dashboardId: string;
let connectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);
const latest = async (id = dashboardId) => {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } });
  expect(res.status).toBe(200);
  return res.json.data.dashboard;
};
const versions = async (id = dashboardId) =>
  (await api('POST', '/dashboard/get-version-values', { dashboard: { id } })).json.data
    .versions as number[];

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  const signIn = await server.api<Json>('POST', '/auth/sign-in', {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  admin = signIn.json.data.token;
  const seeded = server.seeded!;
  connectionId = seeded.connectionId;
  // A clone of the demo dashboard, so the demo one stays as it was.
  const clone = await api('POST', '/dashboard/v2/copy', { dashboard: { id: seeded.dashboardId } });
  dashboardId = clone.json.data.dashboardId;
  const token = await api('POST', '/tenant/create-token', {
    tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
    permissions: { addChart: true, editCharts: true, createChart: true },
  });
  tenant = token.json.data.token;
});
afterAll(async () => server.stop());

describe('POST /dashboard/v2/set-export-flag', () => {
  it('writes the next version with the flag and everything else carried', async () => {
    const before = await latest();
    const res = await api('POST', '/dashboard/v2/set-export-flag', {
      dashboardId,
      isExportable: !before.is_exportable,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      dashboardId,
      version: before.version + 1,
      isExportable: !before.is_exportable,
    });
    const after = await latest();
    expect(after.is_exportable).toBe(!before.is_exportable);
    expect(after.version).toBe(before.version + 1);
    expect(after.name).toBe(before.name);
    expect(after.config).toEqual(before.config);
    expect(after.golden_prompts).toEqual(before.golden_prompts);
  });

  it('400 with the schema message on a bad flag, nothing written', async () => {
    const count = (await versions()).length;
    const res = await api('POST', '/dashboard/v2/set-export-flag', {
      dashboardId,
      isExportable: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toContain('isExportable must be true or false');
    expect((await versions()).length).toBe(count);
  });

  it('403 for a tenant, 404 for an unknown dashboard', async () => {
    const asTenant = await api(
      'POST',
      '/dashboard/v2/set-export-flag',
      { dashboardId, isExportable: true },
      tenant,
    );
    expect(asTenant.status).toBe(403);
    const unknown = await api('POST', '/dashboard/v2/set-export-flag', {
      dashboardId: 'no-such-dashboard',
      isExportable: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error?.message).toContain('not found');
  });
});

describe('POST /dashboard/set-timezone', () => {
  it('keeps the numeric tz and stores the IANA name beside it', async () => {
    const res = await api('POST', '/dashboard/set-timezone', {
      dashboardId,
      selectedTimezone: 'Central European Time (CET)',
      localTimezone: true,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      tz: 1,
      local_tz: true,
      tz_name: 'Europe/Paris',
      label: 'Central European Time (CET)',
    });
    const row = await latest();
    expect(row).toMatchObject({ tz: 1, local_tz: true, tz_name: 'Europe/Paris' });

    const byName = await api('POST', '/dashboard/set-timezone', {
      dashboardId,
      selectedTimezone: 'Asia/Kolkata',
    });
    expect(byName.json.data).toMatchObject({ tz: 5.5, local_tz: false, tz_name: 'Asia/Kolkata' });

    const gmt = await api('POST', '/dashboard/set-timezone', {
      dashboardId,
      selectedTimezone: 'Greenwich Mean Time (GMT)',
    });
    expect(gmt.json.data).toMatchObject({ tz: 0, tz_name: 'Etc/GMT' });
  });

  it('a save that keeps tz keeps the zone name; one that changes tz drops it', async () => {
    await api('POST', '/dashboard/set-timezone', { dashboardId, selectedTimezone: 'Asia/Tokyo' });
    const row = await latest();
    const kept = await api('POST', '/dashboard/v3/save', {
      dashboardId,
      name: row.name,
      config: row.config,
    });
    expect(kept.status).toBe(200);
    expect(kept.json.data.dashboard).toMatchObject({ tz: 9, tz_name: 'Asia/Tokyo' });
    const changed = await api('POST', '/dashboard/v3/save', {
      dashboardId,
      name: row.name,
      config: row.config,
      tz: -5,
    });
    expect(changed.json.data.dashboard).toMatchObject({ tz: -5, tz_name: null });
  });

  it('an unknown zone is a 400 and writes nothing', async () => {
    const count = (await versions()).length;
    for (const selectedTimezone of ['Mars/Olympus_Mons', 'Europe/Nowhere', 3]) {
      const res = await api('POST', '/dashboard/set-timezone', { dashboardId, selectedTimezone });
      expect(res.status).toBe(400);
      expect(res.json.error?.message).toMatch(/timezone/i);
    }
    expect((await versions()).length).toBe(count);
  });

  it('403 for a tenant', async () => {
    const res = await api(
      'POST',
      '/dashboard/set-timezone',
      { dashboardId, selectedTimezone: 'Asia/Tokyo' },
      tenant,
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /dashboard/set-selected-table-list', () => {
  const table = (name: string) => ({
    connectionId,
    table: name,
    displayName: name.toUpperCase(),
    description: `The ${name}`,
  });

  it('stores up to 3 golden tables', async () => {
    const tables = [table('orders'), table('customers'), table('products')];
    const res = await api('POST', '/dashboard/set-selected-table-list', { dashboardId, tables });
    expect(res.status, res.json.error?.message).toBe(200);
    expect(res.json.data.tables).toEqual(tables);
    expect((await latest()).selected_table).toEqual({ tables });
  });

  it('more than 3 is a 400 with the schema message, nothing written', async () => {
    const count = (await versions()).length;
    const before = (await latest()).selected_table;
    const res = await api('POST', '/dashboard/set-selected-table-list', {
      dashboardId,
      tables: [table('orders'), table('customers'), table('products'), table('orders')],
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toContain('No more than 3 golden tables supported');
    expect((await versions()).length).toBe(count);
    expect((await latest()).selected_table).toEqual(before);
  });

  it("another organisation's connection is 404, a table not in the connection 400; nothing written", async () => {
    const db = server.services.db;
    await db
      .insertInto('organizations')
      .values({ id: 'other-org', name: 'Other organisation', embed_secret_enc: 'unused' })
      .execute();
    await db
      .insertInto('connections')
      .values({
        id: 'other-org-connection',
        organization_id: 'other-org',
        name: 'Theirs',
        type: 'postgres',
        config: JSON.stringify({}),
        secret_enc: null,
        tenant_policies: JSON.stringify([]),
        tenant_strict: false,
        default_connection: false,
        schema: JSON.stringify([{ tableName: 'orders', columns: [] }]),
      })
      .execute();
    const count = (await versions()).length;
    const before = (await latest()).selected_table;
    const theirs = await api('POST', '/dashboard/set-selected-table-list', {
      dashboardId,
      tables: [table('orders'), { connectionId: 'other-org-connection', table: 'orders' }],
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error?.message).toContain('other-org-connection');
    const missing = await api('POST', '/dashboard/set-selected-table-list', {
      dashboardId,
      tables: [table('no_such_table')],
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error?.message).toContain('no_such_table');
    expect((await versions()).length).toBe(count);
    expect((await latest()).selected_table).toEqual(before);
  });

  it("another organisation's dashboard is 404", async () => {
    await server.services.dashboards.appendVersion({
      id: 'other-org-dashboard',
      organization_id: 'other-org',
      name: 'Theirs',
      config: { title: 'Theirs', charts: {}, filters: [] },
    });
    const res = await api('POST', '/dashboard/set-selected-table-list', {
      dashboardId: 'other-org-dashboard',
      tables: [table('orders')],
    });
    expect(res.status).toBe(404);
    const flag = await api('POST', '/dashboard/v2/set-export-flag', {
      dashboardId: 'other-org-dashboard',
      isExportable: true,
    });
    expect(flag.status).toBe(404);
    const rows = await server.services.db
      .selectFrom('dashboards')
      .select('version')
      .where('id', '=', 'other-org-dashboard')
      .execute();
    expect(rows).toEqual([{ version: 1 }]);
  });
});

describe('POST /dashboard/update-golden-prompts', () => {
  it('trims prompts and drops empty ones', async () => {
    const res = await api('POST', '/dashboard/update-golden-prompts', {
      dashboardId,
      prompts: ['  Revenue by month  ', '', '   ', 'Top customers'],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.prompts).toEqual(['Revenue by month', 'Top customers']);
    expect((await latest()).golden_prompts).toEqual({
      prompts: ['Revenue by month', 'Top customers'],
    });
  });

  it('400 for a prompt that is not text, nothing written; 403 for a tenant', async () => {
    const count = (await versions()).length;
    const bad = await api('POST', '/dashboard/update-golden-prompts', {
      dashboardId,
      prompts: ['fine', 42],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('A golden prompt must be text');
    const asTenant = await api(
      'POST',
      '/dashboard/update-golden-prompts',
      { dashboardId, prompts: ['x'] },
      tenant,
    );
    expect(asTenant.status).toBe(403);
    expect((await versions()).length).toBe(count);
  });
});
