import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { invalidateSharedDatabase, withExclusiveWrite } from './database-pool';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

let path: string;
let dispose: () => void;
let connector: DuckDbConnector;

beforeAll(async () => {
  const db = await createTenantDb();
  path = db.path;
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path, timeoutMs: 200 });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

async function countOrders(): Promise<unknown> {
  return (await connector.run({ sql: 'SELECT count(*) AS n FROM orders', params: [] })).rows[0]?.n;
}

describe('database pool', () => {
  it('invalidate waits for running queries (more than the pool holds), then closes the instance', async () => {
    const running = Array.from({ length: 7 }, countOrders);
    await invalidateSharedDatabase(path);
    expect(await Promise.all(running)).toEqual([300, 300, 300, 300, 300, 300, 300]);
    expect(await countOrders()).toBe(300);
  });

  it('connectors reopen the file after a write and see its new tables', async () => {
    await expect(
      connector.prepare({ sql: 'SELECT * FROM regions' }, { tenant: [] }),
    ).rejects.toBeInstanceOf(QueryRefusedError);
    const queued = withExclusiveWrite(path, async () => {
      const instance = await DuckDBInstance.create(path);
      const connection = await instance.connect();
      await connection.run("CREATE TABLE regions AS SELECT 'north' AS region");
      connection.closeSync();
      instance.closeSync();
    });
    // Queries issued during the write wait for it, then read the new file.
    const during = countOrders();
    await queued;
    expect(await during).toBe(300);
    const prepared = await connector.prepare({ sql: 'SELECT region FROM regions' }, { tenant: [] });
    expect((await connector.run(prepared)).rows).toEqual([{ region: 'north' }]);
  });

  it("uses the connection's timeoutMs unless the call gives one", async () => {
    const huge =
      'SELECT count(*) AS n FROM range(1000000000) a, range(1000000000) b WHERE a.range + b.range = -1';
    await expect(connector.run({ sql: huge, params: [] })).rejects.toThrow(
      'Query timed out after 0.2 s and was cancelled.',
    );
    await expect(connector.run({ sql: huge, params: [] }, { timeoutMs: 400 })).rejects.toThrow(
      'Query timed out after 0.4 s and was cancelled.',
    );
  });
});
