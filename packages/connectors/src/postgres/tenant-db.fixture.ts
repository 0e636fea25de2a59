import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PostgresConnectorConfig } from './driver';

/** The local test server (trust auth); suites skip by name when it is unreachable. */
export const TEST_SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' };

export const TENANTS = ['a', 'b', 'c'] as const;

export async function isServerReachable(): Promise<boolean> {
  const client = new pg.Client({ ...TEST_SERVER, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TenantDb {
  config: PostgresConnectorConfig;
  database: string;
  /** Runs SQL as the superuser on the test database, outside any connector. */
  admin: (sql: string, values?: unknown[]) => Promise<pg.QueryResult>;
  dispose: () => Promise<void>;
}

/**
 * A throw-away database: tenants 'a', 'b', 'c' share customer ids, so any unscoped join or
 * subquery shows another tenant's rows. `orders`, `customers`, `web_events` carry `tenant_id`;
 * `products` is shared; `canary` must never change.
 */
export async function createTenantDb(): Promise<TenantDb> {
  const database = `chartroom_pg_${randomBytes(6).toString('hex')}`;
  const root = new pg.Client(TEST_SERVER);
  await root.connect();
  await root.query(`CREATE DATABASE ${database}`);
  await root.end();
  const client = new pg.Client({ ...TEST_SERVER, database });
  await client.connect();
  await client.query(`
    CREATE TABLE customers AS
      SELECT t.tenant_id, c AS customer_id, t.tenant_id || '-customer-' || c AS name
        FROM (VALUES ('a'), ('b'), ('c')) t(tenant_id), generate_series(1, 5) c;
    CREATE TABLE orders AS
      SELECT i AS order_id,
             (ARRAY['a', 'b', 'c'])[1 + i % 3] AS tenant_id,
             1 + (i / 3) % 5 AS customer_id,
             1 + i % 7 AS product_id,
             CAST(10 + (i * 37) % 200 AS numeric(10, 2)) AS amount,
             TIMESTAMPTZ '2024-01-01 00:00:00+00' + i * INTERVAL '1 hour' AS created_at
        FROM generate_series(0, 299) i;
    CREATE TABLE web_events AS
      SELECT i AS event_id, (ARRAY['a', 'b', 'c'])[1 + i % 3] AS tenant_id,
             1 + i % 5 AS customer_id, 'view' AS kind,
             TIMESTAMP '2024-01-01' + i * INTERVAL '1 minute' AS at
        FROM generate_series(0, 89) i;
    CREATE TABLE products AS
      SELECT i AS product_id, 'Product ' || i AS name, CAST(i * 1.5 AS numeric(10, 2)) AS price
        FROM generate_series(1, 7) i;
    CREATE TABLE canary (id int PRIMARY KEY, note text);
    INSERT INTO canary VALUES (1, 'untouched');
    CREATE SCHEMA sales;
    CREATE TABLE sales.orders AS SELECT * FROM orders;
    CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 100;
    CREATE SEQUENCE counter;
    CREATE FUNCTION public.tamper() RETURNS int LANGUAGE sql
      AS $$ UPDATE canary SET note = 'written'; SELECT 1 $$;
  `);
  await client.end();
  const admin = async (sql: string, values?: unknown[]) => {
    const session = new pg.Client({ ...TEST_SERVER, database });
    await session.connect();
    try {
      return await session.query(sql, values);
    } finally {
      await session.end();
    }
  };
  const dispose = async () => {
    const session = new pg.Client(TEST_SERVER);
    await session.connect();
    try {
      await session.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } finally {
      await session.end();
    }
  };
  return {
    config: { type: 'postgres', ...TEST_SERVER, database, ssl: false },
    database,
    admin,
    dispose,
  };
}
