import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

// POST /query/filter-values: cross-filtering by the other filters' values, the 1000/300 caps,
// legacy filters, and the tenant scope on every scan (decision 028).

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let dashboardId: string;
let connectionId: string;
let chartIds: string[];
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

const raw = (column: string) => ({
  connection: connectionId,
  sourceType: 'Raw',
  table: 'orders',
  column,
});
function select(id: string, column: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    displayName: id,
    filterType: 'Select',
    filterSubType: 'Select Multi',
    filterSourceType: 'Raw',
    filterTable: 'orders',
    filterColumn: column,
    chartFilterStructures: Object.fromEntries(chartIds.map((c) => [c, raw(column)])),
    ...extra,
  };
}
async function addFilter(filter: Record<string, unknown>) {
  const res = await api('POST', '/dashboard-filters/create-or-update-filter', {
    filterId: filter.id,
    parentDashboardId: dashboardId,
    filterConfig: filter,
  });
  expect(res.status, res.json.error?.message).toBe(200);
}
const scan = (body: Record<string, unknown>, token = admin) =>
  api('POST', '/query/filter-values', { dashboardId, ...body }, token);
async function distinct(sql: string): Promise<string[]> {
  const res = await api('POST', '/query/run', { connectionId, sqlQuery: sql });
  expect(res.status, res.json.error?.message).toBe(200);
  return (res.json.data as Array<{ v: unknown }>).map((r) => String(r.v)).sort();
}
async function tenantToken(tenant: string) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: tenant } },
  });
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
  const list = (await api('GET', '/dashboard/list')).json.data.dashboards as Array<{
    id: string;
    name: string;
  }>;
  const demo = list.find((d) => d.name === 'Sales overview')!.id;
  dashboardId = (await api('POST', '/dashboard/v2/copy', { dashboard: { id: demo } })).json.data
    .dashboardId;
  const row = (await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id: dashboardId } }))
    .json.data.dashboard;
  chartIds = Object.keys(row.config.charts);
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
  await addFilter(select('fv-status', 'status'));
  await addFilter(select('fv-channel', 'channel'));
  await addFilter({
    id: 'fv-amount',
    displayName: 'Amount',
    filterType: 'Number',
    filterSubType: 'Number Equal to',
    chartFilterStructures: Object.fromEntries(chartIds.map((c) => [c, raw('quantity')])),
    filterSourceType: 'Raw',
    filterTable: 'orders',
    filterColumn: 'quantity',
  });
  // A legacy V2 (single column) filter: no structures, it reaches the charts reading orders.
  await addFilter({
    id: 'fv-country',
    displayName: 'Country',
    filterType: 'Select',
    filterSubType: 'Select Single',
    globalFilterConfig: {
      columnType: 'Raw',
      globalFilterableName: 'country',
      globalFilterableTable: 'orders',
    },
  });
});
afterAll(async () => server?.stop());

describe('POST /query/filter-values', () => {
  it('narrows a scan by the other filters, never by its own value', async () => {
    const all = await scan({ filterId: 'fv-status' });
    expect(all.status, all.json.error?.message).toBe(200);
    expect([...all.json.data.values].sort()).toEqual(
      await distinct('SELECT DISTINCT status AS v FROM orders'),
    );
    const crossed = await scan({
      filterId: 'fv-status',
      filterValues: [
        { filterId: 'fv-channel', value: ['Retail'] },
        { filterId: 'fv-amount', value: 5 },
        // Its own value is ignored: the options of a filter never shrink to its selection.
        { filterId: 'fv-status', value: ['completed'] },
      ],
    });
    expect(crossed.status, crossed.json.error?.message).toBe(200);
    const expected = await distinct(
      "SELECT DISTINCT status AS v FROM orders WHERE channel = 'Retail' AND quantity = 5",
    );
    expect([...crossed.json.data.values].sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
    // A cleared value (null, empty list) narrows nothing.
    const cleared = await scan({
      filterId: 'fv-status',
      filterValues: [
        { filterId: 'fv-channel', value: [] },
        { filterId: 'fv-amount', value: null },
      ],
    });
    expect(cleared.json.data.values).toEqual(all.json.data.values);
  });

  it('narrows an output-column scan (the chart data prep) by a raw-table filter', async () => {
    const all = await scan({ filterId: 'filter-channel' });
    expect(all.status, all.json.error?.message).toBe(200);
    const crossed = await scan({
      filterId: 'filter-channel',
      filterValues: [{ filterId: 'fv-channel', value: ['Web'] }],
    });
    expect(crossed.status, crossed.json.error?.message).toBe(200);
    expect(crossed.json.data.values).toEqual(['Web']);
    expect(all.json.data.values.length).toBeGreaterThan(1);
  });

  it('caps the options at the limit (1000 by default, 300 for the editors)', async () => {
    const two = await scan({ filterId: 'fv-status', limit: 2 });
    expect(two.json.data.values).toHaveLength(2);
    const many = await scan({ filterId: 'filter-date', limit: 300 });
    expect(many.status, many.json.error?.message).toBe(200);
    expect(many.json.data.values.length).toBeLessThanOrEqual(300);
    const tooMany = await scan({ filterId: 'fv-status', limit: 1001 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error?.message).toContain('Limit must be at most 1000');
    const unknown = await scan({
      filterId: 'fv-status',
      filterValues: [{ filterId: 'nope', value: 'x' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error?.message).toBe('Unknown filter nope on this dashboard');
  });

  it("scans a legacy V2 filter's column on a chart that reads its table", async () => {
    const res = await scan({ filterId: 'fv-country' });
    expect(res.status, res.json.error?.message).toBe(200);
    expect([...res.json.data.values].sort()).toEqual(
      await distinct('SELECT DISTINCT country AS v FROM orders'),
    );
  });

  it('scans the first raw structure when a query variable structure comes first', async () => {
    // A V2.5 filter bound to one chart's {{variable}} and to the other charts' channel column.
    const [first, ...rest] = chartIds;
    await addFilter({
      id: 'fv-variable-first',
      displayName: 'Channel or variable',
      filterType: 'Select',
      filterSubType: 'Select Multi',
      chartFilterStructures: {
        [first!]: { connection: connectionId, sourceType: 'Variable', table: '', column: 'pick' },
        ...Object.fromEntries(rest.map((c) => [c, raw('channel')])),
      },
    });
    const res = await scan({ filterId: 'fv-variable-first' });
    expect(res.status, res.json.error?.message).toBe(200);
    expect([...res.json.data.values].sort()).toEqual(
      await distinct('SELECT DISTINCT channel AS v FROM orders'),
    );
  });

  it("keeps every scan in the tenant's rows, cross-filtered or not", async () => {
    const acme = await tenantToken('acme');
    const own = await scan({ filterId: 'fv-country' }, acme);
    expect(own.status, own.json.error?.message).toBe(200);
    expect([...own.json.data.values].sort()).toEqual(
      await distinct("SELECT DISTINCT country AS v FROM orders WHERE tenant_id = 'acme'"),
    );
    const crossed = await scan(
      {
        filterId: 'fv-country',
        filterValues: [{ filterId: 'fv-channel', value: ['Partner'] }],
      },
      acme,
    );
    expect([...crossed.json.data.values].sort()).toEqual(
      await distinct(
        "SELECT DISTINCT country AS v FROM orders WHERE tenant_id = 'acme' AND channel = 'Partner'",
      ),
    );
    const everyone = await distinct('SELECT DISTINCT country AS v FROM orders');
    expect(own.json.data.values.length).toBeLessThan(everyone.length);
  });
});
