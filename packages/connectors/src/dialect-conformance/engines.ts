import { DuckDBInstance } from '@duckdb/node-api';
import type { CompiledQuery, Dialect } from '@chartroom/core';
import { Session } from 'chdb';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { DIALECTS } from './dialects';

export type Row = Record<string, unknown>;

/** A real engine holding the `orders` fixture, running compiled SQL with its parameters. */
export interface EngineRunner {
  dialect: Dialect;
  run(query: CompiledQuery): Promise<Row[]>;
  close(): Promise<void>;
}

/** The fixture: UTC wall-clock times; row 2 is already 1 February in Paris. */
export const ORDERS = [
  [1, '2025-01-05 10:00:00', 100, 'Web', 'paid', 'ann'],
  [2, '2025-01-31 23:30:00', 50, 'Mobile', 'paid', 'bob'],
  [3, '2025-02-10 12:00:00', 70, 'Web', 'cancelled', 'ann'],
  [4, '2025-02-20 08:00:00', 30, 'Retail', 'paid', 'cid'],
  [5, '2025-03-15 09:00:00', 200, 'Web', 'paid', 'dan'],
  [6, '2025-04-02 10:00:00', 999, 'Mobile', 'paid', 'bob'],
] as const;

const values = (quote: (v: string) => string) =>
  ORDERS.map(
    ([id, at, amount, channel, status, customer]) =>
      `(${id}, ${quote(at)}, ${amount}, ${quote(channel)}, ${quote(status)}, ${quote(customer)})`,
  ).join(', ');
const lit = (v: string) => `'${v}'`;

export async function duckDbRunner(): Promise<EngineRunner> {
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  await conn.run(
    'CREATE TABLE orders (id INTEGER, created_at TIMESTAMP, amount DOUBLE, channel VARCHAR, status VARCHAR, customer VARCHAR)',
  );
  await conn.run(`INSERT INTO orders VALUES ${values(lit)}`);
  return {
    dialect: DIALECTS.duckdb,
    async run(q) {
      const reader = await conn.runAndReadAll(q.sql, q.params);
      return reader.getRowObjectsJson() as Row[];
    },
    async close() {
      conn.closeSync();
      instance.closeSync();
    },
  };
}

const schema = `chartroom_conformance_${process.pid}_${Date.now()}`;

export async function postgresRunner(): Promise<EngineRunner | null> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: 'test',
  });
  try {
    await client.connect();
  } catch {
    return null;
  }
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  await client.query(
    'CREATE TABLE orders (id INTEGER, created_at TIMESTAMP, amount DOUBLE PRECISION, channel TEXT, status TEXT, customer TEXT)',
  );
  await client.query(`INSERT INTO orders VALUES ${values(lit)}`);
  return {
    dialect: DIALECTS.postgres,
    async run(q) {
      return (await client.query(q.sql, q.params)).rows as Row[];
    },
    async close() {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

export async function mariaDbRunner(): Promise<EngineRunner | null> {
  let conn: mysql.Connection;
  try {
    conn = await mysql.createConnection({
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      database: 'test',
    });
  } catch {
    return null;
  }
  await conn.query(`CREATE DATABASE ${schema}`);
  await conn.query(`USE ${schema}`);
  await conn.query(
    'CREATE TABLE orders (id INT, created_at DATETIME(3), amount DOUBLE, channel VARCHAR(20), status VARCHAR(20), customer VARCHAR(20))',
  );
  await conn.query(`INSERT INTO orders VALUES ${values(lit)}`);
  return {
    dialect: DIALECTS.mysql,
    async run(q) {
      const [rows] = await conn.execute(q.sql, q.params);
      return rows as Row[];
    },
    async close() {
      await conn.query(`DROP DATABASE ${schema}`);
      await conn.end();
    },
  };
}

export async function clickHouseRunner(): Promise<EngineRunner> {
  const session = new Session();
  session.query(
    "CREATE TABLE orders (id Int32, created_at DateTime64(3, 'UTC'), amount Float64, channel String, status String, customer String) ENGINE = Memory",
  );
  session.query(`INSERT INTO orders VALUES ${values(lit)}`);
  return {
    dialect: DIALECTS.clickhouse,
    async run(q) {
      const params = Object.fromEntries(q.params.map((v, i) => [`p${i + 1}`, v]));
      const text = session.queryBind(q.sql, params, 'JSONEachRow');
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Row);
    },
    async close() {
      session.cleanup();
    },
  };
}

/** A date-ish cell as 'yyyy-MM-dd' (drivers return Date, strings or engine values). */
export function day(value: unknown): string {
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${p(value.getMonth() + 1)}-${p(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}
