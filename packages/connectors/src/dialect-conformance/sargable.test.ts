import {
  chartDocumentSchema,
  compileChart,
  compileSemanticQuery,
  type CompiledQuery,
  type Dialect,
} from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { DIALECT_NAMES, DIALECTS } from './dialects';

const now = new Date('2025-03-15T12:00:00Z');

/** The conditions of a statement's outermost WHERE, one per AND. */
function whereConditions(sql: string): string[] {
  const start = sql.lastIndexOf('\nWHERE ');
  if (start < 0) return [];
  const rest = sql.slice(start + 7);
  const end = rest.search(/\n(GROUP BY|HAVING|ORDER BY|LIMIT|OFFSET) /);
  return (end < 0 ? rest : rest.slice(0, end)).split('\n  AND ');
}

/**
 * Every condition on the date column compares the raw column (first thing in the condition)
 * with bound bounds, and the column appears nowhere else in it: no function wraps it.
 */
function expectRawDateFilters(dialect: Dialect, query: CompiledQuery, column: string) {
  const conditions = whereConditions(query.sql).filter((c) => c.includes(column));
  expect(conditions.length).toBeGreaterThan(0);
  for (const condition of conditions) {
    expect(condition.startsWith(`${column} `), `${dialect.name}: ${condition}`).toBe(true);
    expect(condition.split(column).length, `${dialect.name}: ${condition}`).toBe(2);
    expect(condition.slice(column.length)).toMatch(/^ (NOT )?(BETWEEN|>=|<=|>|<|=|<>) /);
  }
}

const classic = (type: string) =>
  chartDocumentSchema.parse({
    chartConfig: {
      type,
      xAxis: { column: 'created_at', format: { bucketing: 'month' } },
      yAxis: [{ column: 'amount' }],
    },
    dataPrep: {
      query: 'SELECT * FROM orders',
      outputColumns: [{ columnName: 'created_at', type: 'date' }],
      steps: [{ column: 'created_at', comparison: 'after', value: '2024-01-01' }],
    },
  });

const dateFilters = (subType: string, value: string | string[]) => ({
  chartId: 'c',
  dashboardFilters: [
    {
      id: 'f',
      filterType: 'Date',
      filterSubType: subType,
      chartFilterStructures: { c: { sourceType: 'Output', table: '', column: 'created_at' } },
    },
  ],
  dashboardFilterValues: { f: value },
  timeZone: 'America/New_York',
  now,
});

describe('generated SQL is as fast as hand-written SQL', () => {
  it.each(DIALECT_NAMES)('%s: no function wraps a date-filtered column', (name) => {
    const d = DIALECTS[name];
    const col = `${d.quoteIdentifier('prep')}.${d.quoteIdentifier('created_at')}`;
    for (const [sub, value] of [
      ['Date Range', ['2025-01-01', '2025-01-31']],
      ['Date Range (No Timestamp)', ['2025-01-01', '2025-01-31']],
      ['Date After', '2025-01-01'],
      ['Date Before', '2025-01-01'],
      ['Date Single', '2025-01-01'],
      ['Date Range', 'last30days'],
    ] as const) {
      for (const type of ['Line', 'Stat Card']) {
        const out = compileChart(d, classic(type), dateFilters(sub, value as string | string[]));
        expectRawDateFilters(d, out.main, col);
        if (out.comparison) expectRawDateFilters(d, out.comparison, col);
      }
    }
    const base = `${d.quoteIdentifier('base')}.${d.quoteIdentifier('created_at')}`;
    const semantic = compileSemanticQuery(
      d,
      {
        type: 'kpiCard',
        table: 'orders',
        dimensions: [],
        measures: [{ field: 'amount', aggregation: 'sum' }],
        filters: [{ field: 'created_at', operator: 'BETWEEN', value: 'monthToDate' }],
      },
      { now, timeZone: 'Asia/Tokyo', comparePreviousPeriod: true },
    );
    expectRawDateFilters(d, semantic.main, base);
    expectRawDateFilters(d, semantic.comparison!, base);
  });

  it.each(DIALECT_NAMES)('%s: converts zones only when the chart zone differs', (name) => {
    const d = DIALECTS[name];
    const same = compileChart(d, classic('Line'), {
      timeZone: 'Europe/Paris',
      dataTimeZone: 'Europe/Paris',
      now,
    });
    const select = (sql: string) => sql.split('\n')[0]!;
    // (A zone may appear on the parameter side of a bound, never around the column.)
    expect(select(same.main.sql)).not.toMatch(/TIME ZONE|CONVERT_TZ|Paris|Romance/);
    const other = compileChart(d, classic('Line'), { timeZone: 'Europe/Paris', now });
    expect(select(other.main.sql)).toMatch(/TIME ZONE|CONVERT_TZ|'Europe\/Paris'/);
    // The shift is in the bucket (SELECT and GROUP BY), never in WHERE.
    expect(whereConditions(other.main.sql).join(' ')).not.toMatch(
      /TIME ZONE|CONVERT_TZ|Paris|Romance/,
    );
  });
});
