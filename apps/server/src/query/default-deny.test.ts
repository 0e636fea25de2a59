import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/test-server';
import { OPEN_CONNECTION_MESSAGE } from './tenant-scopes';
import { postgresReachable } from '../test/local-services';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let demo: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(
  tenant: string,
  permissions: Record<string, boolean> = { createChart: true, createChartSQL: true },
  payload: Record<string, unknown> = { tenant_id: tenant },
): Promise<string> {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload },
    permissions,
  });
  expect(res.status, res.json.error?.message).toBe(200);
  return res.json.data.token as string;
}
const run = (token: string, sqlQuery: string, connectionId = demo) =>
  api('POST', '/query/run', { connectionId, sqlQuery }, token);

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  demo = (await api('GET', '/connection/list')).json.data.connections.find(
    (c: { name: string }) => c.name === 'Demo warehouse',
  ).id;
});
afterAll(async () => server?.stop());

describe('default-deny tenant access (demo warehouse)', () => {
  it('scopes the tenants table: a tenant reads only its own row (finding 1)', async () => {
    const token = await tenantToken('acme');
    const rows = await run(token, 'SELECT tenant_id, name, plan FROM tenants');
    expect(rows.status, rows.json.error?.message).toBe(200);
    expect(rows.json.data.map((r: { tenant_id: string }) => r.tenant_id)).toEqual(['acme']);
    const preview = await api(
      'POST',
      '/connection/preview',
      { connectionId: demo, table: 'tenants', limit: 100 },
      token,
    );
    expect(preview.status, preview.json.error?.message).toBe(200);
    expect(preview.json.data.rows.map((r: { tenant_id: string }) => r.tenant_id)).toEqual(['acme']);
    const all = await run(admin, 'SELECT count(*)::INTEGER AS n FROM tenants');
    expect(all.json.data[0].n).toBe(5);
  });

  it('lets every tenant read a shared table in full', async () => {
    const adminCount = (await run(admin, 'SELECT count(*)::INTEGER AS n FROM products')).json
      .data[0].n;
    expect(adminCount).toBeGreaterThan(0);
    const tenant = await run(
      await tenantToken('globex'),
      'SELECT count(*)::INTEGER AS n FROM products',
    );
    expect(tenant.json.data[0].n).toBe(adminCount);
  });

  it('shows the admin every table with its state', async () => {
    const res = await api('GET', `/connection/tenant-access?connectionId=${demo}`);
    expect(res.status, res.json.error?.message).toBe(200);
    const states = Object.fromEntries(
      res.json.data.tables.map((t: { table: string; state: string }) => [t.table, t.state]),
    );
    expect(states).toEqual({
      customers: 'scoped',
      orders: 'scoped',
      products: 'shared',
      tenants: 'scoped',
      web_events: 'scoped',
    });
    expect(res.json.data.tenantMode).toBe('scoped');
    expect(res.json.data.payloadKeys).toContain('tenant_id');
    expect(res.json.data.unknownTables).toEqual([]);
    const asTenant = await api(
      'GET',
      `/connection/tenant-access?connectionId=${demo}`,
      undefined,
      await tenantToken('acme'),
    );
    expect(asTenant.status).toBe(403);
  });

  it('refuses an unclassified or hidden table for tenants, naming it, and proposes a tenant column', async () => {
    const before = (await api('GET', '/connection/list')).json.data.connections.find(
      (c: { id: string }) => c.id === demo,
    );
    const token = await tenantToken('acme');
    try {
      // The tenants table loses its policy: nobody classified it any more.
      const unscoped = await api('PATCH', '/connection', {
        id: demo,
        tenantPolicies: before.tenantPolicies.filter(
          (p: { table: string }) => p.table !== 'tenants',
        ),
        tableAccess: [{ table: 'products', access: 'hidden' }],
      });
      expect(unscoped.status, unscoped.json.error?.message).toBe(200);
      for (const table of ['tenants', 'products']) {
        const refused = await run(token, `SELECT * FROM ${table}`);
        expect(refused.status).toBe(400);
        expect(refused.json.error?.message).toMatch(
          new RegExp(`Table ${table} is not available to tenants`),
        );
        const joined = await run(
          token,
          `SELECT o.order_id FROM orders o WHERE EXISTS (SELECT 1 FROM ${table.toUpperCase()} t)`,
        );
        expect(joined.status, `${table} in a subquery`).toBe(400);
        const preview = await api(
          'POST',
          '/connection/preview',
          { connectionId: demo, table, limit: 5 },
          token,
        );
        expect(preview.status).toBe(404);
      }
      // Scoped tables still work, and tenants no longer see the refused tables in the schema.
      expect((await run(token, 'SELECT count(*) AS n FROM orders')).status).toBe(200);
      const visible = await api('POST', '/tenant/get-connection', { connectionId: demo }, token);
      expect(
        visible.json.data.schema.map((t: { tableName: string }) => t.tableName).sort(),
      ).toEqual(['customers', 'orders', 'web_events']);
      // Admins read everything and see the states, with a proposal for the tenants table.
      expect((await run(admin, 'SELECT count(*) AS n FROM tenants')).status).toBe(200);
      const access = (await api('GET', `/connection/tenant-access?connectionId=${demo}`)).json.data;
      const tenantsRow = access.tables.find((t: { table: string }) => t.table === 'tenants');
      expect(tenantsRow).toEqual({
        table: 'tenants',
        state: 'unclassified',
        column: null,
        payloadKey: null,
        proposal: { column: 'tenant_id', payloadKey: 'tenant_id' },
      });
      expect(access.tables.find((t: { table: string }) => t.table === 'products').state).toBe(
        'hidden',
      );
    } finally {
      const restored = await api('PATCH', '/connection', {
        id: demo,
        tenantPolicies: before.tenantPolicies,
        tableAccess: before.tableAccess,
      });
      expect(restored.status).toBe(200);
    }
    expect((await run(token, 'SELECT * FROM tenants')).status).toBe(200);
  });

  it('refuses every tenant on an open connection', async () => {
    const token = await tenantToken('acme');
    try {
      const open = await api('PATCH', '/connection', { id: demo, tenantMode: 'open' });
      expect(open.json.data.connection.tenantMode).toBe('open');
      const refused = await run(token, 'SELECT count(*) AS n FROM orders');
      expect(refused.status).toBe(403);
      expect(refused.json.error?.message).toBe(OPEN_CONNECTION_MESSAGE);
      const visible = await api('POST', '/tenant/get-connection', { connectionId: demo }, token);
      expect(visible.json.data.schema).toEqual([]);
    } finally {
      await api('PATCH', '/connection', { id: demo, tenantMode: 'scoped' });
    }
    expect((await run(token, 'SELECT count(*) AS n FROM orders')).status).toBe(200);
  });

  it('refuses a table that is both scoped and shared, changing nothing', async () => {
    const before = (await api('GET', '/connection/list')).json.data.connections.find(
      (c: { id: string }) => c.id === demo,
    );
    const res = await api('PATCH', '/connection', {
      id: demo,
      name: 'Renamed',
      tableAccess: [{ table: 'orders', access: 'shared' }],
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toBe(
      'Table orders has a tenant policy: it cannot also be shared or hidden',
    );
    const after = (await api('GET', '/connection/list')).json.data.connections.find(
      (c: { id: string }) => c.id === demo,
    );
    expect(after).toEqual(before);
  });
});

describe('permissions on raw SQL (finding 3)', () => {
  it('runs raw SQL only for admins and tenants with createChartSQL', async () => {
    const sql = 'SELECT count(*) AS n FROM orders';
    const tokens: Array<Record<string, boolean>> = [
      {},
      { readOnly: true },
      { createChart: true, editCharts: true },
    ];
    for (const permissions of tokens) {
      const res = await run(await tenantToken('acme', permissions), sql);
      expect(res.status, JSON.stringify(permissions)).toBe(403);
      expect(res.json.error?.message).toMatch(/needs createChartSQL/);
    }
    expect((await run(await tenantToken('acme', { createChartSQL: true }), sql)).status).toBe(200);
    expect((await run(admin, sql)).status).toBe(200);
  });

  it('lets a tenant without createChartSQL preview only charts whose SQL it did not write', async () => {
    const token = await tenantToken('acme', { createChart: true });
    const chart = (sqlText: string) => ({
      chart: {
        connection: demo,
        config: {
          goldenTable: 'orders',
          dataPrep: { query: sqlText, rawTableNames: ['orders'], goldenTable: 'orders' },
          type: 'Table',
          chartConfig: { type: 'Table', yAxis: [] },
        },
      },
      filterValues: [],
    });
    const starter = await api('POST', '/query/chart-data', chart('select * from orders'), token);
    expect(starter.status, starter.json.error?.message).toBe(200);
    const own = await api(
      'POST',
      '/query/chart-data',
      chart('select tenant_id, count(*) from orders group by 1'),
      token,
    );
    expect(own.status).toBe(403);
    expect(own.json.error?.message).toMatch(/createChartSQL/);
  });
});

describe('engine errors for tenants (finding 5)', () => {
  it('carry the engine message without our rewritten SQL, aliases or other tenants’ values', async () => {
    const token = await tenantToken('acme');
    for (const sqlText of [
      'SELECT no_such_column FROM orders',
      'SELECT * FROM orders o JOIN customers c ON o.no_such = c.customer_id',
      'SELECT tenant_id + 1 FROM orders',
      "SELECT * FROM orders WHERE tenant_id = 'acme' AND order_id = 'x'",
    ]) {
      const res = await run(token, sqlText);
      expect(res.status, sqlText).toBe(400);
      const message = res.json.error?.message ?? '';
      expect(message, sqlText).toMatch(/^Error: /);
      expect(message, sqlText).not.toMatch(/__chartroom|LINE \d|\$\d/);
      for (const other of ['globex', 'initech', 'umbrella', 'stark'])
        expect(message, sqlText).not.toContain(other);
    }
    // Admins may see the engine's full text.
    const asAdmin = await run(admin, 'SELECT no_such_column FROM orders');
    expect(asAdmin.json.error?.message).toMatch(/no_such_column/);
    // A claim of the wrong type never echoes the rows it was compared with.
    const numeric = await tenantToken('acme', { createChartSQL: true }, { tenant_id: 42 });
    const res = await run(numeric, 'SELECT count(*) AS n FROM orders');
    if (res.status !== 200) {
      expect(res.json.error?.message).not.toMatch(/acme|globex|initech|umbrella|stark|__chartroom/);
    } else {
      expect(res.json.data[0].n).toBe(0);
    }
  });
});

const pgUp = await postgresReachable();

describe.skipIf(!pgUp)('default-deny on PostgreSQL (needs 127.0.0.1:5432)', () => {
  const schema = `dd_${randomUUID().slice(0, 8)}`;
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  beforeAll(async () => {
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(
      `CREATE TABLE ${schema}.accounts AS SELECT * FROM (VALUES ('acme', 1), ('globex', 2)) v(tenant_id, n)`,
    );
  });
  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('refuses a table created after the policies were written', async () => {
    const created = await api('POST', '/connection/create', {
      name: `Postgres ${schema}`,
      settings: {
        type: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
        password: 'unused-by-trust',
      },
      tenantPolicies: [
        { table: `${schema}.accounts`, column: 'tenant_id', payloadKey: 'tenant_id' },
      ],
    });
    expect(created.status, created.json.error?.message).toBe(200);
    const id = created.json.data.connection.id as string;
    expect(created.json.data.connection.tenantMode).toBe('scoped');
    const token = await tenantToken('acme');
    try {
      const scoped = await run(token, `SELECT tenant_id FROM ${schema}.accounts`, id);
      expect(scoped.status, scoped.json.error?.message).toBe(200);
      expect(scoped.json.data).toEqual([{ tenant_id: 'acme' }]);
      // A table added later: nobody classified it, so tenants cannot read it.
      await client.query(
        `CREATE TABLE ${schema}.invoices AS SELECT * FROM (VALUES ('acme', 10), ('globex', 20)) v(tenant_id, amount)`,
      );
      const refused = await run(token, `SELECT * FROM ${schema}.invoices`, id);
      expect(refused.status).toBe(400);
      expect(refused.json.error?.message).toMatch(/invoices is not available to tenants/);
      expect((await run(admin, `SELECT * FROM ${schema}.invoices`, id)).json.data).toHaveLength(2);
      const access = await api('GET', `/connection/tenant-access?connectionId=${id}&refresh=1`);
      const row = access.json.data.tables.find(
        (t: { table: string }) => t.table === `${schema}.invoices`,
      );
      expect(row).toEqual(
        expect.objectContaining({
          state: 'unclassified',
          proposal: { column: 'tenant_id', payloadKey: 'tenant_id' },
        }),
      );
      // Scoping it with the proposal makes it readable, filtered.
      await api('PATCH', '/connection', {
        id,
        tenantPolicies: [
          { table: `${schema}.accounts`, column: 'tenant_id', payloadKey: 'tenant_id' },
          { table: `${schema}.invoices`, column: 'tenant_id', payloadKey: 'tenant_id' },
        ],
      });
      const now = await run(token, `SELECT tenant_id, amount FROM ${schema}.invoices`, id);
      expect(now.json.data).toEqual([{ tenant_id: 'acme', amount: 10 }]);
    } finally {
      await api('DELETE', `/connection?id=${id}`);
    }
  });
});
