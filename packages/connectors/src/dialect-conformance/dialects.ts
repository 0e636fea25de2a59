import type { Dialect, SqlDialectName } from '@chartroom/core';
import { bigQueryDialect } from '../bigquery/dialect';
import { clickHouseDialect } from '../clickhouse/dialect';
import { duckDbDialect } from '../duckdb/dialect';
import { msSqlDialect } from '../mssql/dialect';
import { mySqlDialect } from '../mysql/dialect';
import { postgresDialect } from '../postgres/dialect';

/** A dialect the SQL compilers target. */
export type SqlDialect = Dialect & { readonly name: SqlDialectName };

/** Every dialect, in the order golden tables list them. */
export const DIALECTS: Readonly<Record<SqlDialectName, SqlDialect>> = {
  duckdb: duckDbDialect,
  postgres: postgresDialect,
  mysql: mySqlDialect,
  mssql: msSqlDialect,
  clickhouse: clickHouseDialect,
  bigquery: bigQueryDialect,
};

export const DIALECT_NAMES = Object.keys(DIALECTS) as SqlDialectName[];

/** Expected output of one feature for every dialect (a golden table). */
export type Golden<T = string> = Readonly<Record<SqlDialectName, T>>;

/** What `render` gives for each dialect, to compare with a golden table in one assertion. */
export function perDialect<T>(render: (dialect: SqlDialect) => T): Record<SqlDialectName, T> {
  const out = {} as Record<SqlDialectName, T>;
  for (const name of DIALECT_NAMES) out[name] = render(DIALECTS[name]);
  return out;
}
