import { z } from 'zod';

/**
 * Data source engines (DESIGN.md §1, filters-and-rendering.md §1): Postgres-style, BigQuery,
 * MS SQL, ClickHouse, Data plane, DynamoDB, plus the embedded DuckDB and MySQL/MariaDB.
 */
export const connectionTypeSchema = z.enum(
  ['duckdb', 'postgres', 'mysql', 'mssql', 'clickhouse', 'bigquery', 'dynamodb', 'dataplane'],
  {
    error:
      'Connection type must be one of duckdb, postgres, mysql, mssql, clickhouse, bigquery, dynamodb, dataplane',
  },
);
export type ConnectionType = z.infer<typeof connectionTypeSchema>;
