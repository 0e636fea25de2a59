import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionError, QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';
import { createPostgresConnector, type PostgresConnector } from './driver';
import { createTenantDb, isServerReachable, type TenantDb } from './tenant-db.fixture';

const reachable = await isServerReachable();

describe.skipIf(!reachable)('PostgreSQL connector (needs PostgreSQL on 127.0.0.1:5432)', () => {
  let db: TenantDb;
  let connector: PostgresConnector;

  beforeAll(async () => {
    db = await createTenantDb();
    connector = createPostgresConnector(db.config) as PostgresConnector;
  });

  afterAll(async () => {
    await connector?.close();
    await db?.dispose();
  });

  it('tests the connection, and reports the engine text when it fails', async () => {
    await expect(connector.test()).resolves.toBeUndefined();
    const wrong = createPostgresConnector({ ...db.config, database: 'chartroom_missing_db' });
    await expect(wrong.test()).rejects.toThrow(ConnectionError);
    await expect(wrong.test()).rejects.toThrow(/database "chartroom_missing_db" does not exist/);
    await wrong.close();
    const closedPort = createPostgresConnector({ ...db.config, port: 1 });
    await expect(closedPort.test()).rejects.toThrow(/ECONNREFUSED/);
    await closedPort.close();
  });

  it('introspects tables and views of non-system schemas with mapped types', async () => {
    const tables = await connector.introspect();
    expect(tables.map((t) => `${t.schemaName}.${t.tableName}`)).toEqual([
      'public.big_orders',
      'public.canary',
      'public.customers',
      'public.orders',
      'public.products',
      'public.web_events',
      'sales.orders',
    ]);
    const orders = tables.find((t) => t.schemaName === 'public' && t.tableName === 'orders');
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
      sql: `SELECT 42::int8 AS big, 9007199254740993::int8 AS huge, 12.50::numeric(10,2) AS dec,
                   1.5::float8 AS f, 'NaN'::float8 AS nan, DATE '2024-02-29' AS d,
                   TIMESTAMP '2024-02-29 13:45:01.25' AS ts,
                   TIMESTAMPTZ '2024-02-29 13:45:01.25+02' AS tstz, true AS flag, 'x' AS s,
                   NULL::text AS nothing, ARRAY[1, 2] AS list, INTERVAL '2 days' AS iv,
                   1 AS dup, 2 AS dup`,
      params: [],
    });
    expect(result.columns).toEqual([
      { name: 'big', type: 'number' },
      { name: 'huge', type: 'number' },
      { name: 'dec', type: 'number' },
      { name: 'f', type: 'number' },
      { name: 'nan', type: 'number' },
      { name: 'd', type: 'date' },
      { name: 'ts', type: 'date' },
      { name: 'tstz', type: 'date' },
      { name: 'flag', type: 'boolean' },
      { name: 's', type: 'string' },
      { name: 'nothing', type: 'string' },
      { name: 'list', type: 'string' },
      { name: 'iv', type: 'string' },
      { name: 'dup', type: 'number' },
      { name: 'dup:1', type: 'number' },
    ]);
    expect(result.rows).toEqual([
      {
        big: 42,
        huge: '9007199254740993',
        dec: 12.5,
        f: 1.5,
        nan: 'NaN',
        d: '2024-02-29',
        ts: '2024-02-29T13:45:01.250Z',
        tstz: '2024-02-29T11:45:01.250Z',
        flag: true,
        s: 'x',
        nothing: null,
        list: '{1,2}',
        iv: '2 days',
        dup: 1,
        'dup:1': 2,
      },
    ]);
  });

  it('binds parameters and keeps them apart from the SQL text', async () => {
    const result = await connector.run({
      sql: 'SELECT count(*) AS n FROM orders WHERE tenant_id = $1 AND amount > $2',
      params: ["a' OR '1'='1", 0],
    });
    expect(result.rows).toEqual([{ n: 0 }]);
  });

  it('stops at the row cap without reading the rest', async () => {
    const result = await connector.run(
      { sql: 'SELECT generate_series(1, 100000000) AS g', params: [] },
      { rowCap: 5 },
    );
    expect(result.rows).toEqual([1, 2, 3, 4, 5].map((g) => ({ g })));
    const capped = await connector.run({ sql: 'SELECT * FROM orders', params: [] });
    expect(capped.rows).toHaveLength(300);
    const none = await connector.run({ sql: 'SELECT * FROM orders', params: [] }, { rowCap: 0 });
    expect(none.rows).toEqual([]);
    expect(none.columns.map((c) => c.name)).toContain('tenant_id');
  });

  it('interrupts a query at its timeout', async () => {
    const started = Date.now();
    await expect(
      connector.run({ sql: 'SELECT pg_sleep(5)', params: [] }, { timeoutMs: 300 }),
    ).rejects.toThrow(QueryTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(
      connector.run({ sql: 'SELECT pg_sleep(5)', params: [] }, { timeoutMs: 300 }),
    ).rejects.toThrow('Query timed out after 0.3 s and was cancelled.');
  });

  it('uses the connection timeout when the run gives none', async () => {
    const quick = createPostgresConnector({ ...db.config, timeoutMs: 200 });
    await expect(quick.run({ sql: 'SELECT pg_sleep(5)', params: [] })).rejects.toThrow(
      QueryTimeoutError,
    );
    await quick.close();
  });

  it('cancels the statement on the server when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const running = connector.run(
      { sql: 'SELECT pg_sleep(10)', params: [] },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 200);
    await expect(running).rejects.toThrow(QueryCancelledError);
    expect(Date.now() - started).toBeLessThan(3_000);
    const activity = await db.admin(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND query LIKE '%pg_sleep(10)%' AND state = 'active' AND pid <> pg_backend_pid()`,
      [db.database],
    );
    expect(activity.rows[0]).toEqual({ n: 0 });
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      connector.run({ sql: 'SELECT 1', params: [] }, { signal: aborted.signal }),
    ).rejects.toThrow(QueryCancelledError);
    // The pool still works after a cancellation.
    expect((await connector.run({ sql: 'SELECT 1 AS x', params: [] })).rows).toEqual([{ x: 1 }]);
  });

  it('returns engine errors as QueryError with the engine text', async () => {
    await expect(connector.run({ sql: 'SELECT nope FROM orders', params: [] })).rejects.toThrow(
      new QueryError('column "nope" does not exist'),
    );
  });

  it('refuses writes even when prepare is bypassed (read-only transaction, one statement)', async () => {
    const writes = [
      "INSERT INTO canary VALUES (2, 'written')",
      "UPDATE canary SET note = 'written'",
      'DELETE FROM canary',
      'TRUNCATE canary',
      'DROP TABLE canary',
      'CREATE TABLE intruder (a int)',
      "SELECT 1; UPDATE canary SET note = 'written'",
      "COMMIT; UPDATE canary SET note = 'written'",
      'SELECT * INTO intruder FROM canary',
      'WITH d AS (DELETE FROM canary RETURNING *) SELECT * FROM d',
      // A function that writes: only the read-only transaction stops it.
      'SELECT public.tamper()',
      "SELECT nextval('counter')",
    ];
    for (const sql of writes) {
      await expect(connector.run({ sql, params: [] }), sql).rejects.toThrow(QueryError);
    }
    await expect(connector.run({ sql: 'SELECT public.tamper()', params: [] })).rejects.toThrow(
      'cannot execute UPDATE in a read-only transaction',
    );
    // Whatever a statement manages to do inside the transaction is rolled back.
    await connector.run({ sql: "SELECT lo_from_bytea(0, 'x')", params: [] });
    const objects = await db.admin('SELECT count(*)::int AS n FROM pg_largeobject_metadata');
    expect(objects.rows).toEqual([{ n: 0 }]);
    const canary = await db.admin('SELECT id, note FROM canary');
    expect(canary.rows).toEqual([{ id: 1, note: 'untouched' }]);
    const intruder = await db.admin("SELECT to_regclass('public.intruder') AS t");
    expect(intruder.rows).toEqual([{ t: null }]);
  });
});
