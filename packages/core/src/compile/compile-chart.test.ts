import { describe, expect, it } from 'vitest';
import { chartDocumentSchema } from '../schemas/chart/chart-document';
import { BaseDialect } from '../sql/base-dialect';
import { compileChart } from './compile-chart';

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}
const d = new TestDialect();
const now = new Date('2025-03-15T12:00:00.000Z');

const classic = (chartConfig: unknown, query = 'select * from orders where region = {{region}}') =>
  chartDocumentSchema.parse({
    chartConfig,
    dataPrep: {
      query,
      outputColumns: [
        { columnName: 'created_at', type: 'date' },
        { columnName: 'amount', type: 'number' },
      ],
    },
  });

const dashboardFilters = [
  {
    id: 'when',
    filterType: 'Date',
    filterSubType: 'Date Range',
    chartFilterStructures: { c1: { sourceType: 'Output', table: '', column: 'created_at' } },
  },
  {
    id: 'country',
    filterType: 'Select',
    filterSubType: 'Select Multi',
    chartFilterStructures: { c1: { sourceType: 'Raw', table: 'customers', column: 'country' } },
  },
  {
    id: 'region',
    filterType: 'Input',
    chartFilterStructures: { c1: { sourceType: 'Variable', table: '', column: 'region' } },
  },
  {
    id: 'amount',
    filterType: 'Select',
    chartFilterStructures: { c1: { sourceType: 'Output', table: '', column: 'amount' } },
  },
];

describe('compileChart (classic)', () => {
  it('routes Output, Raw and Variable targets, and compares a Stat Card with the previous period', () => {
    const out = compileChart(d, classic({ type: 'Stat Card', yAxis: [{ column: 'amount' }] }), {
      chartId: 'c1',
      dashboardFilters,
      dashboardFilterValues: {
        when: ['2025-03-01', '2025-03-10'],
        country: ['FR', 'TR'],
        region: 'EU',
        amount: '100',
      },
      timeZone: 'Europe/Paris',
      now,
    });
    expect(out.main.sql).toBe(
      [
        'SELECT SUM("prep"."amount") AS "amount"',
        'FROM (',
        'select * from orders where region = $1',
        ') AS "prep"',
        'WHERE "prep"."created_at" BETWEEN CAST($2 AS TIMESTAMP) AND CAST($3 AS TIMESTAMP)',
        '  AND "prep"."amount" IN ($4)',
      ].join('\n'),
    );
    // Paris is UTC+1 in March before the 30th: the range is read there, compared in UTC.
    expect(out.main.params).toEqual([
      'EU',
      '2025-02-28 23:00:00.000',
      '2025-03-10 22:59:59.999',
      100,
    ]);
    // Previous period: same length (10 days), ending 1 ms before the current start.
    expect(out.comparison?.params).toEqual([
      'EU',
      '2025-02-18 23:00:00.000',
      '2025-02-28 22:59:59.999',
      100,
    ]);
    expect(out.tableFilters).toEqual([
      {
        table: 'customers',
        predicate: { column: 'country', operator: 'in', values: ['FR', 'TR'] },
      },
    ]);
    expect(out.segments).toBeUndefined();
  });

  it('applies date presets in the dashboard zone and chart-level filters', () => {
    const out = compileChart(d, classic({ type: 'Table' }, 'select * from orders'), {
      chartId: 'c1',
      dashboardFilters,
      dashboardFilterValues: { when: 'last7days' },
      chartFilters: [
        {
          filterId: 'f1',
          config: {
            filterType: 'Input',
            filterTarget: { sourceType: 'Output', outputColumn: 'status' },
            selectedValue: 'paid',
          },
        },
      ],
      timeZone: 'America/New_York',
      now,
    });
    expect(out.main.params).toEqual([
      '2025-03-09 05:00:00.000',
      '2025-03-16 03:59:59.999',
      '%paid%',
    ]);
    expect(out.main.sql).toContain(`CAST("prep"."status" AS VARCHAR) ILIKE $3`);
    expect(out.comparison).toBeUndefined();
  });

  it('returns the segment names query with the data of the first page', () => {
    const out = compileChart(
      d,
      classic(
        {
          type: 'Stacked Bar',
          xAxis: { column: 'created_at', format: { bucketing: 'month' } },
          yAxis: [
            { column: 'amount', segmentConfig: { segmentSeries: true, segmentBy: 'status' } },
          ],
        },
        'select * from orders',
      ),
      { chartId: 'c1' },
    );
    expect(out.segments?.sql).toContain('SELECT "prep"."status" AS "status"');
    expect(out.main.sql).toContain('"prep"."status" IN (SELECT "page"."status"');
  });

  it('refuses a chart without data prep with the spec message', () => {
    expect(() => compileChart(d, classic({ type: 'Table' }, ' '))).toThrow(
      "Please 'Prepare data' before proceeding",
    );
  });
});

describe('compileChart (v2)', () => {
  it('compiles a v2 config over its table with its comparison', () => {
    const doc = chartDocumentSchema.parse({
      type: 'kpiCard',
      goldenTable: 'orders',
      chartConfigV2: {
        type: 'kpiCard',
        measures: [{ name: 'Revenue', field: 'amount', aggregation: 'sum' }],
        filters: [
          { field: 'created_at', operator: 'BETWEEN', value: ['2025-03-01', '2025-03-10'] },
        ],
        comparisons: [{ name: 'Prev', measure: 'Revenue' }],
      },
    });
    const out = compileChart(d, doc, { now });
    expect(out.main.sql).toBe(
      [
        'SELECT SUM("base"."amount") AS "Revenue"',
        'FROM "orders" AS "base"',
        'WHERE "base"."created_at" BETWEEN CAST($1 AS TIMESTAMP) AND CAST($2 AS TIMESTAMP)',
        'LIMIT 2000',
      ].join('\n'),
    );
    expect(out.main.params).toEqual(['2025-03-01 00:00:00.000', '2025-03-10 23:59:59.999']);
    expect(out.comparison?.params).toEqual(['2025-02-19 00:00:00.000', '2025-02-28 23:59:59.999']);
    expect(out.tableFilters).toEqual([]);
  });
});
