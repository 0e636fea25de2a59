import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from './index';
import { sendJson, startTestServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.seen.length = 0;
  server.handle((_s, res) => sendJson(res, 200, { data: null }));
});

describe('chart and chart-filter methods', () => {
  it('stores a missing thumbnail with POST /chart/thumbnail', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const body = { chartId: 'ch1', version: 2, thumbnail: 'data:image/jpeg;base64,AAAA' };
    await client.storeChartThumbnail(body);
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /chart/thumbnail']);
    expect(server.seen[0]?.json).toEqual(body);
  });

  it('use the contract paths, methods, bodies and query strings', async () => {
    const client = createClient({ baseUrl: server.baseUrl, token: 'admin-1' });
    const config = { dataPrep: { query: 'select * from orders' } };
    await client.createChart({ starterTable: 'orders', starterConnection: 'c1' });
    await client.saveChart({ id: 'ch1', name: 'Orders', config, published: 'false' });
    await client.copyChart({ chart: { id: 'ch1', version: 2, published: false } });
    await client.publishChart({ chartId: 'ch1' });
    await client.unpublishChart({ chartId: 'ch1' });
    await client.changeChartGoldenTable({
      chartId: 'ch1',
      newTableName: 'customers',
      isV2ChartBuilder: true,
    });
    await client.getGoldenCharts();
    await client.getPublishedEnrichedCharts();
    await client.getChart({ chart: { id: 'ch1', version: 2 } });
    await client.getChartsV3({ charts: [{ id: 'ch1', version: 2 }] });
    await client.getPublicCharts({ chartIdentifiers: [{ id: 'ch1', version: 2 }] });
    await client.createOrUpdateChartFilter({
      filterId: 'f1',
      parentChartId: 'ch1',
      filterConfig: {
        filterType: 'Input',
        filterTarget: { sourceType: 'Output', outputColumn: 'channel' },
      },
    });
    await client.saveChartFilters({ filterIds: ['f1'] });
    await client.deleteChartFilter('f 1');
    await client.deleteUnusedChartFilters({
      parentChartId: 'ch1',
      columnNamesToKeep: ['amount', 'status'],
    });
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /chart/v3/create-chart',
      'PATCH /chart/v3',
      'POST /chart/v2/copy',
      'POST /chart/publish-chart',
      'POST /chart/unpublish-chart',
      'POST /chart/change-chart-golden-table',
      'GET /chart/v3/get-golden-charts',
      'GET /chart/get-published-enriched-charts',
      'POST /tenant/get-chart-v2',
      'POST /tenant/get-charts-v3',
      'POST /tenant/get-public-charts',
      'POST /filters/create-or-update-filter',
      'POST /filters/save-filters',
      'DELETE /filters/delete-filter?filterId=f+1',
      'DELETE /filters/delete-filters-unused?columnNamesToKeep=amount%2Cstatus&parentChartId=ch1',
    ]);
    expect(server.seen.every((s) => s.headers.authorization === 'Bearer admin-1')).toBe(true);
    expect(server.seen[0]?.json).toEqual({ starterTable: 'orders', starterConnection: 'c1' });
    expect(server.seen[1]?.json).toEqual({
      id: 'ch1',
      name: 'Orders',
      config,
      published: 'false',
    });
    expect(server.seen[12]?.json).toEqual({ filterIds: ['f1'] });
  });

  it('unwraps answers and throws the server message', async () => {
    const client = createClient({ baseUrl: server.baseUrl });
    server.handle((_s, res) => sendJson(res, 200, { data: { chartId: 'new', chartVersion: 1 } }));
    await expect(client.createChart()).resolves.toEqual({ chartId: 'new', chartVersion: 1 });
    server.handle((_s, res) =>
      sendJson(res, 400, {
        error: {
          message: 'Invalid body at config.chartConfig.yAxis: No more than 20 series supported',
        },
      }),
    );
    await expect(client.saveChart({ id: 'ch1', name: 'x', config: {} })).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Invalid body at config.chartConfig.yAxis: No more than 20 series supported',
    });
  });
});
