import { describe, expect, it } from 'vitest';
import { BaseDialect } from '../sql/base-dialect';
import { compileClassicChart } from './compile-classic';
import { hasTopLevelOrderBy } from './prep-order';
import { compileClassicSegmentedOneScan } from './segmented-one-scan';

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}
const d = new TestDialect();

describe('hasTopLevelOrderBy', () => {
  it('finds the statement’s own ORDER BY', () => {
    expect(hasTopLevelOrderBy('select a from t order by a desc')).toBe(true);
    expect(hasTopLevelOrderBy('SELECT a FROM t ORDER\n  BY a LIMIT 5')).toBe(true);
    expect(hasTopLevelOrderBy('with x as (select 1 as a) select a from x order by 1')).toBe(true);
  });

  it('ignores ORDER BY in subqueries, windows, literals and comments', () => {
    expect(hasTopLevelOrderBy('select a from t')).toBe(false);
    expect(hasTopLevelOrderBy('select * from (select a from t order by a) s')).toBe(false);
    expect(hasTopLevelOrderBy('select row_number() over (order by a) from t')).toBe(false);
    expect(hasTopLevelOrderBy("select 'order by' as a from t")).toBe(false);
    expect(hasTopLevelOrderBy('select "order by" from t -- order by a')).toBe(false);
    expect(hasTopLevelOrderBy('select a /* order by a */ from t')).toBe(false);
    expect(hasTopLevelOrderBy('select a as "order", b as by from t')).toBe(false);
    expect(hasTopLevelOrderBy('select border, by_x from t')).toBe(false);
  });
});

describe('the data prep’s ORDER BY in a classic chart', () => {
  const bar = {
    query: 'select product, amount from sales order by amount desc;',
    type: 'Bar',
    xAxis: { column: 'product' },
    yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
  };

  it('orders the groups by their first row in the prep when the chart sets no order', () => {
    expect(compileClassicChart(d, bar, []).sql).toBe(
      [
        'SELECT "prep"."product" AS "product", SUM("prep"."amount") AS "amount"',
        'FROM (',
        'SELECT "prep_rows".*, ROW_NUMBER() OVER () AS "chartroom_prep_order" FROM (',
        'select product, amount from sales order by amount desc',
        ') AS "prep_rows"',
        ') AS "prep"',
        'GROUP BY "prep"."product"',
        'ORDER BY MIN("prep"."chartroom_prep_order") ASC',
        'LIMIT 2000',
      ].join('\n'),
    );
    // Ranked types too (their default is the largest first).
    expect(compileClassicChart(d, { ...bar, type: 'Pie Chart' }, []).sql).toContain(
      'ORDER BY MIN("prep"."chartroom_prep_order") ASC',
    );
  });

  it('lets the chart’s own order win, and leaves preps without ORDER BY alone', () => {
    const ordered = compileClassicChart(
      d,
      { ...bar, orderBy: { column: 'amount', direction: 'ascending' } },
      [],
    ).sql;
    expect(ordered).toContain('ORDER BY "amount" ASC');
    expect(ordered).not.toContain('ROW_NUMBER');
    const plain = compileClassicChart(d, { ...bar, query: 'select product, amount from s' }, []);
    expect(plain.sql).not.toContain('ROW_NUMBER');
    expect(plain.sql).toContain('ORDER BY "product" ASC');
    // Tables keep the prep's rows as they come (no extra column in their answer).
    const table = compileClassicChart(d, { ...bar, type: 'Table' }, []).sql;
    expect(table).not.toContain('ROW_NUMBER');
  });

  it('orders a segmented chart’s X categories by the prep and runs it in two scans', () => {
    const segmented = {
      ...bar,
      type: 'Stacked Bar',
      yAxis: [
        {
          column: 'amount',
          baseAggregationStrategy: 'Sum',
          segmentConfig: { segmentSeries: true, segmentBy: 'channel' },
        },
      ],
    };
    const out = compileClassicChart(d, segmented, [], { segmentNames: ['Web'] });
    expect(out.sql).toContain('ORDER BY MIN("prep"."chartroom_prep_order") ASC');
    expect(compileClassicSegmentedOneScan(d, segmented, [])).toBeNull();
    expect(
      compileClassicSegmentedOneScan(d, { ...segmented, query: 'select * from sales' }, []),
    ).not.toBeNull();
  });
});
