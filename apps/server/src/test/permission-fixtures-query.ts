import { post, withOwnSql, type Fixture } from './permission-fixtures-helpers';

// Fixtures of the queries rows of docs/dev/permissions.md.

export const QUERY_FIXTURES: Record<string, Fixture> = {
  // Queries
  'POST /query/run · table the tenant may read': (ctx) =>
    Promise.resolve(
      post('/query/run', {
        connectionId: ctx.seed.connectionId,
        sqlQuery: 'SELECT count(*) AS n FROM orders',
      }),
    ),
  'POST /query/run · open connection': (ctx) =>
    Promise.resolve(
      post('/query/run', {
        connectionId: ctx.seed.openConnectionId,
        sqlQuery: `SELECT count(*) AS n FROM ${ctx.seed.openTable}`,
      }),
    ),
  'POST /query/chart-data · saved chart with its dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { id: ctx.seed.chartId },
        dashboardId: ctx.seed.dashboardId,
      }),
    ),
  'POST /query/chart-data · saved chart without a dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { id: ctx.seed.chartId, version: ctx.seed.chartVersion },
      }),
    ),
  'POST /query/chart-data · unsaved chart, select-all starter of a table': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { config: ctx.seed.starterConfig, connection: ctx.seed.connectionId },
      }),
    ),
  'POST /query/chart-data · unsaved chart, SQL of a chart on the dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { config: ctx.seed.chartConfig, connection: ctx.seed.connectionId },
      }),
    ),
  'POST /query/chart-data · unsaved chart, SQL the caller wrote': (ctx) =>
    Promise.resolve(
      post('/query/chart-data', {
        chart: { config: withOwnSql(ctx.seed.chartConfig), connection: ctx.seed.connectionId },
      }),
    ),
  'POST /query/chart-data/batch · charts of the dashboard': (ctx) =>
    Promise.resolve(
      post('/query/chart-data/batch', {
        dashboardId: ctx.seed.dashboardId,
        charts: [{ id: ctx.seed.chartId }],
      }),
    ),
  'POST /query/filter-values · filter of the shared dashboard': (ctx) =>
    Promise.resolve(
      post('/query/filter-values', {
        dashboardId: ctx.seed.dashboardId,
        filterId: 'filter-channel',
      }),
    ),
  "POST /query/filter-values · filter of another tenant's personal copy": (ctx) =>
    Promise.resolve(
      post('/query/filter-values', {
        dashboardId: ctx.seed.otherTenantCopyId,
        filterId: 'filter-channel',
      }),
    ),
  'POST /query/strict-tenant-coverage': (ctx) =>
    Promise.resolve(
      post('/query/strict-tenant-coverage', {
        connectionId: ctx.seed.connectionId,
        sqlQuery: 'SELECT tenant_id, amount FROM orders',
      }),
    ),
};
