import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let admin: string;
let connectionId: string;
let publishedChartId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function copyOf(chartId: string) {
  const res = await api('POST', '/chart/v2/copy', {
    chart: { id: chartId, version: 1, published: false },
  });
  expect(res.status).toBe(200);
  return res.json.data.chartId as string;
}
async function chartFilter(filterId: string, parentChartId: string) {
  const res = await api('POST', '/filters/create-or-update-filter', {
    filterId,
    parentChartId,
    filterConfig: {
      displayName: 'Channel',
      filterType: 'Select',
      filterSubType: 'Select Single',
      filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: 'channel' },
    },
  });
  expect(res.status).toBe(200);
  expect((await api('POST', '/filters/save-filters', { filterIds: [filterId] })).status).toBe(200);
}
async function existing(ids: string[]): Promise<string[]> {
  const rows = await server.services.db
    .selectFrom('chart_filters')
    .select('filter_id')
    .where('filter_id', 'in', ids)
    .execute();
  return rows.map((r) => r.filter_id).sort();
}
const layout = (i: string, x: number) => ({ i, x, y: 0, w: 4, h: 8 });
const structure = { connection: 'c', sourceType: 'Raw', table: 'orders', column: 'channel' };
/** An aggregate (dashboard) filter linking chart filters and reaching charts. */
function aggregate(id: string, links: Record<string, string>) {
  return {
    id,
    displayName: 'Channel',
    filterType: 'Select',
    chartFilterIds: Object.values(links),
    chartFilterStructures: Object.fromEntries(Object.keys(links).map((c) => [c, structure])),
  };
}
async function createDashboard(charts: string[], filters: unknown[]) {
  const id = randomUUID();
  const res = await api('POST', '/dashboard/v3/save', {
    dashboardId: id,
    name: `Removal ${id.slice(0, 6)}`,
    config: {
      charts: Object.fromEntries(
        charts.map((c, k) => [c, { layout: layout(c, k * 4), version: 1 }]),
      ),
      filters,
    },
    dashboardVersion: 0,
  });
  expect(res.status).toBe(200);
  return res.json.data.dashboard as { id: string; version: number; config: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
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
  expect(connectionId).toBeTruthy();
  const charts = (await api('GET', '/chart/list')).json.data.charts as Array<{
    id: string;
    published: boolean;
  }>;
  publishedChartId = charts.find((c) => c.published)!.id;
});
afterAll(async () => server?.stop());

describe('saving a dashboard without a chart (dashboards.md §4)', () => {
  it("deletes the removed chart's filters its aggregate filters linked, and no others", async () => {
    const [a, b] = [await copyOf(publishedChartId), await copyOf(publishedChartId)];
    const [fa, faOwn, fb] = ['fa', 'fa-own', 'fb'].map((p) => `${p}-${randomUUID()}`);
    await chartFilter(fa!, a);
    await chartFilter(faOwn!, a); // a's own filter, linked by no aggregate filter
    await chartFilter(fb!, b);
    const dashboard = await createDashboard([a, b], [aggregate('agg', { [a]: fa!, [b]: fb! })]);

    const { [a]: _gone, ...rest } = dashboard.config.charts;
    const saved = await api('POST', '/dashboard/v3/save', {
      dashboardId: dashboard.id,
      name: 'Without a',
      config: { ...dashboard.config, charts: rest, filters: [aggregate('agg', { [b]: fb! })] },
      dashboardVersion: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.dashboard.version).toBe(2);
    expect(await existing([fa!, faOwn!, fb!])).toEqual([faOwn!, fb!].sort());
  });

  it('keeps a chart filter another dashboard still links, and changes nothing on a plain save', async () => {
    const c = await copyOf(publishedChartId);
    const fc = `fc-${randomUUID()}`;
    await chartFilter(fc, c);
    const one = await createDashboard([c], [aggregate('agg', { [c]: fc })]);
    await createDashboard([c], [aggregate('agg', { [c]: fc })]);
    // A save that keeps the chart deletes nothing.
    const same = await api('POST', '/dashboard/v3/save', {
      dashboardId: one.id,
      name: 'Same',
      config: one.config,
      dashboardVersion: 1,
    });
    expect(same.status).toBe(200);
    expect(await existing([fc])).toEqual([fc]);
    const removed = await api('POST', '/dashboard/v3/save', {
      dashboardId: one.id,
      name: 'Without c',
      config: { ...one.config, charts: {}, filters: [] },
      dashboardVersion: 2,
    });
    expect(removed.status).toBe(200);
    expect(await existing([fc])).toEqual([fc]);
  });
});
