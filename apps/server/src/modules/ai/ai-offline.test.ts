import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

// Dash with its default provider (the offline engine) on the real server and the demo data.

let server: TestServer;
let admin: string;
let connectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(id: string) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id, payload: { tenant_id: id } },
    permissions: { aiCharts: true },
  });
  return res.json.data.token as string;
}

/** A tenant's amount per channel, computed by the admin with plain SQL. */
async function expectedAmounts(tenant: string): Promise<Map<string, number>> {
  const res = await api('POST', '/query/run', {
    connectionId,
    sqlQuery: `SELECT channel, SUM(amount) AS total FROM orders WHERE tenant_id = '${tenant}' GROUP BY channel`,
  });
  expect(res.status).toBe(200);
  return new Map(
    (res.json.data as Array<{ channel: string; total: number }>).map((r) => [
      r.channel,
      Number(r.total),
    ]),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
}, 120_000);

afterAll(async () => server?.stop());

describe('Dash offline (default provider) as demo tenants', () => {
  it('answers "total amount by channel" with each tenant\'s own sums', async () => {
    const answers = new Map<string, Map<string, number>>();
    for (const tenant of ['acme', 'globex']) {
      const res = await api(
        'POST',
        '/ai/ask-dash-standalone-v2',
        { input: 'total amount by channel', connectionId },
        await tenantToken(tenant),
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const data = res.json.data;
      expect(data.kind, data.message).toBe('chart');
      expect(data.table).toBe('orders');
      expect(data.chart.dimensions.map((d: { field: string }) => d.field)).toEqual(['channel']);
      const [dim, measure] = data.result.columns.map((c: { name: string }) => c.name);
      const got = new Map<string, number>(
        data.result.rows.map((r: Record<string, unknown>) => [String(r[dim]), Number(r[measure])]),
      );
      const expected = await expectedAmounts(tenant);
      expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [channel, total] of expected) expect(got.get(channel)).toBeCloseTo(total, 2);
      answers.set(tenant, got);
    }
    expect(answers.get('acme')!.get('Web')).not.toBeCloseTo(answers.get('globex')!.get('Web')!, 0);
  });

  it('answers a tenant on the values of its own index only (a value of another tenant is no filter)', async () => {
    // a customer e-mail of globex, asked about by acme: acme's index does not know it
    const res = await api('POST', '/query/run', {
      connectionId,
      sqlQuery: "SELECT email FROM customers WHERE tenant_id = 'globex' ORDER BY email LIMIT 1",
    });
    const email = String(res.json.data[0].email);
    const acme = await tenantToken('acme');
    const asked = await api(
      'POST',
      '/ai/ask-dash-standalone-v2',
      { input: `number of customers with email ${email}`, connectionId },
      acme,
    );
    expect(asked.status).toBe(200);
    const filters = (asked.json.data.chart?.filters ?? []) as Array<{ value: unknown }>;
    expect(JSON.stringify(filters)).not.toContain(email);
  });

  it("answers a question close to a golden prompt with that golden chart, on the tenant's rows", async () => {
    const golden = {
      session_id: 'golden-test',
      prompt: 'Share of orders per order status',
      config: {
        type: 'donut',
        goldenTable: 'orders',
        dataPrep: {
          query: 'select * from orders',
          rawTableNames: ['orders'],
          goldenTable: 'orders',
        },
        chartConfigV2: {
          type: 'donut',
          title: 'Orders by status (golden)',
          dimensions: [{ name: 'Status', field: 'status', type: 'string' }],
          measures: [{ name: 'Orders', field: 'order_id', aggregation: 'count' }],
        },
      },
    };
    const stored = await api('POST', '/ai-chat-history/store-golden-chart', golden);
    expect(stored.status, JSON.stringify(stored.json)).toBe(200);
    const res = await api(
      'POST',
      '/ai/ask-dash-standalone-v2',
      { input: 'share of orders per status?', connectionId },
      await tenantToken('acme'),
    );
    expect(res.json.data).toMatchObject({
      kind: 'chart',
      table: 'orders',
      chart: {
        type: 'donut',
        title: 'Orders by status (golden)',
        dimensions: [{ field: 'status' }],
      },
    });
    const total = (res.json.data.result.rows as Array<{ Orders: number }>).reduce(
      (sum, r) => sum + Number(r.Orders),
      0,
    );
    const acmeOrders = await api('POST', '/query/run', {
      connectionId,
      sqlQuery: "SELECT COUNT(*) AS n FROM orders WHERE tenant_id = 'acme'",
    });
    expect(total).toBe(Number(acmeOrders.json.data[0].n));
  });
});
