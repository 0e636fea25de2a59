// The engines queried directly (no Chartroom in between): a read-only DuckDB instance on the
// server's warehouse file, and a PostgreSQL pool.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import pg from 'pg';
import type { Dialect, ParamValue } from '@chartroom/core';
import { duckDbDialect, postgresDialect } from '@chartroom/connectors';
import type { EngineKind } from './demo-queries';

export type Row = readonly unknown[];

export interface DirectEngine {
  readonly kind: EngineKind;
  readonly label: string;
  readonly dialect: Dialect;
  /** Runs one statement on a free session (two sessions, like the server's DuckDB pool). */
  query(sql: string, params?: readonly ParamValue[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Two connections on one read-only instance; `query` waits for a free one. */
export async function openDuckDb(path: string): Promise<DirectEngine> {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const idle: DuckDBConnection[] = [await instance.connect(), await instance.connect()];
  const all = [...idle];
  const waiters: Array<(c: DuckDBConnection) => void> = [];
  const acquire = (): Promise<DuckDBConnection> => {
    const c = idle.pop();
    return c ? Promise.resolve(c) : new Promise((resolve) => waiters.push(resolve));
  };
  const release = (c: DuckDBConnection) => {
    const next = waiters.shift();
    if (next) next(c);
    else idle.push(c);
  };
  return {
    kind: 'duckdb',
    label: 'DuckDB',
    dialect: duckDbDialect,
    async query(sql, params = []) {
      const c = await acquire();
      try {
        const reader = await c.runAndReadAll(sql, [...params]);
        return reader.getRowsJson();
      } finally {
        release(c);
      }
    },
    async close() {
      for (const c of all) c.closeSync();
      instance.closeSync();
    },
  };
}

export const PG_CONFIG = {
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  database: process.env.PGDATABASE ?? 'test',
  password: process.env.PGPASSWORD ?? '',
};

export function openPostgres(): DirectEngine & { pool: pg.Pool } {
  const pool = new pg.Pool({ ...PG_CONFIG, max: 2 });
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    dialect: postgresDialect,
    pool,
    async query(sql, params = []) {
      const result = await pool.query<unknown[]>({
        text: sql,
        values: [...params],
        rowMode: 'array',
      });
      return result.rows;
    },
    async close() {
      await pool.end();
    },
  };
}
