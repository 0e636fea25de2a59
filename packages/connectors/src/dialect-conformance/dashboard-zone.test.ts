import { chartDocumentSchema, compileChart, dashboardQueryTimeZone } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { DIALECT_NAMES, DIALECTS, type Golden } from './dialects';

// Decision 021: a chart on a dashboard is compiled in the dashboard's stored zone. Per dialect,
// the zone a Tokyo dashboard stores reaches every bucket (SELECT and GROUP BY) in that engine's
// spelling, and a dashboard at the GMT default compiles exactly as a chart alone.

const BUCKETS = ['hour', 'day', 'week', 'month', 'quarter', 'year'] as const;

const line = (bucketing: (typeof BUCKETS)[number]) =>
  chartDocumentSchema.parse({
    chartConfig: {
      type: 'Line',
      xAxis: { column: 'created_at', format: { bucketing } },
      yAxis: [{ column: 'amount' }],
    },
    dataPrep: {
      query: 'SELECT * FROM orders',
      outputColumns: [{ columnName: 'created_at', type: 'date' }],
    },
  });

/** How each engine names Tokyo in its zone conversion. */
const TOKYO: Golden = {
  duckdb: "'Asia/Tokyo'",
  postgres: "'Asia/Tokyo'",
  mysql: "'Asia/Tokyo'",
  mssql: "N'Tokyo Standard Time'",
  clickhouse: "'Asia/Tokyo'",
  bigquery: "'Asia/Tokyo'",
};

const now = new Date('2025-03-15T12:00:00Z');
const tokyo = dashboardQueryTimeZone({ tz: 9, tz_name: 'Asia/Tokyo' });
const gmt = dashboardQueryTimeZone({ tz: 0, tz_name: 'Etc/GMT' });

describe.each(DIALECT_NAMES)('%s: a dashboard zone in the compiled chart', (name) => {
  const d = DIALECTS[name];

  it.each(BUCKETS)('buckets by %s in the dashboard zone', (bucket) => {
    const sql = compileChart(d, line(bucket), { timeZone: tokyo, now }).main.sql;
    const select = sql.slice(0, sql.indexOf('\nFROM'));
    const groupBy = sql.slice(sql.lastIndexOf('GROUP BY'));
    expect(select).toContain(TOKYO[name]);
    expect(groupBy).toContain(TOKYO[name]);
  });

  it('compiles a dashboard at the GMT default as a chart alone', () => {
    const alone = compileChart(d, line('day'), { now }).main;
    expect(compileChart(d, line('day'), { timeZone: gmt, now }).main).toEqual(alone);
    expect(alone.sql).not.toMatch(/Tokyo|TIME ZONE|CONVERT_TZ|toTimeZone/);
  });
});
