import { describe, expect, it } from 'vitest';
import { BaseDialect } from './base-dialect';
import { wrapWithOutputFilters } from './wrap-output-filters';

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}

describe('wrapWithOutputFilters', () => {
  it('filters the output columns with bound parameters', () => {
    const out = wrapWithOutputFilters(new TestDialect(), 'select channel, amount from orders;', [
      { column: 'channel', operator: 'in', values: ["Web' OR 1=1 --", 'Mobile'] },
      { column: 'amount', operator: 'gte', values: [10] },
    ]);
    expect(out.sql).toBe(
      'SELECT *\nFROM (\nselect channel, amount from orders\n) AS "q"\nWHERE "q"."channel" IN ($1, $2)\n  AND "q"."amount" >= $3',
    );
    expect(out.params).toEqual(["Web' OR 1=1 --", 'Mobile', 10]);
  });

  it('leaves a query without filters as it is', () => {
    expect(wrapWithOutputFilters(new TestDialect(), 'select 1', [])).toEqual({
      sql: 'select 1',
      params: [],
    });
  });
});
