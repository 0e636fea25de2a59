import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { sqliPayloads } from '../../test/sqli-payloads';
import { changedTables, storeChecksum } from '../../test/store-checksum';

// Every SQL injection payload of ../shared/data/sqli as the value of every chart-level filter type
// (Raw and Output targets, query variable) in a tenant's chart-data request: only the tenant's
// rows or a clear 400, never a 500, nothing written.

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Value = string | string[];

let server: TestServer;
let admin: string;
let tenant: string;
let dashboardId: string;
let chartId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

const raw = (rawColumn: string) => ({ sourceType: 'Raw', rawTable: 'orders', rawColumn });
const output = (outputColumn: string) => ({ sourceType: 'Output', outputColumn });
const FILTERS: Record<string, object> = {
  'c-input': { filterType: 'Input', filterSubType: 'Input Equals', filterTarget: raw('status') },
  'c-date': { filterType: 'Date', filterSubType: 'Date Range', filterTarget: raw('created_at') },
  'c-date-nots': {
    filterType: 'Date',
    filterSubType: 'Date Range (No Timestamp)',
    filterTarget: output('created_at'),
  },
  'c-select': {
    filterType: 'Select',
    filterSubType: 'Select Single',
    filterTarget: raw('channel'),
  },
  'c-multi': {
    filterType: 'Select',
    filterSubType: 'Select Multi',
    filterTarget: output('channel'),
  },
  'c-number': { filterType: 'Number', filterTarget: output('quantity') },
  'c-var': {
    filterType: 'Input',
    filterSubType: 'Input Equals',
    filterTarget: { sourceType: 'Variable', variableName: 'excluded' },
    defaultValue: 'cancelled',
  },
};
const SINGLE = Object.keys(FILTERS).filter((id) => id !== 'c-multi');

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
  const connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
  chartId = (
    await api('POST', '/chart/v3/create-chart', {
      starterTable: 'orders',
      starterConnection: connectionId,
      configVersion: 'v1',
    })
  ).json.data.chartId;
  for (const [filterId, config] of Object.entries(FILTERS)) {
    const res = await api('POST', '/filters/create-or-update-filter', {
      filterId,
      parentChartId: chartId,
      filterConfig: { displayName: filterId, ...config },
    });
    expect(res.status, res.json.error?.message).toBe(200);
  }
  await api('POST', '/filters/save-filters', { filterIds: Object.keys(FILTERS) });
  const saved = await api('PATCH', '/chart/v3', {
    id: chartId,
    name: 'Chart filter injection probe',
    connection: connectionId,
    config: {
      chartConfig: { type: 'Table' },
      dataPrep: {
        query:
          'select order_id, tenant_id, channel, status, quantity, created_at from orders where status <> {{excluded}}',
        rawTableNames: ['orders'],
      },
      filters: Object.values(FILTERS).map((c) => ({ displayName: 'f', ...c })),
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
  const save = await api('POST', '/dashboard/v3/save', {
    dashboardId,
    dashboardVersion: row.version,
    name: row.name,
    config: {
      ...row.config,
      charts: { [chartId]: { layout: { i: chartId, x: 0, y: 0, w: 8, h: 8 }, version } },
      filters: [],
    },
  });
  expect(save.status, save.json.error?.message).toBe(200);
  tenant = (
    await api('POST', '/tenant/create-token', {
      tenant: { id: 'acme', payload: { tenant_id: 'acme' } },
    })
  ).json.data.token;
});
afterAll(async () => server?.stop());

describe('SQL injection payloads as chart filter values', () => {
  it('answer only the tenant’s rows or a clear 400, and write nothing', async () => {
    const all = sqliPayloads();
    expect(all.length).toBeGreaterThan(1000);
    const before = await storeChecksum(server.services.db);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const chartData = async (values: Array<{ filterId: string; value: Value }>, p: string) => {
      const res = await api(
        'POST',
        '/query/chart-data',
        { chart: { id: chartId }, dashboardId, chartFilterValues: values },
        tenant,
      );
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) {
        for (const r of res.json.data.rows as Array<{ tenant_id: string }>) {
          if (r.tenant_id !== 'acme') failures.push(`row of ${r.tenant_id}: ${p}`);
        }
      } else if (res.status !== 400 || !res.json.error?.message) {
        failures.push(`${res.status} ${res.json.error?.message ?? ''}: ${p}`);
      }
      return res.status;
    };
    await pool(all, 6, async (p) => {
      const each = SINGLE.map((filterId) => ({ filterId, value: p }));
      if ((await chartData(each, p)) === 400) {
        for (const one of each) await chartData([one], p);
      }
    });
    for (let i = 0; i < all.length; i += 1000) {
      await chartData([{ filterId: 'c-multi', value: all.slice(i, i + 1000) }], `list ${i}`);
    }
    if (failures.length > 0) console.log(failures.slice(0, 20).join('\n'));
    expect(failures.slice(0, 20)).toEqual([]);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(all.length / 2);
    expect(changedTables(before, await storeChecksum(server.services.db))).toEqual([]);
  }, 180_000);

  it('still answers the tenant’s data afterwards', async () => {
    const res = await api(
      'POST',
      '/query/chart-data',
      { chart: { id: chartId }, dashboardId, chartFilterValues: [] },
      tenant,
    );
    expect(res.status, res.json.error?.message).toBe(200);
    expect(new Set(res.json.data.rows.map((r: { tenant_id: string }) => r.tenant_id))).toEqual(
      new Set(['acme']),
    ); // The values do apply (a probe that ignored them would pass the test above too).
    const web = await api(
      'POST',
      '/query/chart-data',
      {
        chart: { id: chartId },
        dashboardId,
        chartFilterValues: [{ filterId: 'c-select', value: 'Web' }],
      },
      tenant,
    );
    const channels = new Set(web.json.data.rows.map((r: { channel: string }) => r.channel));
    expect(channels).toEqual(new Set(['Web']));
  });
});
