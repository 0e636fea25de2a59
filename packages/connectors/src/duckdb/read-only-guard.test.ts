import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

let connector: DuckDbConnector;
let dispose: () => void;

beforeAll(async () => {
  const db = await createTenantDb();
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path: db.path });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

const scopes = [{ table: 'orders', column: 'tenant_id', value: 'a' }];

async function refusal(sql: string): Promise<string> {
  const error: unknown = await connector.prepare({ sql }, { tenant: scopes }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected "${sql}" to be refused`).toBeInstanceOf(QueryRefusedError);
  return (error as QueryRefusedError).message;
}

describe('read-only guard: refuses anything but one SELECT over the connection tables', () => {
  const notSelect = [
    'INSERT INTO orders SELECT * FROM orders',
    'UPDATE orders SET amount = 0',
    'DELETE FROM orders',
    'CREATE TABLE x AS SELECT 1',
    'DROP TABLE orders',
    "COPY orders TO '/tmp/orders.csv'",
    "ATTACH '/tmp/other.duckdb' AS other",
    'INSTALL httpfs',
    'LOAD httpfs',
    'PRAGMA version',
    'SET threads = 1',
    'EXPLAIN SELECT 1',
    'CALL duckdb_settings()',
    "EXPORT DATABASE '/tmp/x'",
  ];
  for (const sql of notSelect) {
    it(`refuses ${sql}`, async () => {
      expect(await refusal(sql)).toMatch(/Only one read-only SELECT statement is allowed/);
    });
  }

  it('refuses two statements, even two SELECTs', async () => {
    expect(await refusal('SELECT 1; SELECT 2')).toMatch(/Only one read-only SELECT.*2 statements/);
    expect(await refusal('SELECT 1; DROP TABLE orders')).toMatch(/Only one read-only SELECT/);
  });

  it('refuses unparsable SQL and empty input with a clear message', async () => {
    expect(await refusal('SELEC 1')).toMatch(/could not be parsed: syntax error/);
    expect(await refusal('  ')).toMatch(/empty/);
  });

  const tableFunctions = [
    "SELECT * FROM read_csv('/etc/passwd')",
    "SELECT * FROM read_parquet('/tmp/x.parquet')",
    "SELECT * FROM glob('/etc/*')",
    "SELECT * FROM query('SELECT * FROM orders')",
    "SELECT * FROM query_table('orders')",
    "SELECT * FROM read_text('/etc/passwd')",
    'SELECT * FROM duckdb_settings()',
    'SELECT * FROM range(10)',
    "SELECT * FROM orders WHERE order_id IN (SELECT * FROM read_csv('/etc/passwd'))",
    "WITH x AS (SELECT * FROM query_table('orders')) SELECT * FROM x",
    "SELECT (SELECT count(*) FROM glob('/*')) AS n",
    "SELECT * FROM orders, LATERAL (SELECT * FROM query('SELECT 1')) q",
  ];
  for (const sql of tableFunctions) {
    it(`refuses table functions: ${sql}`, async () => {
      expect(await refusal(sql)).toMatch(/Table functions .*not allowed/);
    });
  }

  const outsideTables = [
    "SELECT * FROM '/etc/passwd'",
    "FROM 'orders.csv'",
    'SELECT * FROM information_schema.tables',
    'SELECT * FROM duckdb_databases',
    'SELECT * FROM sqlite_master',
    'SELECT * FROM pg_catalog.pg_class',
    'SELECT * FROM system.main.duckdb_tables',
    'SELECT * FROM temp.main.orders',
    'SELECT * FROM other_db.main.orders',
    'SELECT * FROM no_such_table',
  ];
  for (const sql of outsideTables) {
    it(`refuses tables outside the connection: ${sql}`, async () => {
      expect(await refusal(sql)).toMatch(/does not exist or is not available on this connection/);
    });
  }

  it('refuses DESCRIBE and SUMMARIZE, which read a whole table', async () => {
    expect(await refusal('SUMMARIZE orders')).toMatch(/DESCRIBE, SHOW and SUMMARIZE/);
    expect(await refusal('SELECT * FROM (DESCRIBE orders)')).toMatch(
      /DESCRIBE, SHOW and SUMMARIZE/,
    );
  });

  it('accepts plain SELECTs, VALUES and CTEs', async () => {
    for (const sql of [
      'SELECT 1 AS x',
      'VALUES (1), (2)',
      'WITH t AS (SELECT * FROM products) SELECT * FROM t',
    ]) {
      const prepared = await connector.prepare({ sql }, { tenant: scopes });
      expect(prepared.sql).toBeTypeOf('string');
      expect(prepared.params).toEqual([]);
    }
  });
});
