import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from './api-call';
import { E2E_ADMIN } from './server-process';

// The stored forms of v2 filters, as the v2 builder writes them (a text search LIKE '%eb%', a
// Select Single LIKE ['%Web%'], a Select Multi IN ['Web', 'Retail']), saved through the real API
// (PATCH /chart/v3 keeps them as they are, so they reopen as what they were) and run on the demo
// warehouse by the real engine.
const url = inject('serverUrl');

interface Row {
  channel: string;
  Orders: number;
}
interface SavedChart {
  version: number;
  config_version: string;
  config: { chartConfigV2: { filters: unknown[] } } & Record<string, unknown>;
}

let token = '';
let chartId = '';
let version = 1;

const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token);

async function getChart(v: number): Promise<SavedChart> {
  return (
    await api<{ chart: SavedChart }>('/tenant/get-chart-v2', { chart: { id: chartId, version: v } })
  ).chart;
}

/** Saves a table of orders by channel with these filters; returns the saved version. */
async function saveWith(filters: unknown[]): Promise<number> {
  const current = await getChart(version);
  const config = {
    ...current.config,
    type: 'table',
    chartConfigV2: {
      type: 'table',
      dimensions: [{ name: 'channel', field: 'channel', type: 'string' }],
      measures: [{ name: 'Orders', field: 'order_id', aggregation: 'count' }],
      filters,
    },
  };
  const res = await fetch(`${url}/chart/v3`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: chartId, name: 'E2E v2 filter forms', config, configVersion: 'v2' }),
  });
  expect(res.status).toBe(200);
  version += 1;
  return version;
}

async function channels(v: number): Promise<string[]> {
  const { rows } = await api<{ rows: Row[] }>('/query/chart-data', {
    chart: { id: chartId, version: v },
  });
  expect(rows.every((r) => Number(r.Orders) > 0)).toBe(true);
  return rows.map((r) => r.channel).sort();
}

beforeAll(async () => {
  token = (await apiCall<{ token: string }>(url, '/auth/sign-in', E2E_ADMIN)).token;
  const { connections } = await api<{ connections: { id: string; name: string }[] }>(
    '/connection/list',
    undefined,
  );
  const demo = connections.find((c) => c.name === 'Demo warehouse') ?? connections[0]!;
  chartId = (
    await api<{ chartId: string }>('/chart/v3/create-chart', {
      starterTable: 'orders',
      starterConnection: demo.id,
      configVersion: 'v2',
    })
  ).chartId;
});

afterAll(async () => {
  if (chartId) await api('/chart/delete-chart', { chartId }).catch(() => undefined);
});

describe('v2 filter forms through the API and the engine', () => {
  it('keeps a Select Single as a one-value LIKE list and runs it as LIKE with %', async () => {
    const filters = [{ field: 'channel', operator: 'LIKE', value: ['%Web%'] }];
    const v = await saveWith(filters);
    const saved = await getChart(v);
    expect(saved.config_version).toBe('v2');
    expect(saved.config.chartConfigV2.filters).toEqual(filters);
    expect(await channels(v)).toEqual(['Web']);
  });

  it('keeps a text search as a single LIKE value with %', async () => {
    const filters = [{ field: 'channel', operator: 'LIKE', value: '%eb%' }];
    const v = await saveWith(filters);
    expect((await getChart(v)).config.chartConfigV2.filters).toEqual(filters);
    expect(await channels(v)).toEqual(['Web']);
  });

  it('keeps a Select Multi as IN without % and runs it as IN', async () => {
    const filters = [{ field: 'channel', operator: 'IN', value: ['Web', 'Retail'] }];
    const v = await saveWith(filters);
    expect((await getChart(v)).config.chartConfigV2.filters).toEqual(filters);
    expect(await channels(v)).toEqual(['Retail', 'Web']);
  });
});
