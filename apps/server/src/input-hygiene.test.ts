import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MESSAGE } from '@chartroom/core';
import { storeChecksum } from './test/store-checksum';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './test/test-server';

// Issue 10, findings 4 and 5 (first item), against a real server: control characters in ids
// and names answered 500, and `{}` made an empty chart.

type Json = { data?: any; error?: { message: string; requestId?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let tenant: string;
let dashboardId: string;
let connectionId: string;
let chartId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(id: string, permissions: Record<string, boolean> = {}) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: 'acme' } },
    permissions,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.token as string;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  tenant = await tenantToken('acme', { createChart: true, editCharts: true, createChartSQL: true });
  dashboardId = (await api('GET', '/dashboard/list')).json.data.dashboards[0].id;
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
  chartId = (await api('GET', '/chart/list')).json.data.charts[0].id;
});
afterAll(async () => server?.stop());

describe('control characters in ids and names (finding 4)', () => {
  const NUL = 'Text must not contain NUL characters (U+0000)';
  const cases = () =>
    [
      ['/query/run', { sqlQuery: 'select 1', connectionId: `${connectionId}\u0000` }, admin],
      ['/tenant/get-connection', { connectionId: `x\u0000y` }, tenant],
      ['/tenant/get-dashboard-v2', { dashboard: { id: `${dashboardId}\u0000` } }, tenant],
      ['/query/chart-data', { chart: { id: `${chartId}\u0000` }, dashboardId }, tenant],
      ['/auth/api-keys', { name: 'key\u0000' }, admin],
      [
        '/connection/create',
        {
          name: 'pg',
          settings: { type: 'postgres', host: 'h\u0000', database: 'd', user: 'u' },
        },
        admin,
      ],
      ['/connection/preview', { connectionId, table: 'orders\u0000' }, tenant],
      ['/query/strict-tenant-coverage', { connectionId, sqlQuery: 'select 1\u0000' }, admin],
    ] as const;

  it('answers 400 with a clear message where a NUL answered 500, and writes nothing', async () => {
    const before = await storeChecksum(server.services.db);
    for (const [path, body, token] of cases()) {
      const res = await api('POST', path, body, token);
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.error?.message, path).toMatch(NUL);
    }
    expect(await storeChecksum(server.services.db)).toEqual(before);
  });

  it('refuses other control characters in ids and names by their own schema', async () => {
    const id = await api(
      'POST',
      '/tenant/get-dashboard-v2',
      { dashboard: { id: 'a\u0001b' } },
      tenant,
    );
    expect(id.status).toBe(400);
    expect(id.json.error?.message).toBe(`Invalid body at dashboard.id: ${ID_MESSAGE}`);
    const name = await api('POST', '/auth/api-keys', { name: 'key\u001b[31m' });
    expect(name.status).toBe(400);
    expect(name.json.error?.message).toBe(
      'Invalid body at name: name must not contain control characters',
    );
    const query = await api('DELETE', `/auth/api-keys?id=${encodeURIComponent('a\nb')}`);
    expect(query.status).toBe(400);
    expect(query.json.error?.message).toBe(`Invalid querystring at id: ${ID_MESSAGE}`);
    const sql = await api(
      'POST',
      '/query/run',
      { sqlQuery: 'select 1 as\n\tn', connectionId },
      admin,
    );
    expect(sql.status, JSON.stringify(sql.json)).toBe(200);
    const before = await storeChecksum(server.services.db);
    const renamed = await api('PATCH', '/connection', { id: connectionId, name: 'x\u0007' });
    expect(renamed.status).toBe(400);
    expect(renamed.json.error?.message).toBe(
      'Invalid body at name: Connection name must not contain control characters',
    );
    const policy = await api('PATCH', '/connection', {
      id: connectionId,
      tenantPolicies: [{ table: 'orders\u0000', column: 'tenant_id', payloadKey: 'tenant_id' }],
    });
    expect(policy.status).toBe(400);
    expect(await storeChecksum(server.services.db)).toEqual(before);
  });

  it('takes a tenant id with spaces, accents and other scripts', async () => {
    const token = await tenantToken('Zürich Café 東京');
    const res = await api(
      'POST',
      '/tenant/get-dashboard-v2',
      { dashboard: { id: dashboardId } },
      token,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const bad = await api('POST', '/tenant/create-token', { tenant: { id: 'a\u0007b' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.message).toBe(
      'Invalid body at tenant.id: tenant.id must not contain control characters',
    );
  });
});

describe('POST /chart/v3/create-chart without a starting point (finding 5)', () => {
  it('refuses {} and a body naming no builder, table or connection, creating nothing', async () => {
    const before = await storeChecksum(server.services.db);
    for (const body of [{}, { user: 'ada@example.com' }, { organizationId: 'x' }]) {
      for (const token of [admin, tenant]) {
        const res = await api('POST', '/chart/v3/create-chart', body, token);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.error?.message).toBe(
          "Invalid body at configVersion: configVersion ('v1' or 'v2') is required unless the chart starts from a starterTable or starterConnection",
        );
      }
    }
    expect(await storeChecksum(server.services.db)).toEqual(before);
  });

  it('still creates what the hub sends', async () => {
    const v2 = await api('POST', '/chart/v3/create-chart', {
      starterConnection: connectionId,
      starterTable: 'orders',
      configVersion: 'v2',
    });
    expect(v2.status, JSON.stringify(v2.json)).toBe(200);
    const classic = await api('POST', '/chart/v3/create-chart', { configVersion: 'v1' });
    expect(classic.status, JSON.stringify(classic.json)).toBe(200);
    const starter = await api('POST', '/chart/v3/create-chart', {
      starterConnection: connectionId,
      starterTable: 'orders',
    });
    expect(starter.status).toBe(200);
    const charts = (await api('GET', '/chart/list')).json.data.charts as Array<{
      id: string;
      config_version: string;
    }>;
    expect(charts.find((c) => c.id === starter.json.data.chartId)?.config_version).toBe('v1');
    expect(charts.find((c) => c.id === v2.json.data.chartId)?.config_version).toBe('v2');
  });
});

describe('request ids', () => {
  it('puts x-request-id on every answer and keeps a printable incoming one', async () => {
    const res = await fetch(`${server.url}/health`, { headers: { 'x-request-id': 'edge-42' } });
    expect(res.headers.get('x-request-id')).toBe('edge-42');
    const missing = await api('GET', '/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
