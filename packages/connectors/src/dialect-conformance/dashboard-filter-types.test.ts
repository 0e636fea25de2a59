import {
  chartDocumentSchema,
  compileChart,
  compileFilterScan,
  compilePredicate,
  resolveFilters,
  type DashboardFilterInput,
} from '@chartroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckDbRunner, postgresRunner, type EngineRunner } from './engines';

// Every dashboard filter type and sub-type (filters-and-rendering.md §3, §9), legacy V1/V2
// filters and the date presets in the dashboard's zone, compiled into a chart and run on real
// engines over the `orders` fixture (ids 1-6: 5 Jan, 31 Jan 23:30, 10 Feb, 20 Feb, 15 Mar 09:00,
// 2 Apr 2025, UTC).

const CHART = 'chart-orders';
const chart = chartDocumentSchema.parse({
  chartConfig: { type: 'Bar', xAxis: { column: 'id' }, yAxis: [{ column: 'amount' }] },
  dataPrep: {
    query: "SELECT o.*, status = 'paid' AS paid FROM orders o",
    outputColumns: [
      { columnName: 'id', type: 'number' },
      { columnName: 'created_at', type: 'date' },
      { columnName: 'amount', type: 'number' },
      { columnName: 'channel', type: 'string' },
      { columnName: 'status', type: 'string' },
      { columnName: 'customer', type: 'string' },
      { columnName: 'paid', type: 'boolean' },
    ],
  },
});
const now = new Date('2025-03-15T12:00:00Z');

function v25(filterType: string, filterSubType: string | undefined, column: string) {
  return {
    id: 'f',
    filterType,
    ...(filterSubType ? { filterSubType } : {}),
    chartFilterStructures: {
      [CHART]: { connection: 'c', sourceType: 'Output', table: 'orders', column },
    },
  };
}

type Case = [string, DashboardFilterInput, unknown, number[], string?];
const CASES: Case[] = [
  ['Input Equals (LIKE %value%)', v25('Input', 'Input Equals', 'customer'), 'an', [1, 3, 5]],
  ['Number Equal to', v25('Number', 'Number Equal to', 'amount'), 70, [3]],
  ['Number Equal to, a numeric text', v25('Number', 'Number Equal to', 'amount'), '70', [3]],
  [
    'Date After (from its day on)',
    v25('Date', 'Date After', 'created_at'),
    '2025-02-10',
    [3, 4, 5, 6],
  ],
  ['Date Before (through its day)', v25('Date', 'Date Before', 'created_at'), '2025-01-31', [1, 2]],
  ['Date Single (its whole day)', v25('Date', 'Date Single', 'created_at'), '2025-01-31', [2]],
  [
    'Date Range (inclusive end day)',
    v25('Date', 'Date Range', 'created_at'),
    ['2025-01-01', '2025-02-10'],
    [1, 2, 3],
  ],
  [
    'Date Range with times',
    v25('Date', 'Date Range', 'created_at'),
    ['2025-01-31 23:00:00', '2025-02-10 11:59:59'],
    [2],
  ],
  [
    'Date Range (No Timestamp)',
    v25('Date', 'Date Range (No Timestamp)', 'created_at'),
    ['2025-02-01', '2025-03-15'],
    [3, 4, 5],
  ],
  ['Select Single', v25('Select', 'Select Single', 'channel'), 'Retail', [4]],
  ['Select Multi', v25('Select', 'Select Multi', 'channel'), ['Web', 'Retail'], [1, 3, 4, 5]],
  ['Toggle on', v25('Toggle', undefined, 'paid'), true, [1, 2, 4, 5, 6]],
  ['Toggle off', v25('Toggle', undefined, 'paid'), false, [3]],
  // Presets, now = 15 Mar 2025 12:00 UTC.
  ['preset today (UTC)', v25('Date', 'Date Range', 'created_at'), 'today', [5]],
  ['preset last 7 days', v25('Date', 'Date Range', 'created_at'), 'last7days', [5]],
  ['preset last 30 days', v25('Date', 'Date Range', 'created_at'), 'Last 30 days', [4, 5]],
  ['preset month to date', v25('Date', 'Date Range', 'created_at'), 'monthToDate', [5]],
  ['preset year to date', v25('Date', 'Date Range', 'created_at'), 'yearToDate', [1, 2, 3, 4, 5]],
  ['preset yesterday (UTC)', v25('Date', 'Date Range', 'created_at'), 'yesterday', []],
  // In Honolulu (UTC-10) it is 15 Mar 02:00: 'today' starts at 10:00 UTC, after order 5.
  [
    'preset today in Pacific/Honolulu',
    v25('Date', 'Date Range', 'created_at'),
    'today',
    [],
    'Pacific/Honolulu',
  ],
  [
    'preset yesterday in Pacific/Honolulu',
    v25('Date', 'Date Range', 'created_at'),
    'yesterday',
    [5],
    'Pacific/Honolulu',
  ],
  // Paris: order 2 (31 Jan 23:30 UTC) is already 1 February there.
  [
    'Date Single in Europe/Paris',
    v25('Date', 'Date Single', 'created_at'),
    '2025-02-01',
    [2],
    'Europe/Paris',
  ],
  // Legacy V1 ('After logic' → the output column) and V2 (single output column).
  [
    "legacy V1 'After logic'",
    {
      id: 'f',
      filterType: 'Select',
      filterSubType: 'Select Multi',
      filterTargets: [{ chartId: CHART, type: 'After logic', targetColumn: 'channel' }],
    },
    ['Mobile'],
    [2, 6],
  ],
  [
    'legacy V2 output column',
    {
      id: 'f',
      filterType: 'Input',
      filterSourceType: 'Output',
      globalFilterConfig: { columnType: 'Output', globalFilterableName: 'status' },
    },
    'cancel',
    [3],
  ],
  [
    'a cleared value filters nothing',
    v25('Select', 'Select Multi', 'channel'),
    [],
    [1, 2, 3, 4, 5, 6],
  ],
];

