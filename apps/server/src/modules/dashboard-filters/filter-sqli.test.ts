import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { sqliPayloads } from '../../test/sqli-payloads';
import { changedTables, storeChecksum } from '../../test/store-checksum';

// Every SQL injection payload of ../shared/data/sqli as the value of every dashboard filter type
// (Raw, Output and Variable targets), on a tenant's chart data and on the Select scans
// (cross-filtered): only the tenant's rows or a clear 400, never a 500, nothing written.

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Value = string | string[];

let server: TestServer;
let admin: string;
let tenant: string;
let dashboardId: string;
let chartId: string;
let connectionId: string;
let acmeChannels: Set<string>;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

const SINGLE_FILTERS = [
  's-input',
  's-number',
  's-date',
  's-date-single',
  's-select',
  's-toggle',
  's-var',
] as const;

function filter(id: string, type: string, subType: string | undefined, target: object) {
  return {
    id,
    displayName: id,
    filterType: type,
    ...(subType ? { filterSubType: subType } : {}),
    chartFilterStructures: { [chartId]: { connection: connectionId, table: '', ...target } },
  };
}
const raw = (column: string) => ({ sourceType: 'Raw', table: 'orders', column });
const output = (column: string) => ({ sourceType: 'Output', column });

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

beforeAll(async () => {
  server = await startTestServer({
    CHARTROOM_DEMO_ROWS: '1000',
    CHARTROOM_RATE_LIMIT_TOKEN: '0',
    CHARTROOM_RATE_LIMIT_ORG: '0',
  });
  admin = (
    await server.api<Json>('POST', '/auth/sign-in', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    })
  ).json.data.token;
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
  chartId = (
    await api('POST', '/chart/v3/create-chart', {
      starterTable: 'orders',
      starterConnection: connectionId,
      configVersion: 'v1',
    })
  ).json.data.chartId;
  const saved = await api('PATCH', '/chart/v3', {
    id: chartId,
    name: 'Injection probe',
    connection: connectionId,
    config: {
      chartConfig: { type: 'Table' },
      dataPrep: {
        query:
          "select order_id, tenant_id, channel, status, quantity, created_at, status = 'completed' as paid from orders where status <> {{excluded}}",
        rawTableNames: ['orders'],
        outputColumns: [
          { columnName: 'order_id', type: 'number' },
          { columnName: 'tenant_id', type: 'string' },
          { columnName: 'channel', type: 'string' },
          { columnName: 'status', type: 'string' },
          { columnName: 'quantity', type: 'number' },
          { columnName: 'created_at', type: 'date' },
          { columnName: 'paid', type: 'boolean' },
        ],
      },
    },
  });
  expect(saved.status, saved.json.error?.message).toBe(200);
  const version = saved.json.data.chartVersion as number;
  const list = (await api('GET', '/dashboard/list')).json.data.dashboards as Array<{
    id: string;
    name: string;
  }>;
  const demo = list.find((d) => d.name === 'Sales overview')!.id;
  dashboardId = (await api('POST', '/dashboard/v2/copy', { dashboard: { id: demo } })).json.data
    .dashboardId;
  const row = (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: dashboardId } }))
    .json.data.dashboard;
  const config = {
    ...row.config,
    charts: { [chartId]: { layout: { i: chartId, x: 0, y: 0, w: 8, h: 8 }, version } },
    filters: [
      filter('s-input', 'Input', 'Input Equals', raw('status')),
      filter('s-number', 'Number', 'Number Equal to', raw('quantity')),
      filter('s-date', 'Date', 'Date Range', raw('created_at')),
      filter('s-date-single', 'Date', 'Date Single', output('created_at')),
      filter('s-select', 'Select', 'Select Single', raw('channel')),
      filter('s-multi', 'Select', 'Select Multi', raw('channel')),
      filter('s-multi-output', 'Select', 'Select Multi', output('channel')),
      filter('s-toggle', 'Toggle', undefined, output('paid')),
      {
        ...filter('s-var', 'Input', 'Input Equals', { sourceType: 'Variable', column: 'excluded' }),
        defaultValue: 'cancelled',
      },
    ],
  };
  const save = await api('POST', '/dashboard/v3/save', {
    dashboardId,
    dashboardVersion: row.version,
    name: row.name,
    config,
  });
  expect(save.status, save.json.error?.message).toBe(200);
  tenant = (
    await api('POST', '/tenant/create-token', {
      tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
    })
  ).json.data.token;
  const channels = await api('POST', '/query/run', {
    connectionId,
    sqlQuery: "select distinct channel from orders where tenant_id = 'acme'",
  });
  acmeChannels = new Set((channels.json.data as Array<{ channel: string }>).map((r) => r.channel));
});
afterAll(async () => server?.stop());

