import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { postgresReachable } from '../../test/local-services';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let demoConnectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

const pgUp = await postgresReachable();

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  demoConnectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
});
afterAll(async () => server?.stop());

/** A tenant token that may run SQL and use the builders (previews). */
async function tenantToken(tenant: string) {
  return (
    await api('POST', '/tenant/create-token', {
      tenant: { id: tenant, payload: { tenant_id: tenant } },
      permissions: { createChart: true, createChartSQL: true },
    })
  ).json.data.token as string;
}

describe('connections API', () => {
  it('lists connections for admins only, with settings but no secrets', async () => {
    const list = await api('GET', '/connection/list');
    expect(list.json.data.connections).toEqual([
      expect.objectContaining({
        name: 'Demo warehouse',
        type: 'duckdb',
        defaultConnection: true,
        timeoutSeconds: 30,
        tenantPolicies: expect.arrayContaining([
          { table: 'orders', column: 'tenant_id', payloadKey: 'tenant_id' },
        ]),
      }),
    ]);
    expect(
      (await api('GET', '/connection/list', undefined, await tenantToken('acme'))).status,
    ).toBe(403);
  });

  it('introspects the schema and previews tables (10 rows, more on demand), tenant-scoped', async () => {
    const schema = await api(
      'GET',
      `/connection/schema?connectionId=${demoConnectionId}&refresh=1`,
    );
    const tables = schema.json.data.tables as Array<{
      tableName: string;
      columns: Array<{ columnName: string; type: string }>;
    }>;
    expect(tables.map((t) => t.tableName).sort()).toEqual([
      'customers',
      'orders',
      'products',
      'tenants',
      'web_events',
    ]);
    expect(tables.find((t) => t.tableName === 'orders')?.columns).toEqual(
      expect.arrayContaining([
        { columnName: 'amount', type: 'number', selectable: true },
        { columnName: 'created_at', type: 'date', selectable: true },
      ]),
    );
    const first = await api('POST', '/connection/preview', {
      connectionId: demoConnectionId,
      table: 'orders',
    });
    expect(first.json.data.rows).toHaveLength(10);
    const more = await api('POST', '/connection/preview', {
      connectionId: demoConnectionId,
      table: 'orders',
      offset: 10,
      limit: 20,
    });
    expect(more.json.data.rows).toHaveLength(20);
    const tenant = await api(
      'POST',
      '/connection/preview',
      { connectionId: demoConnectionId, table: 'orders', limit: 100 },
      await tenantToken('globex'),
    );
    expect(new Set(tenant.json.data.rows.map((r: { tenant_id: string }) => r.tenant_id))).toEqual(
      new Set(['globex']),
    );
    expect(
      (
        await api('POST', '/connection/preview', {
          connectionId: demoConnectionId,
          table: 'orders; drop table x',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses bad settings with the first schema message and writes nothing', async () => {
    const before = (await api('GET', '/connection/list')).json.data.connections.length;
    const bad = await api('POST', '/connection/create', {
      name: 'x',
      settings: { type: 'postgres', host: '', database: 'd', user: 'u' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toContain('Host is required');
    const extra = await api('POST', '/connection/create', {
      name: 'x',
      settings: { type: 'postgres', host: 'h', database: 'd', user: 'u', options: '-c x' },
    });
    expect(extra.status).toBe(400);
    const duck = await api('POST', '/connection/create', {
      name: 'x',
      settings: { type: 'duckdb' },
    });
    expect(duck.status).toBe(400);
    expect((await api('GET', '/connection/list')).json.data.connections.length).toBe(before);
    expect((await api('DELETE', `/connection?id=${demoConnectionId}`)).status).toBe(409);
  });

  it('computes the strict-tenant coverage of a query', async () => {
    const with_ = await api('POST', '/query/strict-tenant-coverage', {
      connectionId: demoConnectionId,
      sqlQuery: 'SELECT tenant_id, amount FROM orders',
    });
    expect(with_.json.data).toEqual({
      covered: 5,
      total: 5,
      message: 'This chart will only work for 5/5 of your tenants',
    });
    const without = await api('POST', '/query/strict-tenant-coverage', {
      connectionId: demoConnectionId,
      sqlQuery: 'SELECT amount FROM orders',
    });
    expect(without.json.data.message).toBe('This chart will only work for 0/5 of your tenants');
  });

  it('enforces strict tenant sources on tenant queries', async () => {
    const token = await tenantToken('acme');
    const sql = { connectionId: demoConnectionId, sqlQuery: 'SELECT count(*) AS n FROM orders' };
    expect((await api('POST', '/query/run', sql, token)).status).toBe(200);
    const strict = await api('PATCH', '/connection', { id: demoConnectionId, tenantStrict: true });
    expect(strict.json.data.connection.tenantStrict).toBe(true);
    try {
      const refused = await api('POST', '/query/run', sql, token);
      expect(refused.status).toBe(400);
      expect(refused.json.error?.message).toContain("must include one of the columns 'tenant_id'");
      const withKey = await api(
        'POST',
        '/query/run',
        { ...sql, sqlQuery: 'SELECT tenant_id, count(*) AS n FROM orders GROUP BY 1' },
        token,
      );
      expect(withKey.json.data).toEqual([{ tenant_id: 'acme', n: expect.any(Number) }]);
      expect((await api('POST', '/query/run', sql)).status).toBe(200); // admins are not tenants
    } finally {
      await api('PATCH', '/connection', { id: demoConnectionId, tenantStrict: false });
    }
  });

  it('clears a connection cache', async () => {
    const sql = { sqlQuery: 'SELECT count(*) AS n FROM orders', connectionId: demoConnectionId };
    await api('POST', '/query/run', sql);
    await api('POST', '/query/run', sql);
    const hitsBefore = server.services.cache.stats.hits;
    expect(hitsBefore).toBeGreaterThan(0);
    const cleared = await api('POST', '/connection/clear-cache', {
      connectionId: demoConnectionId,
    });
    expect(cleared.json.data.cleared).toBeGreaterThan(0);
    await api('POST', '/query/run', sql);
    expect(server.services.cache.stats.hits).toBe(hitsBefore);
  });

  it('uploads a CSV file into the Uploads connection', async () => {
    const csv = 'city,sales,day\nParis,10.5,2025-01-02\nLyon,7,2025-01-03\n';
    const form = new FormData();
    form.append('tableName', 'city_sales');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'city sales.csv');
    const res = await fetch(`${server.url}/connection/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    const json = (await res.json()) as Json;
    expect(res.status, json.error?.message).toBe(200);
    expect(json.data).toEqual({ connectionId: expect.any(String), table: 'city_sales', rows: 2 });
    const preview = await api('POST', '/connection/preview', {
      connectionId: json.data.connectionId,
      table: 'city_sales',
    });
    expect(preview.json.data.rows).toEqual([
      expect.objectContaining({ city: 'Paris', sales: 10.5 }),
      expect.objectContaining({ city: 'Lyon', sales: 7 }),
    ]);
    const badName = new FormData();
    badName.append('tableName', 'drop table; --');
    badName.append('file', new Blob([csv]), 'x.csv');
    const bad = await fetch(`${server.url}/connection/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: badName,
    });
    expect(bad.status).toBe(400);
    const badType = new FormData();
    badType.append('tableName', 'ok');
    badType.append('file', new Blob(['#!/bin/sh']), 'x.sh');
    expect(
      (
        await fetch(`${server.url}/connection/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
          body: badType,
        })
      ).status,
    ).toBe(400);
  });
});

describe.skipIf(!pgUp)(
  'a PostgreSQL connection on 127.0.0.1 (skipped when PostgreSQL is unreachable)',
  () => {
    let connectionId: string;
    it('tests settings, saves the connection with its password sealed, browses and edits it', async () => {
      const settings = {
        type: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
        password: 'unused-by-trust',
      };
      const tested = await api('POST', '/connection/test', { settings });
      expect(tested.status, tested.json.error?.message).toBe(200);
      expect(tested.json.data.ok).toBe(true);
      const wrong = await api('POST', '/connection/test', {
        settings: { ...settings, database: 'no_such_database_here' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.error?.message).toMatch(/no_such_database_here/);
      const created = await api('POST', '/connection/create', { name: 'Local Postgres', settings });
      expect(created.status, created.json.error?.message).toBe(200);
      connectionId = created.json.data.connection.id;
      expect(created.json.data.connection.settings).toEqual({
        type: 'postgres',
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        user: 'postgres',
        ssl: false,
        hasSecret: true,
      });
      const raw = await server.services.db
        .selectFrom('connections')
        .select(['config', 'secret_enc'])
        .where('id', '=', connectionId)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(raw)).not.toContain('unused-by-trust');
      const renamed = await api('PATCH', '/connection', {
        id: connectionId,
        name: 'Postgres',
        settings: { ...settings, password: '' },
        timeoutSeconds: 5,
      });
      expect(renamed.json.data.connection).toEqual(
        expect.objectContaining({
          name: 'Postgres',
          timeoutSeconds: 5,
          settings: expect.objectContaining({ hasSecret: true }),
        }),
      );
      expect((await api('POST', '/connection/test', { connectionId })).status).toBe(200);
      const rows = await api('POST', '/query/run', { connectionId, sqlQuery: 'SELECT 1 AS one' });
      expect(rows.json.data).toEqual([{ one: 1 }]);
      const tenantConn = await api(
        'POST',
        '/tenant/get-connection',
        { connectionId },
        await tenantToken('acme'),
      );
      expect(tenantConn.json.data).toEqual(
        expect.objectContaining({ id: connectionId, type: 'postgres' }),
      );
      expect(JSON.stringify(tenantConn.json.data)).not.toMatch(/127\.0\.0\.1|password|secret/);
      expect((await api('DELETE', `/connection?id=${connectionId}`)).json.data).toEqual({
        deleted: true,
      });
      expect((await api('POST', '/connection/test', { connectionId })).status).toBe(404);
    });
  },
);
