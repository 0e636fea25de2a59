import { PGlite } from '@electric-sql/pglite';
import {
  compileClassicChart,
  compileClassicSegmentedOneScan,
  type ClassicChartInput,
} from '@chartroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects';
import {
  ORDERS,
  clickHouseRunner,
  duckDbRunner,
  postgresRunner,
  type EngineRunner,
  type Row,
} from './engines';

/** PGlite (PostgreSQL in WebAssembly) holding the `orders` fixture. */
async function pgliteRunner(): Promise<EngineRunner> {
  const db = new PGlite();
  await db.exec(
    'CREATE TABLE orders (id INTEGER, created_at TIMESTAMP, amount DOUBLE PRECISION, channel TEXT, status TEXT, customer TEXT)',
  );
  const rows = ORDERS.map(
    ([id, at, amount, channel, status, customer]) =>
      `(${id}, '${at}', ${amount}, '${channel}', '${status}', '${customer}')`,
  );
  await db.exec(`INSERT INTO orders VALUES ${rows.join(', ')}`);
  return {
    dialect: DIALECTS.postgres,
    async run(q) {
      return (await db.query<Row>(q.sql, [...q.params])).rows;
    },
    async close() {
      await db.close();
    },
  };
}

const pgUp = await postgresRunner()
  .then(async (runner) => {
    await runner?.close();
    return runner !== null;
  })
  .catch(() => false);

const bar = (query: string, type = 'Bar'): ClassicChartInput => ({
  query,
  type,
  xAxis: { column: 'channel' },
  yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
});

const column = (rows: Row[], key: string) => rows.map((r) => String(r[key]));

/** Classic charts whose data prep ends in ORDER BY, run for real: the prep's order is kept. */
function prepOrder(name: string, open: () => Promise<EngineRunner | null>) {
  describe(`the prep's ORDER BY on ${name}`, () => {
    let engine: EngineRunner;
    beforeAll(async () => {
      const runner = await open();
      if (!runner) throw new Error(`${name} is not reachable`);
      engine = runner;
    });
    afterAll(async () => engine?.close());
    const run = (chart: ClassicChartInput, options = {}) =>
      engine.run(compileClassicChart(engine.dialect, chart, [], options));

    it('orders a bar chart’s categories as the prep does (not by name)', async () => {
      // First rows per channel by amount: Retail 30, Mobile 50, Web 70.
      const rows = await run(bar('SELECT channel, amount FROM orders ORDER BY amount ASC'));
      expect(column(rows, 'channel')).toEqual(['Retail', 'Mobile', 'Web']);
      expect(rows.map((r) => Number(r.amount))).toEqual([30, 1049, 370]);
      const desc = await run(bar('SELECT * FROM orders ORDER BY channel DESC, id'));
      expect(column(desc, 'channel')).toEqual(['Web', 'Retail', 'Mobile']);
      // Without an ORDER BY in the prep the chart's default stays (by name).
      const plain = await run(bar('SELECT channel, amount FROM orders'));
      expect(column(plain, 'channel')).toEqual(['Mobile', 'Retail', 'Web']);
    });

    it('keeps it over a ranked type’s largest-first default, and the chart’s order wins', async () => {
      const pie = await run(
        bar('SELECT channel, amount FROM orders ORDER BY amount ASC', 'Pie Chart'),
      );
      expect(column(pie, 'channel')).toEqual(['Retail', 'Mobile', 'Web']);
      const own = await run({
        ...bar('SELECT channel, amount FROM orders ORDER BY amount ASC'),
        orderBy: { column: 'amount', direction: 'descending' },
      });
      expect(column(own, 'channel')).toEqual(['Mobile', 'Web', 'Retail']);
    });

    it('orders a segmented chart’s X categories by their first prep row', async () => {
      const chart: ClassicChartInput = {
        query: 'SELECT customer, status, amount FROM orders ORDER BY id DESC',
        type: 'Stacked Bar',
        xAxis: { column: 'customer' },
        yAxis: [
          {
            column: 'amount',
            baseAggregationStrategy: 'Sum',
            segmentConfig: { segmentSeries: true, segmentBy: 'status' },
          },
        ],
      };
      expect(compileClassicSegmentedOneScan(engine.dialect, chart, [])).toBeNull();
      const rows = await run(chart, { segmentNames: ['paid', 'cancelled'] });
      const customers = [...new Set(column(rows, 'customer'))];
      expect(customers).toEqual(['bob', 'dan', 'cid', 'ann']);
    });

    it('keeps a table’s rows in the prep’s order through a filter', async () => {
      const q = compileClassicChart(
        engine.dialect,
        { query: 'SELECT id, amount, channel FROM orders ORDER BY amount DESC', type: 'Table' },
        [{ column: 'channel', operator: 'in', values: ['Web', 'Mobile'] }],
      );
      const rows = await engine.run(q);
      expect(rows.map((r) => Number(r.id))).toEqual([6, 5, 1, 3, 2]);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['amount', 'channel', 'id']);
    });
  });
}

prepOrder('DuckDB', duckDbRunner);
prepOrder('PGlite', pgliteRunner);
prepOrder('ClickHouse (chdb)', clickHouseRunner);
describe.skipIf(!pgUp)('PostgreSQL on 127.0.0.1:5432', () => {
  prepOrder('PostgreSQL', postgresRunner);
});
