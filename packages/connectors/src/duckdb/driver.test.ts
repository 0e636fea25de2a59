import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

let connector: DuckDbConnector;
let path: string;
let dispose: () => void;

beforeAll(async () => {
  const db = await createTenantDb();
  path = db.path;
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

const HUGE_CROSS_JOIN =
  'SELECT count(*) AS n FROM range(1000000000) a, range(1000000000) b WHERE a.range + b.range = -1';

describe('DuckDB connector', () => {
  it('tests the connection', async () => {
    await expect(connector.test()).resolves.toBeUndefined();
  });

  it('introspects the main schema with mapped types', async () => {
    const tables = await connector.introspect();
    expect(tables.map((t) => t.tableName)).toEqual(['customers', 'orders', 'products']);
    const orders = tables.find((t) => t.tableName === 'orders');
    expect(orders?.schemaName).toBe('main');
    expect(orders?.columns).toEqual([
      { columnName: 'order_id', type: 'number', selectable: true },
      { columnName: 'tenant_id', type: 'string', selectable: true },
      { columnName: 'customer_id', type: 'number', selectable: true },
      { columnName: 'product_id', type: 'number', selectable: true },
      { columnName: 'amount', type: 'number', selectable: true },
      { columnName: 'created_at', type: 'date', selectable: true },
    ]);
  });

  it('returns typed columns: numbers, ISO dates, booleans, strings', async () => {
    const result = await connector.run({
      sql: `SELECT 42::BIGINT AS big, 12.50::DECIMAL(10,2) AS dec, 170141183460469231731687303715884105727::HUGEINT AS huge,
              DATE '2024-02-29' AS d, TIMESTAMP '2024-02-29 13:45:01.25' AS ts, true AS flag,
              'x' AS s, NULL AS nothing, [1, 2] AS list, INTERVAL 2 DAY AS iv`,
      params: [],
    });
    expect(result.columns).toEqual([
      { name: 'big', type: 'number' },
      { name: 'dec', type: 'number' },
      { name: 'huge', type: 'number' },
      { name: 'd', type: 'date' },
      { name: 'ts', type: 'date' },
      { name: 'flag', type: 'boolean' },
      { name: 's', type: 'string' },
      { name: 'nothing', type: 'number' }, // DuckDB types a bare NULL as INTEGER
      { name: 'list', type: 'string' },
      { name: 'iv', type: 'string' },
    ]);
    expect(result.rows[0]).toEqual({
      big: 42,
      dec: 12.5,
      huge: '170141183460469231731687303715884105727',
      d: '2024-02-29',
      ts: '2024-02-29T13:45:01.250Z',
      flag: true,
      s: 'x',
      nothing: null,
      list: '[1, 2]',
      iv: '2 days',
    });
  });

  it('binds $n parameters: strings, numbers, booleans, null, dates (ISO strings)', async () => {
    const result = await connector.run({
      sql: 'SELECT $1 AS s, $2 + 1 AS n, $3 AS b, $4 AS nothing, CAST($5 AS TIMESTAMP) AS ts, count(*) AS c FROM orders WHERE tenant_id = $1',
      params: ['b', 41, true, null, '2024-03-01T10:00:00Z'],
    });
    expect(result.rows).toEqual([
      { s: 'b', n: 42, b: true, nothing: null, ts: '2024-03-01T10:00:00.000Z', c: 100 },
    ]);
  });

  it('caps rows at 2000 by default and at rowCap when given', async () => {
    const big = await connector.run({ sql: 'SELECT * FROM range(10000) r(i)', params: [] });
    expect(big.rows).toHaveLength(2000);
    const capped = await connector.run(
      { sql: 'SELECT * FROM range(10000) r(i) ORDER BY i DESC', params: [] },
      {
        rowCap: 5,
      },
    );
    expect(capped.rows.map((r) => r.i)).toEqual([9999, 9998, 9997, 9996, 9995]);
  });

  it('interrupts a long query at the timeout with a clear error, then keeps working', async () => {
    const started = Date.now();
    const error = await connector
      .run({ sql: HUGE_CROSS_JOIN, params: [] }, { timeoutMs: 300 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryTimeoutError);
    expect((error as Error).message).toBe('Query timed out after 0.3 s and was cancelled.');
    expect(Date.now() - started).toBeLessThan(5000);
    const after = await connector.run({ sql: 'SELECT 1 AS one', params: [] });
    expect(after.rows).toEqual([{ one: 1 }]);
  });

  it('cancels through an AbortSignal', async () => {
    const controller = new AbortController();
    const running = connector.run(
      { sql: HUGE_CROSS_JOIN, params: [] },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 200);
    await expect(running).rejects.toBeInstanceOf(QueryCancelledError);
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      connector.run({ sql: 'SELECT 1', params: [] }, { signal: aborted.signal }),
    ).rejects.toBeInstanceOf(QueryCancelledError);
  });

  it('surfaces engine errors as QueryError with the engine message', async () => {
    const error = await connector
      .run({ sql: 'SELECT no_such_column FROM orders', params: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryError);
    expect((error as Error).message).toMatch(
      /Binder Error: Referenced column "no_such_column" not found/,
    );
  });

  it('runs on an engine that is read-only with external access off, even without prepare', async () => {
    const attempts = [
      'CREATE TABLE x AS SELECT 1',
      "SELECT * FROM read_csv('/etc/passwd')",
      "COPY orders TO '/tmp/chartroom-leak.csv'",
      "ATTACH '/tmp/chartroom-other.duckdb' AS other",
      'INSTALL httpfs',
      'LOAD httpfs',
      'SET enable_external_access = true',
      'SET lock_configuration = false',
    ];
    for (const sql of attempts) {
      await expect(connector.run({ sql, params: [] }), sql).rejects.toBeInstanceOf(QueryError);
    }
  });

  it('shares one instance per file between connectors and runs queries concurrently', async () => {
    const other = new DuckDbConnector({ type: 'duckdb', path });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other : connector).run({ sql: 'SELECT count(*) AS n FROM orders', params: [] }),
      ),
    );
    expect(results.map((r) => r.rows[0]?.n)).toEqual([300, 300, 300, 300, 300, 300]);
    await other.close();
    expect((await connector.run({ sql: 'SELECT 1 AS one', params: [] })).rows).toEqual([
      { one: 1 },
    ]);
  });

  it('fails clearly when the file cannot be opened', async () => {
    const missing = new DuckDbConnector({ type: 'duckdb', path: `${path}.missing` });
    await expect(missing.test()).rejects.toThrow(/Could not open the DuckDB database/);
    await missing.close();
  });
});
