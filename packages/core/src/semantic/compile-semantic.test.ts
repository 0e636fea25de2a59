import { describe, expect, it } from 'vitest';
import { BaseDialect } from '../sql/base-dialect';
import { compileSemanticQuery } from './compile-semantic';
import { SEMANTIC_INCOMPLETE_SQL, type SemanticQueryInput } from './semantic-input';

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}
const d = new TestDialect();
const now = new Date('2025-03-15T12:00:00Z');
const base: SemanticQueryInput = {
  type: 'bar',
  table: 'sales.orders',
  dimensions: [],
  measures: [],
  filters: [],
};

describe('compileSemanticQuery', () => {
  it('gives a Table without dimensions and measures a plain select, others the comment', () => {
    expect(compileSemanticQuery(d, { ...base, type: 'table' }).main.sql).toBe(
      'SELECT *\nFROM "sales"."orders" AS "base"\nLIMIT 2000',
    );
    expect(compileSemanticQuery(d, base).main).toEqual({
      sql: SEMANTIC_INCOMPLETE_SQL,
      params: [],
    });
    expect(
      compileSemanticQuery(d, { ...base, dimensions: [{ field: 'a', type: 'string' }] }).main.sql,
    ).toBe(SEMANTIC_INCOMPLETE_SQL);
  });

  it('buckets date dimensions, aggregates measures and orders by date', () => {
    const out = compileSemanticQuery(d, {
      ...base,
      type: 'line',
      dimensions: [{ field: 'created_at', type: 'date', bucketing: 'week' }],
      measures: [
        { field: 'amount', aggregation: 'avg' },
        { field: 'amount', aggregation: 'max' },
        { field: 'id', aggregation: 'count' },
      ],
    });
    expect(out.main.sql).toBe(
      [
        `SELECT date_trunc('week', "base"."created_at") AS "created_at", AVG("base"."amount") AS "avg_amount", MAX("base"."amount") AS "max_amount", COUNT("base"."id") AS "count_id"`,
        'FROM "sales"."orders" AS "base"',
        `GROUP BY date_trunc('week', "base"."created_at")`,
        'ORDER BY "created_at" ASC',
        'LIMIT 2000',
      ].join('\n'),
    );
    expect(out.columns).toEqual(['created_at', 'avg_amount', 'max_amount', 'count_id']);
  });

  it('maps every filter operator and comparison to bound predicates', () => {
    const out = compileSemanticQuery(
      d,
      {
        ...base,
        type: 'kpiCard',
        measures: [{ field: 'amount', aggregation: 'sum' }],
        filters: [
          { field: 'country', operator: 'IN', value: ['FR', 'TR'] },
          { field: 'country', operator: 'NOT IN', value: ['US'] },
          { field: 'name', operator: 'LIKE', value: '%ann%' },
          { field: 'amount', operator: '>=', value: 10 },
          { field: 'amount', operator: '!=', value: 13 },
          { field: 'note', operator: 'IS NOT NULL' },
          { field: 'name', operator: 'ends with', value: 'son' },
          { field: 'paid', operator: 'false' },
          { field: 'created_at', operator: 'before', value: '2025-03-01' },
        ],
      },
      { timeZone: 'UTC', fieldTypes: new Map([['created_at', 'date']]) },
    );
    expect(out.main.sql.split('\nWHERE ')[1]?.split('\nLIMIT')[0]?.split('\n  AND ')).toEqual([
      '"base"."country" IN ($1, $2)',
      '"base"."country" NOT IN ($3)',
      'CAST("base"."name" AS VARCHAR) ILIKE $4',
      '"base"."amount" >= $5',
      '"base"."amount" <> $6',
      '"base"."note" IS NOT NULL',
      'CAST("base"."name" AS VARCHAR) ILIKE $7',
      '"base"."paid" = $8',
      '"base"."created_at" < CAST($9 AS TIMESTAMP)',
    ]);
    expect(out.main.params).toEqual([
      'FR',
      'TR',
      'US',
      '%ann%',
      10,
      13,
      '%son',
      false,
      '2025-03-01 00:00:00.000',
    ]);
  });

  it('filters groups with having and orders explicitly', () => {
    const out = compileSemanticQuery(d, {
      ...base,
      dimensions: [{ field: 'country', type: 'string' }],
      measures: [{ field: 'amount', aggregation: 'sum' }],
      havingFilters: [{ field: 'amount', operator: '>', value: '100' }],
      orderBy: [{ field: 'country', direction: 'desc' }],
      limit: 5000,
    });
    expect(out.main.sql).toContain(
      'HAVING SUM("base"."amount") > $1\nORDER BY "country" DESC\nLIMIT 2000',
    );
    expect(out.main.params).toEqual([100]);
    expect(() =>
      compileSemanticQuery(d, {
        ...base,
        dimensions: [{ field: 'c', type: 'string' }],
        measures: [{ field: 'a', aggregation: 'sum' }],
        havingFilters: [{ field: 'b', operator: '>', value: 1 }],
      }),
    ).toThrow(/no measure of that field/);
  });

  it('compiles year to date and the previous period of the one date range', () => {
    const out = compileSemanticQuery(
      d,
      {
        ...base,
        dimensions: [{ field: 'created_at', type: 'date', bucketing: 'year_to_date' }],
        measures: [{ field: 'amount', aggregation: 'sum', name: 'Revenue' }],
        filters: [
          { field: 'created_at', operator: 'BETWEEN', value: ['2024-01-01', '2025-12-31'] },
        ],
      },
      { now, comparePreviousPeriod: true },
    );
    expect(out.main.sql).toContain(
      `SELECT date_trunc('year', "base"."created_at") AS "created_at"`,
    );
    expect(out.main.sql).toContain(
      'EXTRACT(MONTH FROM "base"."created_at") * 100 + EXTRACT(DAY FROM "base"."created_at") <= $3',
    );
    expect(out.main.params).toEqual(['2024-01-01 00:00:00.000', '2025-12-31 23:59:59.999', 315]);
    // 731 days (2024 is a leap year) ending 1 ms before 2024-01-01.
    expect(out.comparison?.params).toEqual([
      '2021-12-31 00:00:00.000',
      '2023-12-31 23:59:59.999',
      315,
    ]);
    const twoRanges = compileSemanticQuery(
      d,
      {
        ...base,
        type: 'kpiCard',
        measures: [{ field: 'a', aggregation: 'sum' }],
        filters: [
          { field: 'x', operator: 'BETWEEN', value: ['2025-01-01', '2025-01-02'] },
          { field: 'y', operator: 'BETWEEN', value: ['2025-01-01', '2025-01-02'] },
        ],
      },
      { comparePreviousPeriod: true },
    );
    expect(twoRanges.comparison).toBeUndefined();
  });

  it('reads from the data-prep query when there is no table', () => {
    const out = compileSemanticQuery(
      d,
      { ...base, table: undefined, type: 'table' },
      { sourceSql: 'select * from t where k = {{k}};', variables: new Map([['k', 3]]) },
    );
    expect(out.main).toEqual({
      sql: 'SELECT *\nFROM (\nselect * from t where k = $1\n) AS "base"\nLIMIT 2000',
      params: [3],
    });
  });
});
