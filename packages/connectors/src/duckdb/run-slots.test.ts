import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTimeoutError } from '../errors';
import { DUCKDB_PARALLEL_QUERIES, parallelQueries } from './database-pool';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

let dispose: () => void;
let connector: DuckDbConnector;

beforeAll(async () => {
  const db = await createTenantDb();
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path: db.path });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

const huge = (i: number) => ({
  sql: `SELECT count(*) AS n FROM range(1000000000) a, range(1000000000) b WHERE a.range + b.range = -${i}`,
  params: [],
});

describe('DuckDB run slots', () => {
  it('leaves one of libuv’s threads to the rest of the process', () => {
    expect(parallelQueries(undefined)).toBe(3);
    expect(parallelQueries('4')).toBe(3);
    expect(parallelQueries('16')).toBe(15);
    expect(parallelQueries('1')).toBe(1);
    expect(parallelQueries('many')).toBe(3);
    expect(parallelQueries('5000')).toBe(1023);
    expect(connector.maxParallelRuns).toBe(DUCKDB_PARALLEL_QUERIES);
  });

  it('runs at most maxParallelRuns statements at once; preparing and introspection never wait behind them', async () => {
    const events: string[] = [];
    const running = Array.from({ length: DUCKDB_PARALLEL_QUERIES }, (_, i) =>
      connector.run(huge(i + 1), { timeoutMs: 1500 }).catch((error: unknown) => {
        events.push('heavy ended');
        return error;
      }),
    );
    const extra = connector.run({ sql: 'SELECT 42 AS n', params: [] }).then((result) => {
      events.push('extra ran');
      return result;
    });
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM orders' },
      {
        tenant: [],
      },
    );
    events.push('prepared');
    expect((await connector.introspect()).map((t) => t.tableName)).toContain('orders');
    events.push('introspected');

    expect((await extra).rows).toEqual([{ n: 42 }]);
    for (const error of await Promise.all(running)) expect(error).toBeInstanceOf(QueryTimeoutError);
    // Preparing and introspection answered while every run slot was taken; the extra statement
    // waited for a slot.
    expect(events.slice(0, 3)).toEqual(['prepared', 'introspected', 'heavy ended']);
    expect(events.indexOf('extra ran')).toBeGreaterThan(events.indexOf('heavy ended'));
    expect((await connector.run(prepared)).rows).toEqual([{ n: 300 }]);
  });
});
