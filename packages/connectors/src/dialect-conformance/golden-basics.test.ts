import { ParamList, renderPredicate } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { perDialect, type Golden } from './dialects';

/** Each feature lists its expected SQL for all six dialects in one place (DESIGN.md §2). */
describe('dialect golden SQL: spelling', () => {
  it('quotes identifiers, escaping every quote character', () => {
    const golden: Golden = {
      duckdb: '"o""r]d`er"',
      postgres: '"o""r]d`er"',
      mysql: '`o"r]d``er`',
      mssql: '[o"r]]d`er]',
      clickhouse: '`o"r]d\\`er`',
      bigquery: '`o"r]d\\`er`',
    };
    expect(perDialect((d) => d.quoteIdentifier('o"r]d`er'))).toEqual(golden);
  });

  it('spells placeholders, typed where the engine needs it', () => {
    const golden: Golden = {
      duckdb: '$1 $2 $3',
      postgres: '$1 $2 $3',
      mysql: '? ? ?',
      mssql: '@p1 @p2 @p3',
      clickhouse: '{p1:String} {p2:Float64} {p3:Bool}',
      bigquery: '@p1 @p2 @p3',
    };
    expect(
      perDialect((d) => {
        const params = new ParamList(d);
        return params.finish(`${params.add('a')} ${params.add(1)} ${params.add(true)}`).sql;
      }),
    ).toEqual(golden);
  });

  it('truncates dates per bucket', () => {
    const golden: Golden<string[]> = {
      duckdb: ["date_trunc('hour', x)", "date_trunc('week', x)", "date_trunc('quarter', x)"],
      postgres: ["date_trunc('hour', x)", "date_trunc('week', x)", "date_trunc('quarter', x)"],
      mysql: [
        "CAST(DATE_FORMAT(x, '%Y-%m-%d %H:00:00') AS DATETIME)",
        'CAST(DATE_SUB(DATE(x), INTERVAL WEEKDAY(x) DAY) AS DATETIME)',
        'CAST(MAKEDATE(YEAR(x), 1) + INTERVAL (QUARTER(x) - 1) QUARTER AS DATETIME)',
      ],
      mssql: ['DATETRUNC(hour, x)', 'DATETRUNC(iso_week, x)', 'DATETRUNC(quarter, x)'],
      clickhouse: ['toStartOfHour(x)', 'toMonday(x)', 'toStartOfQuarter(x)'],
      bigquery: [
        'TIMESTAMP_TRUNC(x, HOUR)',
        'TIMESTAMP_TRUNC(x, WEEK(MONDAY))',
        'TIMESTAMP_TRUNC(x, QUARTER)',
      ],
    };
    expect(
      perDialect((d) => (['hour', 'week', 'quarter'] as const).map((b) => d.dateTrunc(b, 'x'))),
    ).toEqual(golden);
  });

  it('truncates in the chart zone when it differs from the data zone', () => {
    const shift = { from: 'UTC', to: 'Europe/Paris' };
    const golden: Golden = {
      duckdb: "date_trunc('month', ((x AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Paris'))",
      postgres: "date_trunc('month', ((x AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Paris'))",
      mysql:
        "CAST(DATE_FORMAT(CONVERT_TZ(x, 'UTC', 'Europe/Paris'), '%Y-%m-01 00:00:00') AS DATETIME)",
      mssql:
        "DATETRUNC(month, CAST((x AT TIME ZONE N'UTC') AT TIME ZONE N'Romance Standard Time' AS DATETIME2))",
      clickhouse: "toStartOfMonth(x, 'Europe/Paris')",
      bigquery: "TIMESTAMP_TRUNC(x, MONTH, 'Europe/Paris')",
    };
    expect(perDialect((d) => d.dateTrunc('month', 'x', shift))).toEqual(golden);
  });

  it('reads month and day numbers (year to date)', () => {
    const golden: Golden = {
      duckdb: 'EXTRACT(MONTH FROM x)',
      postgres: 'EXTRACT(MONTH FROM x)',
      mysql: 'MONTH(x)',
      mssql: 'DATEPART(month, x)',
      clickhouse: 'toMonth(x)',
      bigquery: 'EXTRACT(MONTH FROM x)',
    };
    expect(perDialect((d) => d.datePart('month', 'x'))).toEqual(golden);
  });

  it('aggregates strings and casts to text', () => {
    const golden: Golden = {
      duckdb: "string_agg(CAST(x AS VARCHAR), ', ')",
      postgres: "string_agg(CAST(x AS TEXT), ', ')",
      mysql: "GROUP_CONCAT(x SEPARATOR ', ')",
      mssql: "STRING_AGG(CAST(x AS NVARCHAR(MAX)), ', ')",
      clickhouse: "arrayStringConcat(groupArray(toString(x)), ', ')",
      bigquery: "STRING_AGG(CAST(x AS STRING), ', ')",
    };
    expect(perDialect((d) => d.stringAgg('x'))).toEqual(golden);
  });

  it('matches case-insensitively (contains)', () => {
    const golden: Golden = {
      duckdb: 'CAST(c AS VARCHAR) ILIKE $1',
      postgres: 'CAST(c AS TEXT) ILIKE $1',
      mysql: 'LOWER(CAST(c AS CHAR)) LIKE LOWER(?)',
      mssql: 'LOWER(CAST(c AS NVARCHAR(MAX))) LIKE LOWER(@p1)',
      clickhouse: 'toString(c) ILIKE {p1:String}',
      bigquery: 'LOWER(CAST(c AS STRING)) LIKE LOWER(@p1)',
    };
    expect(
      perDialect((d) => {
        const params = new ParamList(d);
        const sql = renderPredicate(
          d,
          params,
          { column: 'c', operator: 'like', values: ['%a%'] },
          'c',
        );
        return params.finish(sql).sql;
      }),
    ).toEqual(golden);
  });

  it('compares raw columns with timestamp parameters', () => {
    const golden: Golden = {
      duckdb: 'c BETWEEN CAST($1 AS TIMESTAMP) AND CAST($2 AS TIMESTAMP)',
      postgres: 'c BETWEEN CAST($1 AS TIMESTAMP) AND CAST($2 AS TIMESTAMP)',
      mysql: 'c BETWEEN CAST(? AS DATETIME(3)) AND CAST(? AS DATETIME(3))',
      mssql: 'c BETWEEN CAST(@p1 AS DATETIME2) AND CAST(@p2 AS DATETIME2)',
      clickhouse:
        "c BETWEEN parseDateTime64BestEffort({p1:String}, 3, 'UTC') AND parseDateTime64BestEffort({p2:String}, 3, 'UTC')",
      bigquery: 'c BETWEEN CAST(@p1 AS TIMESTAMP) AND CAST(@p2 AS TIMESTAMP)',
    };
    expect(
      perDialect((d) => {
        const params = new ParamList(d);
        const p = {
          column: 'c',
          operator: 'between' as const,
          values: ['2025-01-01 00:00:00.000', '2025-01-31 23:59:59.999'],
          temporal: true,
          timeZone: 'UTC',
        };
        return params.finish(renderPredicate(d, params, p, 'c')).sql;
      }),
    ).toEqual(golden);
  });

  it('limits rows: LIMIT, or TOP on MS SQL; pages with OFFSET (OFFSET … FETCH on MS SQL)', () => {
    const parts = { select: ['a'], from: 't', orderBy: ['a ASC'], limit: 20 };
    const golden: Golden<[string, string]> = {
      duckdb: [
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20',
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20 OFFSET 40',
      ],
      postgres: [
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20',
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20 OFFSET 40',
      ],
      mysql: [
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20',
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20 OFFSET 40',
      ],
      mssql: [
        'SELECT TOP (20) a\nFROM t\nORDER BY a ASC',
        'SELECT a\nFROM t\nORDER BY a ASC\nOFFSET 40 ROWS FETCH NEXT 20 ROWS ONLY',
      ],
      clickhouse: [
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20',
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20 OFFSET 40',
      ],
      bigquery: [
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20',
        'SELECT a\nFROM t\nORDER BY a ASC\nLIMIT 20 OFFSET 40',
      ],
    };
    expect(
      perDialect((d) => [d.selectStatement(parts), d.selectStatement({ ...parts, offset: 40 })]),
    ).toEqual(golden);
  });
});
