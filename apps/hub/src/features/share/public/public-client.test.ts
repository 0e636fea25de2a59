import { ApiError, createClient, type ChartDataBatchResult } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import { publicClient } from './public-client';

/**
 * The public client over a real client whose fetch is a recorder: which public call each view
 * call becomes, with what body (the server side is e2e/public-dashboard.e2e.test.ts).
 */
function recorded(answer: (path: string, body: Record<string, unknown>) => Response) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://hub.test').pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    return Promise.resolve(answer(path, body));
  };
  const base = createClient({ baseUrl: 'http://hub.test', fetch: fetchImpl, credentials: 'omit' });
  return { client: publicClient(base), calls };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { data } : { error: data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('the public client', () => {
  it('reads the dashboard and its charts through the public calls', async () => {
    const { client, calls } = recorded(() => json({ dashboard: null, charts: [], filters: [] }));
    await client.getDashboard({ dashboard: { id: 'd1', version: 3 } });
    await client.getCharts({ charts: [{ id: 'c1', version: 2 }] });
    await client.getFilterValues({ dashboardId: 'd1', filterId: 'f1' });
    expect(calls).toEqual([
      { path: '/tenant/get-public-dashboard', body: { dashboardId: 'd1' } },
      { path: '/tenant/get-public-charts', body: { chartIdentifiers: [{ id: 'c1', version: 2 }] } },
      { path: '/tenant/get-public-filter-values', body: { dashboardId: 'd1', filterId: 'f1' } },
    ]);
  });

  it('answers a batch with one public chart-data call a chart, failures in their own result', async () => {
    const { client, calls } = recorded((_path, body) => {
      const chart = body.chart as { id: string };
      return chart.id === 'scoped'
        ? json({ message: 'Chart scoped reads a tenant-scoped connection' }, 404)
        : json({ columns: [], rows: [[chart.id]] });
    });
    const results: ChartDataBatchResult[] = [];
    for await (const result of client.getChartDataBatch({
      dashboardId: 'd1',
      filterValues: [{ filterId: 'f1', value: 'north' }],
      charts: [{ id: 'open', version: 1 }, { id: 'scoped' }],
    })) {
      results.push(result);
    }
    expect(results.map((r) => r.index).sort()).toEqual([0, 1]);
    const open = results.find((r) => r.index === 0);
    expect(open?.data?.rows).toEqual([['open']]);
    const scoped = results.find((r) => r.index === 1);
    expect(scoped?.error).toBeInstanceOf(ApiError);
    expect(scoped?.error?.status).toBe(404);
    expect(calls.every((c) => c.path === '/tenant/get-public-chart-data')).toBe(true);
    expect(calls.find((c) => (c.body.chart as { id: string }).id === 'open')?.body).toMatchObject({
      dashboardId: 'd1',
      chart: { id: 'open', version: 1 },
      filterValues: [{ filterId: 'f1', value: 'north' }],
    });
  });

  it('sends no usage events', async () => {
    const { client, calls } = recorded(() => json({}));
    await client.sendEvent({ eventType: 'view', eventName: 'Dashboard Viewed' });
    expect(calls).toEqual([]);
  });
});
