import { get, post, withOwnSql, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the charts rows of docs/dev/permissions.md.

export const CHART_FIXTURES: Record<string, Fixture> = {
  // Charts
  'GET /chart/list': () => Promise.resolve(get('/chart/list')),
  'POST /chart/v3/create-chart': (ctx) =>
    Promise.resolve(
      post('/chart/v3/create-chart', {
        starterTable: 'orders',
        starterConnection: ctx.seed.connectionId,
        configVersion: 'v1',
      }),
    ),
  'PATCH /chart/v3 · own chart': async (ctx, caller) => ({
    method: 'PATCH',
    path: '/chart/v3',
    body: { id: await ctx.ownChart(caller), name: 'Renamed', config: ctx.seed.chartConfig },
  }),
  'PATCH /chart/v3 · own chart, new SQL': async (ctx, caller) => ({
    method: 'PATCH',
    path: '/chart/v3',
    body: {
      id: await ctx.ownChart(caller),
      name: 'Own SQL',
      config: withOwnSql(ctx.seed.chartConfig),
    },
  }),
  'PATCH /chart/v3 · shared chart on the dashboard': (ctx) =>
    Promise.resolve({
      method: 'PATCH',
      path: '/chart/v3',
      body: { id: ctx.seed.chartId, name: 'Revenue', config: ctx.seed.chartConfig },
    }),
  'POST /chart/v2/copy · chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/chart/v2/copy', { chart: { id: ctx.seed.chartId, version: ctx.seed.chartVersion } }),
    ),
  'POST /chart/v2/copy · draft chart on no dashboard': (ctx) =>
    Promise.resolve(post('/chart/v2/copy', { chart: { id: ctx.seed.draftChartId, version: 1 } })),
  'POST /chart/publish-chart': async (ctx) =>
    post('/chart/publish-chart', { chartId: await ctx.draftChart() }),
  'POST /chart/unpublish-chart': async (ctx) => {
    const chartId = await ctx.draftChart();
    await ctx.must('POST', '/chart/publish-chart', { chartId });
    return post('/chart/unpublish-chart', { chartId });
  },
  'POST /chart/change-chart-golden-table · own chart': async (ctx, caller) =>
    post('/chart/change-chart-golden-table', {
      chartId: await ctx.ownChart(caller),
      newTableName: 'customers',
    }),
  'POST /chart/change-chart-golden-table · shared chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/chart/change-chart-golden-table', {
        chartId: ctx.seed.chartId,
        newTableName: 'customers',
      }),
    ),
  'GET /chart/v3/get-golden-charts': () => Promise.resolve(get('/chart/v3/get-golden-charts')),
  'GET /chart/get-published-enriched-charts': () =>
    Promise.resolve(get('/chart/get-published-enriched-charts')),
  'POST /chart/delete-chart': async (ctx) =>
    post('/chart/delete-chart', { chartId: await ctx.draftChart() }),
  'POST /chart/thumbnail': async (ctx) =>
    post('/chart/thumbnail', {
      chartId: await ctx.draftChart(),
      version: 1,
      thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
    }),
};
