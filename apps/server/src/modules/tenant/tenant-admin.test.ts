import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { TENANT_CHOICE_MESSAGE } from '@chartroom/core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let viewer: string;
let dashboardId: string;
let ordersChartId: string;

const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantRows() {
  return server.services.db
    .selectFrom('tenants')
    .select(['id', 'name', 'key', 'payload'])
    .orderBy('id')
    .execute();
}

/** The Orders chart's count for a caller on the demo dashboard (tenants: their rows only). */
async function orderCount(token: string): Promise<number> {
  const res = await api(
    'POST',
    '/query/chart-data',
    { chart: { id: ordersChartId }, dashboardId },
    token,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return Number(res.json.data.rows[0].order_id);
}

async function mint(body: Record<string, unknown>) {
  return api('POST', '/tenant/create-token', body);
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
  viewer = (await mint({ tenant: { id: 'acme', payload: { tenant_id: 'acme' } } })).json.data.token;
  dashboardId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  const charts = (await api('GET', '/chart/list')).json.data.charts as Array<{
    id: string;
    name: string;
  }>;
  ordersChartId = charts.find((c) => c.name === 'Orders')!.id;
});
afterAll(async () => {
  await server?.stop();
});

describe('the organisation’s tenants', () => {
  it('lists the stored tenants with their payloads', async () => {
    const res = await api('GET', '/tenant/list');
    expect(res.status).toBe(200);
    const tenants = res.json.data.tenants as Array<Record<string, unknown>>;
    expect(tenants.map((t) => t.id).sort()).toEqual((await tenantRows()).map((r) => r.id).sort());
    const acme = tenants.find((t) => t.id === 'acme')!;
    expect(acme).toMatchObject({ name: 'Acme Corp', key: 'acme', payload: { tenant_id: 'acme' } });
    expect(Number.isNaN(Date.parse(String(acme.createdAt)))).toBe(false);
  });

  it('creates a tenant (id defaults to the key) with scalars and lists in its payload', async () => {
    const payload = { tenant_id: 'globex', region: 'EU', seats: 12, beta: true, none: null };
    const res = await api('POST', '/tenant/create', {
      name: 'Globex Europe',
      key: 'globex-eu',
      payload: { ...payload, teams: ['sales', 'ops', 3] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.tenant).toMatchObject({
      id: 'globex-eu',
      name: 'Globex Europe',
      key: 'globex-eu',
      payload: { ...payload, teams: ['sales', 'ops', 3] },
    });
    const stored = (await tenantRows()).find((r) => r.id === 'globex-eu');
    expect(stored?.payload).toEqual({ ...payload, teams: ['sales', 'ops', 3] });
    const listed = (await api('GET', '/tenant/list')).json.data.tenants as Array<{ id: string }>;
    expect(listed.some((t) => t.id === 'globex-eu')).toBe(true);
  });

  it('keeps the host app’s own id when given one', async () => {
    const res = await api('POST', '/tenant/create', {
      id: 'customer 42 (Zoë)',
      name: 'Zoë’s shop',
      key: 'zoe',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.tenant).toMatchObject({
      id: 'customer 42 (Zoë)',
      key: 'zoe',
      payload: {},
    });
  });

  it('refuses a key or an id the organisation already has, writing nothing', async () => {
    const before = await tenantRows();
    const sameKey = await api('POST', '/tenant/create', {
      id: 'other',
      name: 'Other',
      key: 'acme',
    });
    expect(sameKey.status).toBe(400);
    expect(sameKey.json.error?.message).toBe(
      "A tenant with the key 'acme' already exists in this organisation",
    );
    const sameId = await api('POST', '/tenant/create', { id: 'acme', name: 'Other', key: 'new' });
    expect(sameId.status).toBe(400);
    expect(sameId.json.error?.message).toBe(
      "A tenant with the id 'acme' already exists in this organisation",
    );
    expect(await tenantRows()).toEqual(before);
  });

  it('the store itself refuses two equal keys in one organisation (migration 0006)', async () => {
    const org = (
      await server.services.db
        .selectFrom('tenants')
        .select('organization_id')
        .where('id', '=', 'acme')
        .executeTakeFirstOrThrow()
    ).organization_id;
    await expect(
      server.services.db
        .insertInto('tenants')
        .values({ organization_id: org, id: 'dup', name: 'Dup', key: 'acme', payload: '{}' })
        .execute(),
    ).rejects.toThrow(/tenants_organization_key|unique/);
  });

  it.each([
    [{ name: 'X', key: 'x', payload: { nested: { a: 1 } } }, 'Payload values must be text'],
    [{ name: 'X', key: 'x', payload: [1, 2] }, 'payload'],
    [{ name: 'X', key: 'x', payload: { list: [{ a: 1 }] } }, 'Payload values must be text'],
    [{ name: 'X', key: 'x', payload: { long: 'v'.repeat(1001) } }, 'at most 1000 characters'],
    [{ name: 'X', key: 'x', payload: { ['k'.repeat(101)]: 1 } }, 'at most 100 characters'],
    [{ name: 'X', key: 'x', payload: { '': 'empty key' } }, 'Payload key is required'],
    [{ name: ' ', key: 'x' }, 'name is required'],
    [{ name: 'X', key: '' }, 'key is required'],
    [{ name: 'X' }, 'key'],
    [{ name: 'X', key: 'x', extra: 1 }, 'extra'],
  ])('refuses a bad body %j with a 400 and writes nothing', async (body, message) => {
    const before = await tenantRows();
    const res = await api('POST', '/tenant/create', body);
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toContain(message);
    expect(await tenantRows()).toEqual(before);
  });

  it('refuses a payload list longer than 100 values', async () => {
    const res = await api('POST', '/tenant/create', {
      name: 'X',
      key: 'x',
      payload: { ids: Array.from({ length: 101 }, (_, i) => i) },
    });
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toContain('A payload list holds at most 100 values');
  });

  it('updates name, key and payload; a clashing key is a 400 and an unknown id a 404', async () => {
    await api('POST', '/tenant/create', { name: 'Initech B', key: 'initech-b' });
    const res = await api('POST', '/tenant/update', {
      id: 'initech-b',
      name: 'Initech Berlin',
      key: 'initech-berlin',
      payload: { tenant_id: 'initech' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.tenant).toMatchObject({
      id: 'initech-b',
      name: 'Initech Berlin',
      key: 'initech-berlin',
      payload: { tenant_id: 'initech' },
    });
    // Only the name: the rest stays.
    const renamed = await api('POST', '/tenant/update', { id: 'initech-b', name: 'Initech DE' });
    expect(renamed.json.data.tenant).toMatchObject({
      name: 'Initech DE',
      key: 'initech-berlin',
      payload: { tenant_id: 'initech' },
    });
    // Its own key again is no clash.
    const same = await api('POST', '/tenant/update', { id: 'initech-b', key: 'initech-berlin' });
    expect(same.status).toBe(200);

    const before = await tenantRows();
    const clash = await api('POST', '/tenant/update', { id: 'initech-b', key: 'globex' });
    expect(clash.status).toBe(400);
    expect(clash.json.error?.message).toBe(
      "A tenant with the key 'globex' already exists in this organisation",
    );
    const bad = await api('POST', '/tenant/update', { id: 'initech-b', payload: { a: { b: 1 } } });
    expect(bad.status).toBe(400);
    const missing = await api('POST', '/tenant/update', { id: 'nobody', name: 'N' });
    expect(missing.status).toBe(404);
    expect(await tenantRows()).toEqual(before);
  });

  it('deletes a tenant; deleting it again is a 404', async () => {
    await api('POST', '/tenant/create', { name: 'Short lived', key: 'short-lived' });
    const res = await api('DELETE', '/tenant?id=short-lived');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ deleted: true });
    expect((await tenantRows()).some((r) => r.id === 'short-lived')).toBe(false);
    expect((await api('DELETE', '/tenant?id=short-lived')).status).toBe(404);
  });

  it('answers 403 to tenants and 401 without a credential, writing nothing', async () => {
    const before = await tenantRows();
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/tenant/list', undefined],
      ['POST', '/tenant/create', { name: 'T', key: 't' }],
      ['POST', '/tenant/update', { id: 'acme', name: 'Hacked' }],
      ['DELETE', '/tenant?id=acme', undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, body, viewer)).status, `${method} ${path}`).toBe(403);
      expect((await server.api<Json>(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await tenantRows()).toEqual(before);
  });
});

describe('POST /tenant/create-token with a stored tenant', () => {
  it('takes the stored payload by id or by key: the token sees that tenant’s rows', async () => {
    await api('POST', '/tenant/create', {
      id: 'stored-globex',
      name: 'Globex (stored)',
      key: 'stored-globex-key',
      payload: { tenant_id: 'globex' },
    });
    const inline = (await mint({ tenant: { id: 'g', payload: { tenant_id: 'globex' } } })).json.data
      .token as string;
    const byId = await mint({ tenantId: 'stored-globex' });
    const byKey = await mint({ tenantKey: 'stored-globex-key', permissions: { addChart: true } });
    expect(byId.status, JSON.stringify(byId.json)).toBe(200);
    expect(byKey.status, JSON.stringify(byKey.json)).toBe(200);

    const claims = decodeJwt(byKey.json.data.token as string);
    expect(claims.tenant).toEqual({
      id: 'stored-globex',
      name: 'Globex (stored)',
      key: 'stored-globex-key',
      payload: { tenant_id: 'globex' },
    });
    expect(claims.permissions).toEqual({ addChart: true });

    const globex = await orderCount(inline);
    expect(await orderCount(byId.json.data.token as string)).toBe(globex);
    expect(await orderCount(byKey.json.data.token as string)).toBe(globex);
    expect(globex).not.toBe(await orderCount(viewer));
    expect(globex).toBeLessThan(await orderCount(admin));
  });

  it('a payload edit shows in the next token', async () => {
    await api('POST', '/tenant/update', { id: 'stored-globex', payload: { tenant_id: 'acme' } });
    const token = (await mint({ tenantId: 'stored-globex' })).json.data.token as string;
    expect(await orderCount(token)).toBe(await orderCount(viewer));
  });

  it('a list in the payload under a policy’s key refuses the tenant’s data (403)', async () => {
    await api('POST', '/tenant/create', {
      name: 'Listy',
      key: 'listy',
      payload: { tenant_id: ['acme', 'globex'] },
    });
    const token = (await mint({ tenantKey: 'listy' })).json.data.token as string;
    const res = await api(
      'POST',
      '/query/chart-data',
      { chart: { id: ordersChartId }, dashboardId },
      token,
    );
    expect(res.status).toBe(403);
  });

  it('needs exactly one of tenant, tenantId, tenantKey; an unknown stored tenant is a 404', async () => {
    for (const body of [
      {},
      { tenantId: 'acme', tenantKey: 'acme' },
      { tenant: { id: 'acme' }, tenantId: 'acme' },
    ]) {
      const res = await mint(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error?.message).toContain(TENANT_CHOICE_MESSAGE);
    }
    expect((await mint({ tenantId: 'nobody' })).status).toBe(404);
    expect((await mint({ tenantKey: 'nobody' })).status).toBe(404);
    // The old shape is unchanged.
    expect((await mint({ tenant: { id: 'inline-only' } })).status).toBe(200);
  });
});