describe('SQL injection payloads as filter values', () => {
  it('answer only the tenant’s rows or a clear 400, and write nothing', async () => {
    const all = sqliPayloads();
    expect(all.length).toBeGreaterThan(1000);
    const before = await storeChecksum(server.services.db);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    const chartData = async (values: Array<{ filterId: string; value: Value }>, p: string) => {
      const res = await api(
        'POST',
        '/query/chart-data',
        { chart: { id: chartId }, dashboardId, filterValues: values },
        tenant,
      );
      count(res.status);
      if (res.status === 200) {
        for (const r of res.json.data.rows as Array<{ tenant_id: string }>) {
          if (r.tenant_id !== 'acme') failures.push(`chart row of ${r.tenant_id}: ${p}`);
        }
      } else if (res.status !== 400 || !res.json.error?.message) {
        failures.push(`chart ${res.status} ${res.json.error?.message ?? ''}: ${p}`);
      }
      return res.status;
    };
    const scan = async (
      filterId: string,
      values: Array<{ filterId: string; value: Value }>,
      p: string,
    ) => {
      const res = await api(
        'POST',
        '/query/filter-values',
        { dashboardId, filterId, filterValues: values },
        tenant,
      );
      count(res.status);
      if (res.status === 200) {
        for (const v of res.json.data.values as string[]) {
          if (!acmeChannels.has(v)) failures.push(`scan value ${v}: ${p}`);
        }
      } else if (res.status !== 400 || !res.json.error?.message) {
        failures.push(`scan ${res.status} ${res.json.error?.message ?? ''}: ${p}`);
      }
      return res.status;
    };

    // Each payload as the value of every single-valued filter in one request; when that is
    // refused, each filter alone (one filter's 400 must not hide another's answer).
    await pool(all, 6, async (p) => {
      const each = SINGLE_FILTERS.map((filterId) => ({
        filterId,
        value: filterId === 's-select' ? [p] : p,
      }));
      if ((await chartData(each, p)) === 400) {
        for (const one of each) await chartData([one], p);
      }
      // The scan of a raw table or of the chart's data prep (variables, output predicates), in turn.
      const scanned = all.indexOf(p) % 2 === 0 ? 's-multi' : 's-multi-output';
      if ((await scan(scanned, each, p)) === 400) {
        for (const one of each) await scan(scanned, [one], p);
      }
    });
    // Select Multi takes a list: the payloads 1000 at a time.
    for (let i = 0; i < all.length; i += 1000) {
      const list = all.slice(i, i + 1000);
      for (const filterId of ['s-multi', 's-multi-output']) {
        await chartData([{ filterId, value: list }], `list ${i} of ${filterId}`);
        await scan('s-select', [{ filterId, value: list }], `list ${i} of ${filterId}`);
      }
    }
    if (failures.length > 0) console.log(failures.slice(0, 20).join('\n'));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(all.length);
    expect(changedTables(before, await storeChecksum(server.services.db))).toEqual([]);
  }, 120_000);

  it('still answers the tenant’s data afterwards', async () => {
    const res = await api(
      'POST',
      '/query/chart-data',
      { chart: { id: chartId }, dashboardId, filterValues: [] },
      tenant,
    );
    expect(res.status, res.json.error?.message).toBe(200);
    expect(res.json.data.rows.length).toBeGreaterThan(0);
    expect(new Set(res.json.data.rows.map((r: { tenant_id: string }) => r.tenant_id))).toEqual(
      new Set(['acme']),
    );
  });
});
