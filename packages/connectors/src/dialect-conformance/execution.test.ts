import {
  chartDocumentSchema,
  compileChart,
  compileClassicChart,
  compileClassicSegmentedOneScan,
  compileClassicSegments,
  compileSemanticQuery,
  splitSegmentedAnswer,
} from '@chartroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickHouseRunner,
  day,
  duckDbRunner,
  mariaDbRunner,
  postgresRunner,
  type EngineRunner,
  type Row,
} from './engines';
import { FIRST_QUARTER, MONTHLY_REVENUE, REVENUE_BY_CHANNEL } from './fixtures';

/** Probes a server once at collection time, so an unreachable one is skipped by name. */
async function reachable(open: () => Promise<EngineRunner | null>): Promise<boolean> {
  const runner = await open().catch(() => null);
  if (!runner) return false;
  await runner.close();
  return true;
}

const pgUp = await reachable(postgresRunner);
const mariaUp = await reachable(mariaDbRunner);
/** CONVERT_TZ needs the server's time zone tables (mysql_tzinfo_to_sql). */
const mariaZones = mariaUp && (await hasZoneTables());

async function hasZoneTables(): Promise<boolean> {
  const runner = await mariaDbRunner();
  if (!runner) return false;
  try {
    const rows = await runner.run({
      sql: "SELECT CONVERT_TZ('2025-01-01', 'UTC', 'Europe/Paris') AS t",
      params: [],
    });
    return rows[0]?.t !== null && rows[0]?.t !== undefined;
  } finally {
    await runner.close();
  }
}

const num = (rows: Row[], key: string) => rows.map((r) => Number(r[key]));