function engineSuite(name: string, open: () => Promise<EngineRunner | null>) {
  describe(`dashboard filter types on ${name}`, () => {
    let engine: EngineRunner;
    beforeAll(async () => {
      const runner = await open();
      if (!runner) throw new Error(`${name} is not reachable`);
      engine = runner;
    });
    afterAll(async () => engine?.close());

    it.each(CASES)('%s', async (_label, filter, value, ids, zone) => {
      const compiled = compileChart(engine.dialect, chart, {
        chartId: CHART,
        dashboardFilters: [filter],
        dashboardFilterValues: { f: value as string },
        timeZone: zone ?? 'UTC',
        now,
      });
      expect(compiled.tableFilters).toEqual([]);
      const rows = await engine.run(compiled.main);
      expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(ids);
    });

    it("scans a Select filter's options over the data prep, narrowed by another filter", async () => {
      const other = v25('Select', 'Select Multi', 'customer');
      const resolved = resolveFilters(
        {
          chartId: CHART,
          chartColumns: chart.dataPrep,
          dashboardFilters: [{ ...other, id: 'customer' }],
          dashboardFilterValues: { customer: ['ann', 'bob'] },
        },
        { timeZone: 'UTC', now },
      );
      const scan = compileFilterScan(
        engine.dialect,
        {
          kind: 'chart',
          query: chart.dataPrep.query,
          predicates: resolved.output.map((p) => compilePredicate(p, 'UTC')),
        },
        'channel',
        2,
      );
      const rows = await engine.run(scan);
      expect(rows.map((r) => r.value)).toEqual(['Mobile', 'Web']);
      const capped = await engine.run(
        compileFilterScan(engine.dialect, { kind: 'table', table: 'orders' }, 'channel', 2),
      );
      expect(capped.map((r) => r.value)).toEqual(['Mobile', 'Retail']);
    });
  });
}

const pgUp = await postgresRunner()
  .then(async (r) => {
    await r?.close();
    return r !== null;
  })
  .catch(() => false);

engineSuite('DuckDB', duckDbRunner);
if (pgUp) engineSuite('PostgreSQL', postgresRunner);
else describe.skip('dashboard filter types on PostgreSQL (needs 127.0.0.1:5432)', () => {});
