import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UploadProgress } from './connection-types';
import { createClient } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.seen.length = 0;
  server.handle((_s, res) => sendJson(res, 200, { data: null }));
});

describe('connection methods', () => {
  it('use the contract paths, methods and query strings for every call', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const settings = { type: 'postgres' as const, host: 'db', database: 'app', user: 'ro' };
    await client.listConnections();
    await client.createConnection({ name: 'Warehouse', settings, timeoutSeconds: 45 });
    await client.testConnection({ connectionId: 'c1' });
    await client.testConnection({ settings });
    await client.updateConnection({ id: 'c1', name: 'Renamed' });
    await client.deleteConnection('c 1/x');
    await client.getConnectionSchema({ connectionId: 'c1' });
    await client.getConnectionSchema({ connectionId: 'c1', refresh: true });
    await client.previewTable({ connectionId: 'c1', table: 'orders', offset: 10, limit: 20 });
    await client.tenantAccess('c 1');
    await client.tenantAccess('c1', true);
    await client.clearConnectionCache({ connectionId: 'c1' });
    await client.getConnection({ connectionId: 'c1' });
    await client.getConnections({ connectionIds: ['c1', 'c2'] });
    await client.getAllPublicConnections();
    await client.strictTenantCoverage({ connectionId: 'c1', sqlQuery: 'select 1' });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /connection/list',
      'POST /connection/create',
      'POST /connection/test',
      'POST /connection/test',
      'PATCH /connection',
      'DELETE /connection?id=c+1%2Fx',
      'GET /connection/schema?connectionId=c1',
      'GET /connection/schema?connectionId=c1&refresh=1',
      'POST /connection/preview',
      'GET /connection/tenant-access?connectionId=c+1',
      'GET /connection/tenant-access?connectionId=c1&refresh=1',
      'POST /connection/clear-cache',
      'POST /tenant/get-connection',
      'POST /tenant/get-connections',
      'POST /tenant/get-all-public-connections',
      'POST /query/strict-tenant-coverage',
    ]);
    expect(server.seen.every((s) => s.headers.authorization === 'Bearer admin-1')).toBe(true);
    expect(server.seen[1]?.json).toEqual({ name: 'Warehouse', settings, timeoutSeconds: 45 });
    expect(server.seen[3]?.json).toEqual({ settings });
    expect(server.seen[4]?.json).toEqual({ id: 'c1', name: 'Renamed' });
    expect(server.seen[5]?.headers['content-type']).toBeUndefined();
    expect(server.seen[8]?.json).toEqual({
      connectionId: 'c1',
      table: 'orders',
      offset: 10,
      limit: 20,
    });
    expect(server.seen[14]?.json).toEqual({});
  });

  it('answers the tenant access of every table as the server sends it', async () => {
    const access = {
      tenantMode: 'scoped',
      payloadKeys: ['tenant_id'],
      tables: [
        {
          table: 'orders',
          state: 'scoped',
          column: 'tenant_id',
          payloadKey: 'tenant_id',
          proposal: null,
        },
        {
          table: 'events',
          state: 'unclassified',
          column: null,
          payloadKey: null,
          proposal: { column: 'tenant_id', payloadKey: 'tenant_id' },
        },
      ],
      unknownTables: ['gone'],
    };
    server.handle((_s, res) => sendJson(res, 200, { data: access }));
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    await expect(client.tenantAccess('c1')).resolves.toEqual(access);
    server.handle((_s, res) =>
      sendJson(res, 404, { error: { message: 'Connection c9 not found' } }),
    );
    await expect(client.tenantAccess('c9')).rejects.toMatchObject({
      status: 404,
      message: 'Connection c9 not found',
    });
  });

  it('unwraps answers and throws the engine message of a failed test', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    server.handle((_s, res) => sendJson(res, 200, { data: { ok: true, latencyMs: 12 } }));
    await expect(client.testConnection({ connectionId: 'c1' })).resolves.toEqual({
      ok: true,
      latencyMs: 12,
    });
    server.handle((_s, res) =>
      sendJson(res, 400, { error: { message: 'password authentication failed for user "ro"' } }),
    );
    await expect(client.testConnection({ connectionId: 'c1' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'password authentication failed for user "ro"',
    });
  });

  it('uploads multipart (table name, then the file) through fetch where XMLHttpRequest is missing', async () => {
    server.handle((_s, res) =>
      sendJson(res, 200, { data: { connectionId: 'up', table: 'sales', rows: 2 } }),
    );
    const client = createClient({ baseUrl: server.baseUrl, token: 't' });
    const progress: UploadProgress[] = [];
    const csv = 'id,amount\n1,10\n2,20\n';
    const answer = await client.uploadFile({
      file: new File([csv], 'sales.csv', { type: 'text/csv' }),
      tableName: 'sales',
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ connectionId: 'up', table: 'sales', rows: 2 });
    const seen = server.seen[0];
    expect(`${seen?.method} ${seen?.url}`).toBe('POST /connection/upload');
    expect(seen?.headers.authorization).toBe('Bearer t');
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = seen?.raw.toString('utf8') ?? '';
    expect(text).toContain('name="tableName"\r\n\r\nsales\r\n');
    expect(text).toContain('name="file"; filename="sales.csv"');
    expect(text).toContain(csv);
    expect(text.indexOf('name="tableName"')).toBeLessThan(text.indexOf('name="file"'));
    expect(progress.map((p) => p.fraction)).toEqual([0, 1]);
  });

  it('reports a refused upload with the server message', async () => {
    server.handle((_s, res) =>
      sendJson(res, 400, { error: { message: 'Only .csv and .parquet files can be uploaded' } }),
    );
    const client = createClient({ baseUrl: server.baseUrl });
    await expect(
      client.uploadFile({ file: new Blob(['x']), fileName: 'a.txt', tableName: 'a' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Only .csv and .parquet files can be uploaded',
    });
  });
});
