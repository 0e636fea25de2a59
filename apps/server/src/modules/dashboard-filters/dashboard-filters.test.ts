import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyDashboardFilterSchema, LEGACY_V1_FILTER, upgradeLegacyFilter } from '@chartroom/core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../test/test-server';
import { changedTables, storeChecksum } from '../../test/store-checksum';

type Json = { data?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Filter = { id: string; [key: string]: unknown };

let server: TestServer;
let admin: string;
let demoId: string;
let chartIds: string[];
let connectionId: string;
const api = (method: string, path: string, body?: unknown, token = admin) =>
  server.api<Json>(method, path, body, token);

async function tenantToken(tenant: string, permissions: Record<string, boolean> = {}) {
  const res = await api('POST', '/tenant/create-token', {
    tenant: { id: tenant, payload: { tenant_id: 'acme' } },
    permissions,
  });
  return res.json.data.token as string;
}
async function latest(id: string, token = admin) {
  const res = await api('POST', '/tenant/get-dashboard-v2', { dashboard: { id } }, token);
  return res.json.data.dashboard as { version: number; config: { filters: Filter[] } };
}
async function clone() {
  const res = await api('POST', '/dashboard/v2/copy', { dashboard: { id: demoId } });
  return res.json.data.dashboardId as string;
}
function structure(column: string) {
  return { connection: connectionId, sourceType: 'Output', table: 'orders', column };
}
function inputFilter(id: string, charts: readonly string[], extra: Record<string, unknown> = {}) {
  return {
    id,
    displayName: 'Channel search',
    filterType: 'Input',
    filterSubType: 'Input Equals',
    chartFilterStructures: Object.fromEntries(charts.map((c) => [c, structure('channel')])),
    ...extra,
  };
}
const v2 = (body: Record<string, unknown>, token = admin) =>
  api('POST', '/dashboard-filters/create-or-update-filter-v2', body, token);
const listed = async (id: string, token = admin) =>
  (await api('GET', `/dashboard-filters/get-filters-v2?dashboardIds=${id}`, undefined, token)).json
    .data.filters as Array<{ filterId: string; config: Filter; saved_at: string | null }>;
const chartFiltersOf = async (ids: readonly string[]) =>
  (await api('GET', `/dashboard-filters/get-all-charts-filters?chartIds=${ids.join(',')}`)).json
    .data as Array<{ filterId: string; parent_chart_id: string; config: Record<string, unknown> }>;

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
  demoId = list.find((d) => d.name === 'Sales overview')!.id;
  const demo = await latest(demoId);
  chartIds = Object.keys((demo.config as unknown as { charts: object }).charts);
  connectionId = (await api('GET', '/connection/list')).json.data.connections[0].id;
});
afterAll(async () => server?.stop());

