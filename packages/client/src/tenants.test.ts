import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
});

const tenant = {
  id: 'acme',
  name: 'Acme Corp',
  key: 'acme',
  payload: { tenant_id: 'acme', regions: ['EU', 'US'] },
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('tenant methods', () => {
  it('use the paths and bodies of the Tenants calls and answer `data`', async () => {
    server.handle((seen, res) => {
      if (seen.url === '/tenant/list') return sendJson(res, 200, { data: { tenants: [tenant] } });
      if (seen.url.startsWith('/tenant?')) return sendJson(res, 200, { data: { deleted: true } });
      if (seen.url === '/tenant/create-token')
        return sendJson(res, 200, { data: { token: 'jwt' } });
      return sendJson(res, 200, { data: { tenant } });
    });
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    expect(await client.listTenants()).toEqual({ tenants: [tenant] });
    expect(await client.createTenant({ name: 'Acme Corp', key: 'acme' })).toEqual({ tenant });
    expect(await client.updateTenant({ id: 'acme', payload: { tenant_id: 'acme' } })).toEqual({
      tenant,
    });
    expect(await client.deleteTenant('a b/c')).toEqual({ deleted: true });
    expect(await client.mintTenantToken({ tenantKey: 'acme', expiresInSeconds: 600 })).toEqual({
      token: 'jwt',
    });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /tenant/list',
      'POST /tenant/create',
      'POST /tenant/update',
      'DELETE /tenant?id=a+b%2Fc',
      'POST /tenant/create-token',
    ]);
    expect(server.seen.every((s) => s.headers.authorization === 'Bearer admin-1')).toBe(true);
    expect(server.seen[1]?.json).toEqual({ name: 'Acme Corp', key: 'acme' });
    expect(server.seen[4]?.json).toEqual({ tenantKey: 'acme', expiresInSeconds: 600 });
  });

  it('throws the server message of a key clash', async () => {
    server.handle((_s, res) =>
      sendJson(res, 400, {
        error: { message: "A tenant with the key 'acme' already exists in this organisation" },
      }),
    );
    const client = createClient({ baseUrl: server.baseUrl });
    await expect(client.createTenant({ name: 'A', key: 'acme' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: "A tenant with the key 'acme' already exists in this organisation",
    });
  });
});
