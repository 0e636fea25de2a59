import { compileClassicChart, compileSemanticQuery } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { DIALECTS, perDialect, type Golden } from './dialects';
import { FIRST_QUARTER, MONTHLY_REVENUE, REVENUE_BY_CHANNEL } from './fixtures';

/** Whole compiled charts, each listing its expected SQL for all six dialects in one place. */
describe('dialect golden SQL: compiled charts', () => {
  it('classic: monthly revenue in the chart zone, data-prep variable, date range', () => {
    const golden: Golden = {
      duckdb: [
        'SELECT date_trunc(\'month\', (("prep"."created_at" AT TIME ZONE \'UTC\') AT TIME ZONE \'Europe/Paris\')) AS "created_at", SUM("prep"."amount") AS "amount"',
        'FROM (',
        'SELECT * FROM orders WHERE status <> $1',
        ') AS "prep"',
        'WHERE "prep"."created_at" BETWEEN CAST($2 AS TIMESTAMP) AND CAST($3 AS TIMESTAMP)',
        "GROUP BY date_trunc('month', ((\"prep\".\"created_at\" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Paris'))",
        'ORDER BY "created_at" ASC',
        'LIMIT 2000',
      ].join('\n'),
      postgres: [
        'SELECT date_trunc(\'month\', (("prep"."created_at" AT TIME ZONE \'UTC\') AT TIME ZONE \'Europe/Paris\')) AS "created_at", SUM("prep"."amount") AS "amount"',
        'FROM (',
        'SELECT * FROM orders WHERE status <> $1',
        ') AS "prep"',
        'WHERE "prep"."created_at" BETWEEN CAST($2 AS TIMESTAMP) AND CAST($3 AS TIMESTAMP)',
        "GROUP BY date_trunc('month', ((\"prep\".\"created_at\" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/Paris'))",
        'ORDER BY "created_at" ASC',
        'LIMIT 2000',
      ].join('\n'),
      mysql: [
        "SELECT CAST(DATE_FORMAT(CONVERT_TZ(`prep`.`created_at`, 'UTC', 'Europe/Paris'), '%Y-%m-01 00:00:00') AS DATETIME) AS `created_at`, SUM(`prep`.`amount`) AS `amount`",
        'FROM (',
        'SELECT * FROM orders WHERE status <> ?',
        ') AS `prep`',
        'WHERE `prep`.`created_at` BETWEEN CAST(? AS DATETIME(3)) AND CAST(? AS DATETIME(3))',
        "GROUP BY CAST(DATE_FORMAT(CONVERT_TZ(`prep`.`created_at`, 'UTC', 'Europe/Paris'), '%Y-%m-01 00:00:00') AS DATETIME)",
        'ORDER BY `created_at` ASC',
        'LIMIT 2000',
      ].join('\n'),
      mssql: [
        "SELECT TOP (2000) DATETRUNC(month, CAST(([prep].[created_at] AT TIME ZONE N'UTC') AT TIME ZONE N'Romance Standard Time' AS DATETIME2)) AS [created_at], SUM([prep].[amount]) AS [amount]",
        'FROM (',
        'SELECT * FROM orders WHERE status <> @p1',
        ') AS [prep]',
        'WHERE [prep].[created_at] BETWEEN CAST(@p2 AS DATETIME2) AND CAST(@p3 AS DATETIME2)',
        "GROUP BY DATETRUNC(month, CAST(([prep].[created_at] AT TIME ZONE N'UTC') AT TIME ZONE N'Romance Standard Time' AS DATETIME2))",
        'ORDER BY [created_at] ASC',
      ].join('\n'),
      clickhouse: [
        "SELECT toStartOfMonth(`prep`.`created_at`, 'Europe/Paris') AS `created_at`, SUM(`prep`.`amount`) AS `amount`",
        'FROM (',
        'SELECT * FROM orders WHERE status <> {p1:String}',
        ') AS `prep`',
        "WHERE `prep`.`created_at` BETWEEN parseDateTime64BestEffort({p2:String}, 3, 'UTC') AND parseDateTime64BestEffort({p3:String}, 3, 'UTC')",
        "GROUP BY toStartOfMonth(`prep`.`created_at`, 'Europe/Paris')",
        'ORDER BY `created_at` ASC',
        'LIMIT 2000',
      ].join('\n'),
      bigquery: [
        "SELECT TIMESTAMP_TRUNC(`prep`.`created_at`, MONTH, 'Europe/Paris') AS `created_at`, SUM(`prep`.`amount`) AS `amount`",
        'FROM (',
        'SELECT * FROM orders WHERE status <> @p1',
        ') AS `prep`',
        'WHERE `prep`.`created_at` BETWEEN CAST(@p2 AS TIMESTAMP) AND CAST(@p3 AS TIMESTAMP)',
        "GROUP BY TIMESTAMP_TRUNC(`prep`.`created_at`, MONTH, 'Europe/Paris')",
        'ORDER BY `created_at` ASC',
        'LIMIT 2000',
      ].join('\n'),
    };
    const options = { variables: new Map([['excluded', 'cancelled']]), timeZone: 'Europe/Paris' };
    const compiled = perDialect((d) =>
      compileClassicChart(d, MONTHLY_REVENUE, [FIRST_QUARTER], options),
    );
    expect(perDialect((d) => compiled[d.name].sql)).toEqual(golden);
    expect(perDialect((d) => compiled[d.name].params)).toEqual(
      perDialect(() => ['cancelled', '2025-01-01 00:00:00.000', '2025-03-31 23:59:59.999']),
    );
  });

  it('semantic: dimension, measures, date range, contains, having, order, limit', () => {
    const golden: Golden = {
      duckdb: [
        'SELECT "base"."channel" AS "Sales_channel", SUM("base"."amount") AS "Revenue", COUNT(DISTINCT "base"."customer") AS "Customers"',
        'FROM "orders" AS "base"',
        'WHERE "base"."created_at" BETWEEN CAST($1 AS TIMESTAMP) AND CAST($2 AS TIMESTAMP)',
        '  AND CAST("base"."channel" AS VARCHAR) ILIKE $3',
        'GROUP BY "base"."channel"',
        'HAVING SUM("base"."amount") > $4',
        'ORDER BY "Revenue" DESC',
        'LIMIT 10',
      ].join('\n'),
      postgres: [
        'SELECT "base"."channel" AS "Sales_channel", SUM("base"."amount") AS "Revenue", COUNT(DISTINCT "base"."customer") AS "Customers"',
        'FROM "orders" AS "base"',
        'WHERE "base"."created_at" BETWEEN CAST($1 AS TIMESTAMP) AND CAST($2 AS TIMESTAMP)',
        '  AND CAST("base"."channel" AS TEXT) ILIKE $3',
        'GROUP BY "base"."channel"',
        'HAVING SUM("base"."amount") > $4',
        'ORDER BY "Revenue" DESC',
        'LIMIT 10',
      ].join('\n'),
      mysql: [
        'SELECT `base`.`channel` AS `Sales_channel`, SUM(`base`.`amount`) AS `Revenue`, COUNT(DISTINCT `base`.`customer`) AS `Customers`',
        'FROM `orders` AS `base`',
        'WHERE `base`.`created_at` BETWEEN CAST(? AS DATETIME(3)) AND CAST(? AS DATETIME(3))',
        '  AND LOWER(CAST(`base`.`channel` AS CHAR)) LIKE LOWER(?)',
        'GROUP BY `base`.`channel`',
        'HAVING SUM(`base`.`amount`) > ?',
        'ORDER BY `Revenue` DESC',
        'LIMIT 10',
      ].join('\n'),
      mssql: [
        'SELECT TOP (10) [base].[channel] AS [Sales_channel], SUM([base].[amount]) AS [Revenue], COUNT(DISTINCT [base].[customer]) AS [Customers]',
        'FROM [orders] AS [base]',
        'WHERE [base].[created_at] BETWEEN CAST(@p1 AS DATETIME2) AND CAST(@p2 AS DATETIME2)',
        '  AND LOWER(CAST([base].[channel] AS NVARCHAR(MAX))) LIKE LOWER(@p3)',
        'GROUP BY [base].[channel]',
        'HAVING SUM([base].[amount]) > @p4',
        'ORDER BY [Revenue] DESC',
      ].join('\n'),
      clickhouse: [
        'SELECT `base`.`channel` AS `Sales_channel`, SUM(`base`.`amount`) AS `Revenue`, COUNT(DISTINCT `base`.`customer`) AS `Customers`',
        'FROM `orders` AS `base`',
        "WHERE `base`.`created_at` BETWEEN parseDateTime64BestEffort({p1:String}, 3, 'UTC') AND parseDateTime64BestEffort({p2:String}, 3, 'UTC')",
        '  AND toString(`base`.`channel`) ILIKE {p3:String}',
        'GROUP BY `base`.`channel`',
        'HAVING SUM(`base`.`amount`) > {p4:Float64}',
        'ORDER BY `Revenue` DESC',
        'LIMIT 10',
      ].join('\n'),
      bigquery: [
        'SELECT `base`.`channel` AS `Sales_channel`, SUM(`base`.`amount`) AS `Revenue`, COUNT(DISTINCT `base`.`customer`) AS `Customers`',
        'FROM `orders` AS `base`',
        'WHERE `base`.`created_at` BETWEEN CAST(@p1 AS TIMESTAMP) AND CAST(@p2 AS TIMESTAMP)',
        '  AND LOWER(CAST(`base`.`channel` AS STRING)) LIKE LOWER(@p3)',
        'GROUP BY `base`.`channel`',
        'HAVING SUM(`base`.`amount`) > @p4',
        'ORDER BY `Revenue` DESC',
        'LIMIT 10',
      ].join('\n'),
    };
    const now = new Date('2025-04-10T00:00:00Z');
    const compiled = perDialect((d) => compileSemanticQuery(d, REVENUE_BY_CHANNEL, { now }).main);
    expect(perDialect((d) => compiled[d.name].sql)).toEqual(golden);
    expect(compiled.mysql.params).toEqual([
      '2025-01-01 00:00:00.000',
      '2025-03-31 23:59:59.999',
      '%E%',
      40,
    ]);
    expect(DIALECTS.mysql.name).toBe('mysql');
  });
});
