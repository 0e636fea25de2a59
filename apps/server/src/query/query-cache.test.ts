import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { QueryResult } from '@chartroom/core';
import { QueryCache } from './query-cache';
import { redisReachable } from '../test/local-services';

const result = (n: number): QueryResult => ({
  columns: [{ name: 'n', type: 'number' }],
  rows: [{ n }],
});
const parts = (connectionId: string, sql = 'SELECT 1', params: unknown[] = []) => ({
  connectionId,
  sql,
  params,
  scope: [],
});

const redisUp = await redisReachable();
const clients: Redis[] = [];
afterAll(async () => {
  for (const c of clients) await c.quit();
});

const backends: Array<{ name: string; make: () => QueryCache; skip: boolean }> = [
  { name: 'in-process LRU', make: () => new QueryCache(), skip: false },
  {
    name: 'Redis 127.0.0.1:6379',
    make: () => {
      const redis = new Redis('redis://127.0.0.1:6379');
      clients.push(redis);
      return new QueryCache({ redis });
    },
    skip: !redisUp,
  },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`query cache on ${backend.name}`, () => {
    it('answers repeated queries from the cache, keyed by SQL, parameters and scope', async () => {
      const cache = backend.make();
      const conn = randomUUID();
      let runs = 0;
      const run = async () => result(++runs);
      expect(await cache.getOrRun(parts(conn), run)).toEqual(result(1));
      expect(await cache.getOrRun(parts(conn), run)).toEqual(result(1));
      expect(await cache.getOrRun(parts(conn, 'SELECT 1', ['acme']), run)).toEqual(result(2));
      expect(
        await cache.getOrRun({ ...parts(conn), scope: [{ table: 't', value: 'b' }] }, run),
      ).toEqual(result(3));
      expect(runs).toBe(3);
    });

    it('runs identical concurrent queries once', async () => {
      const cache = backend.make();
      const conn = randomUUID();
      let runs = 0;
      const slow = () =>
        new Promise<QueryResult>((resolve) => setTimeout(() => resolve(result(++runs)), 50));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => cache.getOrRun(parts(conn), slow)),
      );
      expect(answers).toEqual(Array.from({ length: 5 }, () => result(1)));
      expect(runs).toBe(1);
      expect(cache.stats.shared).toBe(4);
    });

    it('forgets a connection when cleared, and only that connection', async () => {
      const a = backend.make();
      const b = backend.make(); // a second instance sharing the backend (Redis) or not (LRU)
      const conn = randomUUID();
      const other = randomUUID();
      let runs = 0;
      const run = async () => result(++runs);
      await a.getOrRun(parts(conn), run);
      await a.getOrRun(parts(other), run);
      await a.clearConnection(conn);
      expect(await a.getOrRun(parts(conn), run)).toEqual(result(3));
      expect(await a.getOrRun(parts(other), run)).toEqual(result(2));
      if (backend.name.startsWith('Redis')) {
        // Another instance sees the same entries and the same clearing.
        expect(await b.getOrRun(parts(conn), run)).toEqual(result(3));
        await b.clearConnection(conn);
        expect(await a.getOrRun(parts(conn), run)).toEqual(result(4));
      }
    });

    it('does not cache failures and can be turned off', async () => {
      const cache = backend.make();
      const conn = randomUUID();
      await expect(
        cache.getOrRun(parts(conn), () => Promise.reject(new Error('boom'))),
      ).rejects.toThrow('boom');
      expect(await cache.getOrRun(parts(conn), async () => result(7))).toEqual(result(7));
      const off = new QueryCache({ enabled: false });
      let runs = 0;
      await off.getOrRun(parts(conn), async () => result(++runs));
      await off.getOrRun(parts(conn), async () => result(++runs));
      expect(runs).toBe(2);
    });
  });
}

describe('query cache size bound', () => {
  it('evicts least recently used answers beyond its byte budget', async () => {
    const cache = new QueryCache({ maxBytes: 2000 });
    const conn = randomUUID();
    const big = (n: number): QueryResult => ({
      columns: [{ name: 's', type: 'string' }],
      rows: [{ s: 'x'.repeat(400) + n }],
    });
    let runs = 0;
    for (let i = 0; i < 5; i++)
      await cache.getOrRun(parts(conn, `SELECT ${i}`), async () => (runs++, big(i)));
    expect(runs).toBe(5);
    await cache.getOrRun(parts(conn, 'SELECT 0'), async () => (runs++, big(0)));
    expect(runs).toBe(6); // the first answer was evicted
    await cache.getOrRun(parts(conn, 'SELECT 4'), async () => (runs++, big(4)));
    expect(runs).toBe(6); // the most recent one was kept
  });
});
