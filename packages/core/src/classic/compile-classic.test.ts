import { describe, expect, it } from 'vitest';
import { compileClassicChart, compileClassicSegments } from './compile-classic';
import { BaseDialect } from '../sql/base-dialect';

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}
class QuestionMarkDialect extends BaseDialect {
  readonly name = 'mysql' as const;
  override placeholder(): string {
    return '?';
  }
}
const d = new TestDialect();

describe('compileClassicChart', () => {
  it('aggregates series over the bucketed X axis with filters bound as parameters', () => {
    const out = compileClassicChart(
      d,
      {
        query: 'select created_at, amount, channel from orders;',
        type: 'Line',
        xAxis: { column: 'created_at', format: { bucketing: 'month' } },
        yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
      },
      [
        {
          column: 'created_at',
          operator: 'between',
          values: ['2025-01-01T00:00:00.000Z', '2025-06-30T23:59:59.999Z'],
          temporal: true,
        },
        { column: 'channel', operator: 'in', values: ["Web'; drop table x; --", 'Mobile'] },
      ],
    );
    expect(out.sql).toBe(
      [
        `SELECT date_trunc('month', "prep"."created_at") AS "created_at", SUM("prep"."amount") AS "amount"`,
        'FROM (',
        'select created_at, amount, channel from orders',
        ') AS "prep"',
        'WHERE "prep"."created_at" BETWEEN CAST($1 AS TIMESTAMP) AND CAST($2 AS TIMESTAMP)',
        '  AND "prep"."channel" IN ($3, $4)',
        `GROUP BY date_trunc('month', "prep"."created_at")`,
        'ORDER BY "created_at" ASC',
        'LIMIT 2000',
      ].join('\n'),
    );
    expect(out.params).toEqual([
      '2025-01-01 00:00:00.000',
      '2025-06-30 23:59:59.999',
      "Web'; drop table x; --",
      'Mobile',
    ]);
  });

  it('maps every aggregation name', () => {
    const sql = (agg: string) =>
      compileClassicChart(
        d,
        {
          query: 'select a, b from t',
          type: 'Bar',
          xAxis: { column: 'a' },
          yAxis: [{ column: 'b', baseAggregationStrategy: agg }],
        },
        [],
      ).sql;
    expect(sql('Sum')).toContain('SUM("prep"."b") AS "b"');
    expect(sql('Average')).toContain('AVG("prep"."b")');
    expect(sql('Count')).toContain('COUNT("prep"."b")');
    expect(sql('Distinct count')).toContain('COUNT(DISTINCT "prep"."b")');
    expect(sql('Max')).toContain('MAX("prep"."b")');
    expect(sql('Min')).toContain('MIN("prep"."b")');
    expect(sql('First')).toContain('MIN("prep"."b")');
    expect(sql('Collect list')).toContain(`string_agg(CAST("prep"."b" AS VARCHAR), ', ')`);
    expect(() => sql('Median')).toThrow(/Unknown aggregation/);
  });

  it('keeps Table rows as they are with the 2000 row limit, whatever the chart limit', () => {
    const out = compileClassicChart(
      d,
      { query: 'select * from orders', type: 'Table', limit: 10 },
      [],
    );
    expect(out.sql).toBe('SELECT *\nFROM (\nselect * from orders\n) AS "prep"\nLIMIT 2000');
    const bar = compileClassicChart(
      d,
      {
        query: 'select a, b from t',
        type: 'Bar List',
        xAxis: { column: 'a' },
        yAxis: [{ column: 'b' }],
        limit: 10,
      },
      [],
    );
    expect(bar.sql).toMatch(/ORDER BY "b" DESC\nLIMIT 10$/);
  });

  it('returns one aggregated row for a Stat Card', () => {
    const stat = compileClassicChart(
      d,
      { query: 'select amount from orders', type: 'Stat Card', yAxis: [{ column: 'amount' }] },
      [],
    );
    expect(stat.sql).toBe(
      'SELECT SUM("prep"."amount") AS "amount"\nFROM (\nselect amount from orders\n) AS "prep"',
    );
  });

  it('applies data-prep steps and binds query variables in text order', () => {
    const out = compileClassicChart(
      new QuestionMarkDialect(),
      {
        query: "select * from orders where status = '{{status}}' and amount > {{min}}",
        type: 'Table',
        steps: [
          { column: 'channel', comparison: 'contains', value: 'we' },
          { column: 'created_at', comparison: 'on', value: '2025-03-04' },
          { column: 'paid', comparison: 'true' },
          { column: 'note', comparison: 'is null' },
        ],
        outputColumns: [{ columnName: 'created_at', type: 'date' }],
      },
      [{ column: 'amount', operator: 'lt', values: [500] }],
      {
        variables: new Map<string, string | number>([
          ['status', 'paid'],
          ['min', 10],
        ]),
        timeZone: 'Europe/Paris',
      },
    );
    expect(out.sql).toBe(
      [
        'SELECT *',
        'FROM (',
        'select * from orders where status = ? and amount > ?',
        ') AS "prep"',
        `WHERE "prep"."channel" ILIKE ?`.replace(
          '"prep"."channel"',
          'CAST("prep"."channel" AS VARCHAR)',
        ),
        '  AND "prep"."created_at" BETWEEN CAST(? AS TIMESTAMP) AND CAST(? AS TIMESTAMP)',
        '  AND "prep"."paid" = ?',
        '  AND "prep"."note" IS NULL',
        '  AND "prep"."amount" < ?',
        'LIMIT 2000',
      ].join('\n'),
    );
    // The Paris day of 4 March is 23:00 UTC on the 3rd to 22:59:59.999 UTC on the 4th.
    expect(out.params).toEqual([
      'paid',
      10,
      '%we%',
      '2025-03-03 23:00:00.000',
      '2025-03-04 22:59:59.999',
      true,
      500,
    ]);
  });

  it('refuses an unset variable with the contract message', () => {
    expect(() => compileClassicChart(d, { query: 'select {{x}}', type: 'Table' }, [])).toThrow(
      'Variable {{x}} has no value',
    );
  });

  it('buckets in the chart zone only when it differs from the data zone', () => {
    const chart = {
      query: 'select * from t',
      type: 'Line',
      xAxis: { column: 'at', format: { bucketing: 'day' } },
      yAxis: [{ column: 'n' }],
    };
    expect(
      compileClassicChart(d, chart, [], { timeZone: 'UTC', dataTimeZone: 'UTC' }).sql,
    ).toContain(`date_trunc('day', "prep"."at") AS "at"`);
    expect(compileClassicChart(d, chart, [], { timeZone: 'Asia/Tokyo' }).sql).toContain(
      `date_trunc('day', (("prep"."at" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Tokyo')) AS "at"`,
    );
    expect(() => compileClassicChart(d, chart, [], { timeZone: "UTC'; drop" })).toThrow(
      /Unknown time zone/,
    );
  });

  it('refuses a chart without series or X axis with a clear message', () => {
    expect(() =>
      compileClassicChart(
        d,
        { query: 'select 1', type: 'Bar', xAxis: { column: 'a' }, yAxis: [] },
        [],
      ),
    ).toThrow(/no series/);
    expect(() =>
      compileClassicChart(d, { query: 'select 1', type: 'Bar', yAxis: [{ column: 'b' }] }, []),
    ).toThrow(/no X axis/);
  });
});