describe('dashboard filter calls', () => {
  it('noSave keeps a filter out of the config until save-filters-v2; a second save makes no version', async () => {
    const id = await clone();
    const before = await latest(id);
    const [a, b] = chartIds;
    const created = await v2({
      filterId: 'df-search',
      parentDashboardId: id,
      filterConfig: inputFilter('df-search', [a!, b!]),
      chartIds: [a, b],
      noSave: true,
    });
    expect(created.status).toBe(200);
    expect(created.json.data.chartFilterIds).toHaveLength(2);
    expect(created.json.data.filter).toMatchObject({
      filterId: 'df-search',
      parent_dashboard_id: id,
      config: { chartFilterIds: created.json.data.chartFilterIds, saved: false },
    });
    expect((await latest(id)).version).toBe(before.version);
    // Editors see the draft; a viewer only what the config holds.
    expect((await listed(id)).map((f) => f.filterId)).toContain('df-search');
    const viewer = await tenantToken('df-viewer');
    expect((await listed(id, viewer)).map((f) => f.filterId)).not.toContain('df-search');
    // The bound chart filters exist, unsaved, bound to the dashboard filter.
    const bound = (await chartFiltersOf([a!, b!])).filter(
      (f) => f.config.isBoundBy === 'df-search',
    );
    expect(bound.map((f) => f.parent_chart_id).sort()).toEqual([a, b].sort());
    expect(bound[0]?.config).toMatchObject({
      isBound: true,
      saved: false,
      filterTarget: { sourceType: 'Output', outputColumn: 'channel' },
    });

    const saved = await api('POST', '/dashboard-filters/save-filters-v2', {
      filterIds: ['df-search'],
    });
    expect(saved.json.data).toEqual({ filterIds: ['df-search'] });
    const after = await latest(id);
    expect(after.version).toBe(before.version + 1);
    expect(after.config.filters.map((f) => f.id)).toContain('df-search');
    const row = (await listed(id)).find((f) => f.filterId === 'df-search');
    expect(row?.config.saved).toBe(true);
    expect(row?.saved_at).toEqual(expect.any(String));
    expect(
      (await chartFiltersOf([a!])).find((f) => f.config.isBoundBy === 'df-search')?.config.saved,
    ).toBe(true);
    await api('POST', '/dashboard-filters/save-filters-v2', { filterIds: ['df-search'] });
    expect((await latest(id)).version).toBe(after.version);
    // The viewer now gets it from the config.
    expect((await listed(id, viewer)).map((f) => f.filterId)).toContain('df-search');
  });

  it('an update drops the chart filters of charts no longer listed; delete answers the created ones and unbinds reused ones', async () => {
    const id = await clone();
    const [a, b] = chartIds;
    // A chart's own variable filter, mapped onto the dashboard filter.
    await api('POST', '/filters/create-or-update-filter', {
      filterId: 'own-var',
      parentChartId: b,
      filterConfig: {
        displayName: 'Channel search',
        filterType: 'Input',
        filterTarget: { sourceType: 'Variable', variableName: 'channel' },
      },
    });
    const first = await v2({
      filterId: 'df-map',
      parentDashboardId: id,
      filterConfig: inputFilter('df-map', [a!, b!]),
      chartIds: [a, b],
      existingChartFilterIds: ['own-var'],
    });
    expect(first.status).toBe(200);
    const ids = first.json.data.chartFilterIds as string[];
    expect(ids).toContain('own-var');
    expect(ids).toHaveLength(2);
    const createdForA = ids.find((x) => x !== 'own-var')!;
    // Saved at once (no noSave): in the config, the filter's chartFilterIds with it.
    const inConfig = (await latest(id)).config.filters.find((f) => f.id === 'df-map');
    expect(inConfig?.chartFilterIds).toEqual(ids);

    const second = await v2({
      filterId: 'df-map',
      parentDashboardId: id,
      filterConfig: inputFilter('df-map', [b!]),
      chartIds: [b],
      existingChartFilterIds: ['own-var'],
    });
    expect(second.json.data.chartFilterIds).toEqual(['own-var']);
    expect((await chartFiltersOf([a!])).map((f) => f.filterId)).not.toContain(createdForA);

    const third = await v2({
      filterId: 'df-map',
      parentDashboardId: id,
      filterConfig: inputFilter('df-map', [a!, b!]),
      chartIds: [a, b],
      noSave: true,
    });
    const created = (third.json.data.chartFilterIds as string[]).filter((x) => x !== 'own-var');
    expect(third.json.data.chartFilterIds).toHaveLength(2);
    // own-var was released (not listed again), not deleted.
    const own = (await chartFiltersOf([b!])).find((f) => f.filterId === 'own-var');
    expect(own?.config).toMatchObject({ isBound: false, isBoundBy: null });

    const gone = await api('DELETE', '/dashboard-filters/delete-filter-v2?filterId=df-map');
    expect(gone.status).toBe(200);
    expect(gone.json.data.deletedChartFilterIds.sort()).toEqual(created.sort());
    const left = await chartFiltersOf([a!, b!]);
    expect(left.map((f) => f.filterId)).toContain('own-var');
    expect(left.some((f) => f.config.isBoundBy === 'df-map')).toBe(false);
    // The row is gone; the saved config keeps the filter until the dashboard's next save.
    expect((await latest(id)).config.filters.map((f) => f.id)).toContain('df-map');
    const again = await api('DELETE', '/dashboard-filters/delete-filter-v2?filterId=nope');
    expect(again.status).toBe(404);
  });

  it('a seeded filter (config only) can be deleted; the legacy call saves a V1 filter into the config', async () => {
    const id = await clone();
    // The demo and its clones all hold filter-date: the dashboard must be named.
    const ambiguous = await api(
      'DELETE',
      '/dashboard-filters/delete-filter-v2?filterId=filter-date',
    );
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.json.error?.message).toBe(
      'Filter filter-date is on several dashboards: name its dashboard (parentDashboardId)',
    );
    const gone = await api(
      'DELETE',
      `/dashboard-filters/delete-filter-v2?filterId=filter-date&parentDashboardId=${id}`,
    );
    expect(gone.status, gone.json.error?.message).toBe(200);
    expect(gone.json.data.deletedChartFilterIds).toEqual([]);
    const [a, b] = chartIds;
    const legacy = {
      ...LEGACY_V1_FILTER,
      id: 'df-legacy',
      filterTargets: [
        { chartId: a, type: 'After logic', targetColumn: 'channel', columns: [] },
        { chartId: b, type: 'Before logic', targetTable: 'orders', targetColumn: 'channel' },
      ],
    };
    const res = await api('POST', '/dashboard-filters/create-or-update-filter', {
      filterId: 'df-legacy',
      parentDashboardId: id,
      filterConfig: legacy,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.filter.config.filterTargets).toHaveLength(2);
    const stored = (await latest(id)).config.filters.find((f) => f.id === 'df-legacy');
    expect(stored).toMatchObject({ filterTargets: expect.any(Array), saved: true });
  });

  it('copies keep filter ids: each dashboard edits, saves and deletes its own', async () => {
    const [one, two] = [await clone(), await clone()];
    const [a] = chartIds;
    const edit = (dashboardId: string, name: string) =>
      v2({
        filterId: 'filter-channel',
        parentDashboardId: dashboardId,
        filterConfig: inputFilter('filter-channel', [a!], { displayName: name }),
        chartIds: [a],
        noSave: true,
      });
    const first = await edit(one, 'Channel one');
    const second = await edit(two, 'Channel two');
    expect(first.status, first.json.error?.message).toBe(200);
    expect(second.status, second.json.error?.message).toBe(200);
    const [created] = first.json.data.chartFilterIds as string[];
    expect(second.json.data.chartFilterIds).not.toContain(created);
    const ambiguous = await api('POST', '/dashboard-filters/save-filters-v2', {
      filterIds: ['filter-channel'],
    });
    expect(ambiguous.status).toBe(400);
    const saved = await api('POST', '/dashboard-filters/save-filters-v2', {
      filterIds: ['filter-channel'],
      parentDashboardId: one,
    });
    expect(saved.status, saved.json.error?.message).toBe(200);
    const name = async (id: string) =>
      (await latest(id)).config.filters.find((f) => f.id === 'filter-channel')?.displayName;
    expect(await name(one)).toBe('Channel one');
    expect(await name(two)).toBe('Channel');
    expect((await listed(two)).find((f) => f.filterId === 'filter-channel')?.config).toMatchObject({
      displayName: 'Channel two',
      saved: false,
    });
    const gone = await api(
      'DELETE',
      `/dashboard-filters/delete-filter-v2?filterId=filter-channel&parentDashboardId=${two}`,
    );
    expect(gone.json.data.deletedChartFilterIds).toEqual(second.json.data.chartFilterIds);
    expect((await chartFiltersOf([a!])).map((f) => f.filterId)).toContain(created);
  });

  it("saves a seeded filter edited on one copy without naming it (the hub's Save)", async () => {
    const id = await clone();
    const seeded = (await latest(id)).config.filters.find((f) => f.id === 'filter-date')!;
    const edited = await v2({
      filterId: 'filter-date',
      parentDashboardId: id,
      filterConfig: { ...seeded, displayName: 'Order date' },
      chartIds: Object.keys(seeded.chartFilterStructures as object),
      // Older configs list chart ids here: they are not chart filters, and are skipped.
      existingChartFilterIds: seeded.chartFilterIds,
      noSave: true,
    });
    expect(edited.status, edited.json.error?.message).toBe(200);
    const saved = await api('POST', '/dashboard-filters/save-filters-v2', {
      filterIds: ['filter-date'],
    });
    expect(saved.status, saved.json.error?.message).toBe(200);
    const after = (await latest(id)).config.filters.find((f) => f.id === 'filter-date');
    expect(after?.displayName).toBe('Order date');
  });

  it('legacy V1 and V2 filters filter chart data as their V2.5 upgrades do', async () => {
    const id = await clone();
    const demo = await latest(id);
    const channelCharts = Object.keys(
      (
        demo.config.filters.find((f) => f.id === 'filter-channel') as unknown as {
          chartFilterStructures: Record<string, unknown>;
        }
      ).chartFilterStructures,
    );
    const charts = (
      await api('POST', '/tenant/get-charts-v3', {
        charts: channelCharts.map((c) => ({ id: c, version: 1 })),
      })
    ).json.data.charts as Array<{ id: string; connection: string; config: { dataPrep: object } }>;
    const info = charts.map((c) => ({ id: c.id, connection: c.connection, ...c.config.dataPrep }));
    const legacy = [
      {
        ...LEGACY_V1_FILTER,
        id: 'lg-v1',
        selectedValue: undefined,
        // 'After logic' (the output) and 'Before logic' without a table (the chart's only raw
        // table, read from its SQL) in turn.
        filterTargets: channelCharts.map((chartId, i) => ({
          chartId,
          type: i % 2 ? 'Before logic' : 'After logic',
          targetColumn: 'channel',
          columns: [],
        })),
      },
      {
        id: 'lg-v2',
        displayName: 'Channel (V2)',
        filterType: 'Select',
        filterSubType: 'Select Multi',
        globalFilterConfig: {
          columnType: 'Raw',
          globalFilterableName: 'channel',
          globalFilterableTable: 'orders',
        },
      },
    ];
    for (const filter of legacy) {
      const parsed = anyDashboardFilterSchema.parse(filter);
      for (const f of [parsed, { ...upgradeLegacyFilter(parsed, info), id: `${filter.id}-up` }]) {
        const res = await api('POST', '/dashboard-filters/create-or-update-filter', {
          filterId: f.id,
          parentDashboardId: id,
          filterConfig: f,
        });
        expect(res.status, res.json.error?.message).toBe(200);
      }
    }
    const data = async (chart: string, filterId?: string) => {
      const res = await api('POST', '/query/chart-data', {
        chart: { id: chart },
        dashboardId: id,
        filterValues: filterId ? [{ filterId, value: ['Partner'] }] : [],
      });
      expect(res.status, res.json.error?.message).toBe(200);
      return JSON.stringify(res.json.data.rows);
    };
    const changed = new Set<string>();
    for (const chart of channelCharts) {
      const all = await data(chart);
      for (const filterId of ['lg-v1', 'lg-v2']) {
        const filtered = await data(chart, filterId);
        if (filtered !== all) changed.add(`${filterId} ${chart}`);
        expect(await data(chart, `${filterId}-up`), `${filterId} on ${chart}`).toBe(filtered);
      }
    }
    // Each legacy filter changes most charts' answers (a distinct count may stay the same).
    for (const filterId of ['lg-v1', 'lg-v2']) {
      const n = [...changed].filter((c) => c.startsWith(`${filterId} `)).length;
      expect(n, filterId).toBeGreaterThan(channelCharts.length / 2);
    }
  });

  it('refuses bad input with the first schema message and writes nothing', async () => {
    const id = await clone();
    const before = await storeChecksum(server.services.db);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { filterId: 'x', parentDashboardId: id, filterConfig: { id: 'x', filterType: 'Colour' } },
        400,
        'Filter type must be one of Input, Number, Date, Select, Toggle',
      ],
      [
        {
          filterId: 'x',
          parentDashboardId: id,
          filterConfig: { ...inputFilter('x', []), filterSubType: 'Date Range' },
        },
        400,
        "Filter sub type 'Date Range' does not fit filter type 'Input'",
      ],
      [
        {
          filterId: 'x',
          parentDashboardId: id,
          filterConfig: {
            id: 'x',
            filterType: 'Select',
            filterTargets: [{ chartId: 'c', type: 'After logic', targetColumn: '' }],
          },
        },
        400,
        'Filter needs target column',
      ],
      [
        { filterId: 'x', parentDashboardId: id, filterConfig: inputFilter('y', []) },
        400,
        'filterId',
      ],
      [
        { filterId: 'x', parentDashboardId: 'nope', filterConfig: inputFilter('x', []) },
        404,
        'not found',
      ],
      [
        {
          filterId: 'x',
          parentDashboardId: id,
          filterConfig: inputFilter('x', []),
          chartIds: ['nope'],
        },
        404,
        'not found',
      ],
      [
        {
          filterId: 'x',
          parentDashboardId: id,
          filterConfig: inputFilter('x', []),
          chartIds: [chartIds[0]],
          existingChartFilterIds: ['nope'],
        },
        400,
        'Chart filter nope not found',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await v2(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error?.message).toContain(message);
    }
    const bad = await api('POST', '/dashboard-filters/save-filters-v2', { filterIds: ['nope'] });
    expect(bad.status).toBe(404);
    expect((await api('GET', '/dashboard-filters/get-filters-v2')).status).toBe(400);
    expect(changedTables(before, await storeChecksum(server.services.db))).toEqual([]);
  });

  it('a tenant with addFilter edits its personal copy only; its filters bind no shared chart', async () => {
    const editor = await tenantToken('df-editor', { addFilter: true });
    const builder = await tenantToken('df-editor', {
      addFilter: true,
      addChart: true,
      editCharts: true,
    });
    const copy = (
      await api(
        'POST',
        '/dashboard/v2/copy',
        { dashboard: { id: demoId }, personalWorkspace: true },
        builder,
      )
    ).json.data.dashboardId as string;
    const body = (dashboardId: string) => ({
      filterId: `df-tenant-${dashboardId}`,
      parentDashboardId: dashboardId,
      filterConfig: inputFilter(`df-tenant-${dashboardId}`, [chartIds[0]!]),
      chartIds: [chartIds[0]],
    });
    const own = await v2(body(copy), editor);
    expect(own.status).toBe(200);
    expect(own.json.data.chartFilterIds).toEqual([]);
    expect((await latest(copy, editor)).config.filters.map((f) => f.id)).toContain(
      `df-tenant-${copy}`,
    );
    const shared = await v2(body(demoId), editor);
    expect(shared.status).toBe(403);
    expect(shared.json.error?.message).toBe('Make a personal copy before editing this dashboard');
    const viewer = await tenantToken('df-editor');
    expect((await v2(body(copy), viewer)).status).toBe(403);
    const other = await tenantToken('df-other', { addFilter: true });
    expect((await v2(body(copy), other)).status).toBe(404);
  });
});
