import { describe, expect, it } from 'vitest';
import { filterValuePredicate } from '../filters/filter-value-predicate';
import { BaseDialect } from '../sql/base-dialect';
import { compileSemanticQuery } from './compile-semantic';
import type { SemanticQueryInput } from './semantic-input';

// charts.md §9: v2 date presets are UTC days; the dashboard's zone buckets dates and reads the
// dashboard filters' presets (decision 021).

class TestDialect extends BaseDialect {
  readonly name = 'duckdb' as const;
}
const d = new TestDialect();
/** 20:00 UTC on 15 March: already 16 March in Tokyo. */
const now = new Date('2025-03-15T20:00:00Z');
const query: SemanticQueryInput = {
  type: 'bar',
  table: 'orders',
  dimensions: [{ field: 'created_at', type: 'date', bucketing: 'day' }],
  measures: [{ field: 'amount', aggregation: 'sum' }],
  filters: [{ field: 'created_at', operator: 'BETWEEN', value: 'last7days' }],
};

describe('v2 chart presets on a dashboard in another zone', () => {
  it('stay UTC days while the buckets follow the dashboard zone', () => {
    const tokyo = compileSemanticQuery(d, query, { now, timeZone: 'Asia/Tokyo' }).main;
    const utc = compileSemanticQuery(d, query, { now, timeZone: 'UTC' }).main;
    expect(tokyo.params).toEqual(['2025-03-09 00:00:00.000', '2025-03-15 23:59:59.999']);
    expect(tokyo.params).toEqual(utc.params);
    expect(tokyo.sql).toContain("'Asia/Tokyo'");
    expect(utc.sql).not.toContain('Tokyo');
  });

  it("while a dashboard filter's preset is read in the dashboard zone", () => {
    const range = (timeZone: string) =>
      filterValuePredicate('Date', 'Date Range', 'created_at', 'last7days', { timeZone, now })
        ?.values;
    // Tokyo's last 7 days end on its 16 March: 10 March 00:00 JST is 9 March 15:00 UTC.
    expect(range('Asia/Tokyo')).toEqual(['2025-03-09T15:00:00.000Z', '2025-03-16T14:59:59.999Z']);
    expect(range('UTC')).toEqual(['2025-03-09T00:00:00.000Z', '2025-03-15T23:59:59.999Z']);
  });
});