/** The same compiled charts, run for real on one engine. */
function conformance(
  name: string,
  open: () => Promise<EngineRunner | null>,
  options: { zones: boolean },
) {
  describe(`compiled SQL runs on ${name}`, () => {
    let engine: EngineRunner;
    beforeAll(async () => {
      const runner = await open();
      if (!runner) throw new Error(`${name} is not reachable`);
      engine = runner;
    });
    afterAll(async () => engine?.close());

    const variables = new Map([['excluded', 'cancelled']]);

    it('buckets by month with a bound data-prep variable and date range (data zone)', async () => {
      const q = compileClassicChart(engine.dialect, MONTHLY_REVENUE, [FIRST_QUARTER], {
        variables,
      });
      const rows = await engine.run(q);
      expect(rows.map((r) => day(r.created_at))).toEqual([
        '2025-01-01',
        '2025-02-01',
        '2025-03-01',
      ]);
      expect(num(rows, 'amount')).toEqual([150, 30, 200]);
    });

    it.skipIf(!options.zones)(
      'buckets in the chart zone when it differs from the data zone',
      async () => {
        const q = compileClassicChart(engine.dialect, MONTHLY_REVENUE, [FIRST_QUARTER], {
          variables,
          timeZone: 'Europe/Paris',
        });
        const rows = await engine.run(q);
        expect(rows.map((r) => day(r.created_at))).toEqual([
          '2025-01-01',
          '2025-02-01',
          '2025-03-01',
        ]);
        expect(num(rows, 'amount')).toEqual([100, 80, 200]);
      },
    );

    it('runs a semantic query: contains (any case), having, order, limit', async () => {
      const now = new Date('2025-04-10T00:00:00Z');
      const rows = await engine.run(
        compileSemanticQuery(engine.dialect, REVENUE_BY_CHANNEL, { now }).main,
      );
      expect(rows.map((r) => r.Sales_channel)).toEqual(['Web', 'Mobile']);
      expect(num(rows, 'Revenue')).toEqual([370, 50]);
      expect(num(rows, 'Customers')).toEqual([2, 1]);
    });

    it('groups year to date', async () => {
      const now = new Date('2025-02-15T12:00:00Z');
      const query = {
        type: 'bar' as const,
        table: 'orders',
        dimensions: [{ field: 'created_at', type: 'date', bucketing: 'year_to_date' as const }],
        measures: [{ field: 'amount', aggregation: 'sum' as const }],
        filters: [],
      };
      const rows = await engine.run(compileSemanticQuery(engine.dialect, query, { now }).main);
      expect(rows.map((r) => day(r.created_at))).toEqual(['2025-01-01']);
      expect(num(rows, 'sum_amount')).toEqual([220]);
    });

    it('compares a Stat Card with the previous period', async () => {
      const doc = chartDocumentSchema.parse({
        chartConfig: { type: 'Stat Card', yAxis: [{ column: 'amount' }] },
        dataPrep: { query: 'SELECT * FROM orders' },
      });
      const compiled = compileChart(engine.dialect, doc, {
        chartId: 'c',
        dashboardFilters: [
          {
            id: 'f',
            filterType: 'Date',
            filterSubType: 'Date Range',
            chartFilterStructures: { c: { sourceType: 'Output', table: '', column: 'created_at' } },
          },
        ],
        dashboardFilterValues: { f: ['2025-02-01', '2025-02-28'] },
      });
      expect(num(await engine.run(compiled.main), 'amount')).toEqual([100]);
      expect(num(await engine.run(compiled.comparison!), 'amount')).toEqual([150]);
    });

    it('lists segments largest first and returns the first page of segment data', async () => {
      const chart = {
        query: 'SELECT * FROM orders',
        type: 'Stacked Bar',
        xAxis: { column: 'created_at', format: { bucketing: 'month' } },
        yAxis: [{ column: 'amount', segmentConfig: { segmentSeries: true, segmentBy: 'channel' } }],
      };
      const names = await engine.run(compileClassicSegments(engine.dialect, chart, [])!);
      expect(names.map((r) => r.channel)).toEqual(['Mobile', 'Web', 'Retail']);
      const page = await engine.run(compileClassicChart(engine.dialect, chart, []));
      expect(page).toHaveLength(6);
      const known = await engine.run(
        compileClassicChart(engine.dialect, chart, [], { segmentNames: ['Retail'] }),
      );
      expect(known.map((r) => [day(r.created_at), r.channel, Number(r.amount)])).toEqual([
        ['2025-02-01', 'Retail', 30],
      ]);
    });

    it('gives the same names and page in one scan as names then data', async () => {
      const chart = {
        query: 'SELECT * FROM orders',
        type: 'Stacked Bar',
        xAxis: { column: 'created_at', format: { bucketing: 'month' } },
        yAxis: [{ column: 'amount', segmentConfig: { segmentSeries: true, segmentBy: 'channel' } }],
      };
      const oneScan = compileClassicSegmentedOneScan(engine.dialect, chart, []);
      const rows = await engine.run(oneScan!);
      const columns = Object.keys(rows[0] ?? {}).map((name) => ({ name }));
      const split = splitSegmentedAnswer(rows, columns, 'channel');
      expect(split.segmentNames).toEqual(['Mobile', 'Web', 'Retail']);
      expect(split.columns.map((c) => c.name)).toEqual(['created_at', 'channel', 'amount']);
      const twoScans = await engine.run(compileClassicChart(engine.dialect, chart, []));
      const shape = (r: Row) => [day(r.created_at), r.channel, Number(r.amount)];
      expect(split.rows.map(shape)).toEqual(twoScans.map(shape));
      // Page 2 of a 3-segment chart is empty but still lists every name.
      const beyond = await engine.run(
        compileClassicSegmentedOneScan(engine.dialect, chart, [], { segmentPage: 1 })!,
      );
      const empty = splitSegmentedAnswer(beyond, columns, 'channel');
      expect(empty.rows).toEqual([]);
      expect(empty.segmentNames).toHaveLength(3);
      // Averages are not re-aggregable: those charts keep the two queries.
      const average = {
        ...chart,
        yAxis: [{ ...chart.yAxis[0]!, baseAggregationStrategy: 'Average' }],
      };
      expect(compileClassicSegmentedOneScan(engine.dialect, average, [])).toBeNull();
    });

    it('collects lists and filters data-prep steps', async () => {
      const chart = {
        query: 'SELECT * FROM orders',
        type: 'Bar',
        xAxis: { column: 'channel' },
        yAxis: [{ column: 'customer', baseAggregationStrategy: 'Collect list' }],
        steps: [
          { column: 'channel', comparison: 'starts with' as const, value: 'r' },
          { column: 'created_at', comparison: 'on' as const, value: '2025-02-20' },
        ],
        outputColumns: [{ columnName: 'created_at', type: 'date' as const }],
      };
      const rows = await engine.run(compileClassicChart(engine.dialect, chart, []));
      expect(rows).toEqual([{ channel: 'Retail', customer: 'cid' }]);
    });
  });
}

conformance('DuckDB', duckDbRunner, { zones: true });
conformance('ClickHouse (chdb)', clickHouseRunner, { zones: true });
describe.skipIf(!pgUp)('PostgreSQL on 127.0.0.1:5432', () => {
  conformance('PostgreSQL', postgresRunner, { zones: true });
});
describe.skipIf(!mariaUp)('MariaDB on 127.0.0.1:3306', () => {
  // Zone bucketing is skipped by name when the server has no time zone tables.
  conformance('MariaDB', mariaDbRunner, { zones: mariaZones });
});
