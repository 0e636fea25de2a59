import pg from 'pg';
import { Redis } from 'ioredis';

/** The local PostgreSQL of this machine (trust auth, database `test`), when it runs. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the local PostgreSQL answers: tests that need it are skipped by name otherwise. */
export async function postgresReachable(url = LOCAL_POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Whether the local Redis answers: tests that need it are skipped by name otherwise. */
export async function redisReachable(url = 'redis://127.0.0.1:6379'): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await r.connect();
    await r.ping();
    await r.quit();
    return true;
  } catch {
    r.disconnect();
    return false;
  }
}
