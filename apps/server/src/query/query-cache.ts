import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { QueryResult } from '@chartroom/core';

/** Query results are kept one hour (dashboards.md §9: 3600000 ms). */
export const QUERY_CACHE_TTL_MS = 3_600_000;

export interface CacheKeyParts {
  connectionId: string;
  sql: string;
  params: readonly unknown[];
  /** The caller's tenant scope (already inside params after the rewrite; kept for clarity). */
  scope: unknown;
}

export interface CacheStats {
  hits: number;
  misses: number;
  shared: number;
}

/**
 * The query cache (DESIGN.md §3 step 5): key = connection + final SQL + parameters + tenant
 * scope; TTL one hour; an in-process LRU bounded in bytes, or Redis shared by every instance when
 * configured; concurrent identical queries share one execution. Clearing a connection bumps its
 * generation, which is part of every key, so old entries are never read again (and expire).
 */
export class QueryCache {
  private readonly local: LRUCache<string, QueryResult>;
  private readonly inFlight = new Map<string, Promise<QueryResult>>();
  private readonly generations = new Map<string, number>();
  readonly stats: CacheStats = { hits: 0, misses: 0, shared: 0 };

  constructor(
    private readonly options: {
      maxBytes?: number;
      ttlMs?: number;
      redis?: Redis | null;
      enabled?: boolean;
    } = {},
  ) {
    this.local = new LRUCache<string, QueryResult>({
      maxSize: options.maxBytes ?? 256 * 1024 * 1024,
      sizeCalculation: (value) => Math.max(1, approximateBytes(value)),
      ttl: options.ttlMs ?? QUERY_CACHE_TTL_MS,
    });
  }

  /** The cached answer, or `run()`'s (shared with identical queries running at the same time). */
  async getOrRun(parts: CacheKeyParts, run: () => Promise<QueryResult>): Promise<QueryResult> {
    if (this.options.enabled === false) return run();
    const key = await this.key(parts);
    const cached = await this.read(key);
    if (cached) {
      this.stats.hits++;
      return cached;
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.stats.shared++;
      return pending;
    }
    this.stats.misses++;
    const execution = run()
      .then(async (result) => {
        await this.write(key, result);
        return result;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, execution);
    return execution;
  }

  /** Forgets every cached answer of a connection (on every instance when Redis is used). */
  async clearConnection(connectionId: string): Promise<number> {
    const redis = this.options.redis;
    let cleared = 0;
    for (const key of this.local.keys()) {
      if (key.startsWith(`${connectionId}:`)) {
        this.local.delete(key);
        cleared++;
      }
    }
    if (redis) await redis.incr(generationKey(connectionId));
    this.generations.set(connectionId, (this.generations.get(connectionId) ?? 0) + 1);
    return cleared;
  }

  private async key(parts: CacheKeyParts): Promise<string> {
    const generation = await this.generation(parts.connectionId);
    const hash = createHash('sha256')
      .update(JSON.stringify([parts.sql, parts.params, parts.scope]))
      .digest('base64url');
    return `${parts.connectionId}:${generation}:${hash}`;
  }

  private async generation(connectionId: string): Promise<number> {
    const redis = this.options.redis;
    if (!redis) return this.generations.get(connectionId) ?? 0;
    return Number((await redis.get(generationKey(connectionId))) ?? 0);
  }

  private async read(key: string): Promise<QueryResult | undefined> {
    const redis = this.options.redis;
    if (!redis) return this.local.get(key);
    const text = await redis.get(`chartroom:query:${key}`);
    return text ? (JSON.parse(text) as QueryResult) : undefined;
  }

  private async write(key: string, result: QueryResult): Promise<void> {
    const redis = this.options.redis;
    if (!redis) {
      this.local.set(key, result);
      return;
    }
    const ttlSeconds = Math.ceil((this.options.ttlMs ?? QUERY_CACHE_TTL_MS) / 1000);
    await redis.set(`chartroom:query:${key}`, JSON.stringify(result), 'EX', ttlSeconds);
  }
}

function generationKey(connectionId: string): string {
  return `chartroom:query-generation:${connectionId}`;
}

/** A cheap estimate of a result's size in memory (strings counted twice for UTF-16). */
function approximateBytes(result: QueryResult): number {
  let bytes = 64;
  for (const row of result.rows) {
    bytes += 32;
    for (const value of Object.values(row))
      bytes += typeof value === 'string' ? value.length * 2 + 16 : 16;
  }
  return bytes;
}