describe('segmented charts', () => {
  const heat = {
    query: 'select d, dev, n from t',
    type: 'Stacked Bar',
    xAxis: { column: 'd' },
    yAxis: [
      {
        column: 'n',
        baseAggregationStrategy: 'Count',
        segmentConfig: { segmentSeries: true, segmentBy: 'dev' },
      },
    ],
  };

  it('draws a heat map from its whole answer: no segment names, no segment page', () => {
    const map = { ...heat, type: 'Heat Map' };
    expect(compileClassicSegments(d, map, [])).toBeNull();
    const names = Array.from({ length: 45 }, (_, i) => `s${i}`);
    const out = compileClassicChart(d, map, [], { segmentNames: names, segmentPage: 1 });
    expect(out.sql).toBe(
      [
        'SELECT "prep"."d" AS "d", "prep"."dev" AS "dev", COUNT("prep"."n") AS "n"',
        'FROM (',
        'select d, dev, n from t',
        ') AS "prep"',
        'GROUP BY "prep"."d", "prep"."dev"',
        'ORDER BY "d" ASC, "dev" ASC',
        'LIMIT 40000',
      ].join('\n'),
    );
    expect(out.params).toEqual([]);
  });

  it('lists segment names first, largest first, at most 5000', () => {
    expect(compileClassicSegments(d, heat, [])!.sql).toBe(
      [
        'SELECT "prep"."dev" AS "dev"',
        'FROM (',
        'select d, dev, n from t',
        ') AS "prep"',
        'WHERE "prep"."dev" IS NOT NULL',
        'GROUP BY "prep"."dev"',
        'ORDER BY COUNT("prep"."n") DESC, "prep"."dev" ASC',
        'LIMIT 5000',
      ].join('\n'),
    );
    expect(
      compileClassicSegments(d, { ...heat, type: 'Line', yAxis: [{ column: 'n' }] }, []),
    ).toBeNull();
  });

  it('restricts the data to the page of known segment names, as parameters', () => {
    const names = Array.from({ length: 45 }, (_, i) => `s${i}`);
    const out = compileClassicChart(d, heat, [], { segmentNames: names, segmentPage: 2 });
    expect(out.sql).toContain('WHERE "prep"."dev" IN ($1, $2, $3, $4, $5)');
    expect(out.params).toEqual(['s40', 's41', 's42', 's43', 's44']);
    expect(out.sql).toContain('GROUP BY "prep"."d", "prep"."dev"');
    expect(out.sql).toContain(
      'SELECT "prep"."d" AS "d", "prep"."dev" AS "dev", COUNT("prep"."n") AS "n"',
    );
  });

  it('selects the page inside the query when the names are not known yet', () => {
    const out = compileClassicChart(d, heat, [{ column: 'n', operator: 'gt', values: [1] }], {
      segmentPage: 1,
    });
    expect(out.sql).toContain('AND "prep"."dev" IN (SELECT "page"."dev" FROM (');
    expect(out.sql).toContain('LIMIT 20 OFFSET 20\n) AS "page")');
    expect(out.params).toEqual([1, 1]);
  });
});
