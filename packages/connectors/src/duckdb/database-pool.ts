import { resolve } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { ConnectionError } from '../errors';
import { readReadableCatalog } from './introspection';
import type { ReadableCatalog } from './read-only-guard';

/**
 * One read-only DuckDB instance per file, shared by every connector on that file, with a
 * pool of connections: one per statement the process may run at once, plus spares so that
 * preparing a query never waits behind running ones. External access (files, URLs, ATTACH, INSTALL/LOAD) is
 * disabled and the configuration locked at instance creation, so no query can turn it back on.
 */
export const READ_ONLY_OPTIONS: Readonly<Record<string, string>> = {
  access_mode: 'READ_ONLY',
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
};

/**
 * DuckDB statements run on libuv's thread pool (`UV_THREADPOOL_SIZE`, default 4), shared by the
 * whole process with file system calls and crypto (password hashing): a statement holds one of its
 * threads until it ends. The process therefore runs at most this many `run` statements at once,
 * keeping one thread free for everything else (preparing other queries, sign-ins, files).
 * Raise `UV_THREADPOOL_SIZE` in the environment (read at start-up) to run more in parallel.
 */
export const DUCKDB_PARALLEL_QUERIES = parallelQueries(process.env.UV_THREADPOOL_SIZE);

/** Connections beyond the running statements, for preparing, introspection and the catalog. */
const SPARE_CONNECTIONS = 2;
const POOL_SIZE = DUCKDB_PARALLEL_QUERIES + SPARE_CONNECTIONS;

/** `UV_THREADPOOL_SIZE` − 1 (libuv's default is 4 threads, its maximum 1024), at least 1. */
export function parallelQueries(uvThreadpoolSize: string | undefined): number {
  const size = Number(uvThreadpoolSize);
  const threads = Number.isInteger(size) && size >= 1 ? Math.min(size, 1024) : 4;
  return Math.max(1, threads - 1);
}

const runSlots = { free: DUCKDB_PARALLEL_QUERIES, waiters: [] as (() => void)[] };

/**
 * Runs `task` (one statement of `run`) once fewer than `DUCKDB_PARALLEL_QUERIES` statements are
 * running in this process, first come first served. Callers that need fairness between tenants
 * queue before this (the server's per-connection gate never asks for more than this many).
 */
export async function withRunSlot<T>(task: () => Promise<T>): Promise<T> {
  if (runSlots.free > 0) runSlots.free -= 1;
  else await new Promise<void>((resolveSlot) => runSlots.waiters.push(resolveSlot));
  try {
    return await task();
  } finally {
    const next = runSlots.waiters.shift();
    if (next) next();
    else runSlots.free += 1;
  }
}

export class SharedDatabase {
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiters: ((connection: DuckDBConnection) => void)[] = [];
  private created = 0;
  private busy = 0;
  private references = 0;
  private closed = false;
  private instanceClosed = false;
  private catalog: Promise<ReadableCatalog> | undefined;
  private readonly closedWaiters: (() => void)[] = [];

  constructor(
    readonly path: string,
    private readonly instance: DuckDBInstance,
    private readonly onClosed: () => void,
  ) {}

  /** True once the instance was invalidated or released: open a fresh one for new work. */
  get retired(): boolean {
    return this.closed;
  }

  retain(): this {
    this.references += 1;
    return this;
  }

  /** Runs `task` on a pooled connection; waits when all connections are busy. */
  async withConnection<T>(task: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const connection = await this.acquire();
    try {
      return await task(connection);
    } finally {
      this.releaseConnection(connection);
    }
  }

  /** The tables and views this instance can read (read once per instance). */
  readableCatalog(): Promise<ReadableCatalog> {
    if (!this.catalog) {
      const loading = this.withConnection(readReadableCatalog);
      loading.catch(() => {
        if (this.catalog === loading) this.catalog = undefined;
      });
      this.catalog = loading;
    }
    return this.catalog;
  }

  /** Drops one reference; the last one closes the connections and the instance. */
  release(): void {
    this.references -= 1;
    if (this.references <= 0) this.retire();
  }

  /**
   * Stops handing out this instance: it leaves the pool now and closes as soon as its running
   * queries end. The promise resolves once the instance is closed.
   */
  retire(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.onClosed();
      for (const connection of this.idle.splice(0)) connection.closeSync();
      this.closeInstanceWhenIdle();
    }
    if (this.instanceClosed) return Promise.resolve();
    return new Promise((resolveClosed) => this.closedWaiters.push(resolveClosed));
  }

  private async acquire(): Promise<DuckDBConnection> {
    if (this.closed) throw new ConnectionError('The DuckDB connection is closed.');
    this.busy += 1;
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.created < POOL_SIZE) {
      this.created += 1;
      try {
        return await this.instance.connect();
      } catch (error) {
        this.created -= 1;
        this.busy -= 1;
        this.closeInstanceWhenIdle();
        throw error;
      }
    }
    return new Promise((resolveWaiter) => this.waiters.push(resolveWaiter));
  }

  private releaseConnection(connection: DuckDBConnection): void {
    // `busy` counts holders and waiters alike: a waiter was counted when it started waiting.
    this.busy -= 1;
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter(connection);
      return;
    }
    if (!this.closed) {
      this.idle.push(connection);
      return;
    }
    connection.closeSync();
    this.closeInstanceWhenIdle();
  }

  private closeInstanceWhenIdle(): void {
    if (!this.closed || this.busy > 0 || this.instanceClosed) return;
    this.instanceClosed = true;
    this.instance.closeSync();
    for (const done of this.closedWaiters.splice(0)) done();
  }
}

const open = new Map<string, Promise<SharedDatabase>>();
/** Files being written (ingest): new read-only instances wait until the write is done. */
const writes = new Map<string, Promise<void>>();

/** Opens (or shares) the read-only instance of the DuckDB file at `path`. */
export async function openSharedDatabase(path: string): Promise<SharedDatabase> {
  const key = resolve(path);
  for (let write = writes.get(key); write; write = writes.get(key)) {
    await write.catch(() => undefined);
  }
  let pending = open.get(key);
  if (!pending) {
    const created: Promise<SharedDatabase> = DuckDBInstance.create(key, {
      ...READ_ONLY_OPTIONS,
    }).then(
      (instance) =>
        new SharedDatabase(key, instance, () => {
          if (open.get(key) === created) open.delete(key);
        }),
    );
    pending = created;
    open.set(key, created);
    created.catch(() => {
      if (open.get(key) === created) open.delete(key);
    });
  }
  try {
    return (await pending).retain();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConnectionError(`Could not open the DuckDB database: ${message}`, { cause: error });
  }
}

/**
 * Makes every connector on `path` reopen the file for its next query (so it sees tables
 * written since): the current instance leaves the pool and closes once its queries end.
 * Resolves when it is closed.
 */
export async function invalidateSharedDatabase(path: string): Promise<void> {
  const key = resolve(path);
  const pending = open.get(key);
  if (!pending) return;
  open.delete(key);
  const database = await pending.catch(() => undefined);
  await database?.retire();
}

/**
 * Runs `task` (which writes the file) with no read-only instance of `path` open: the current
 * one is invalidated and drained first, new ones wait until `task` ends, then see its writes.
 * Writes to the same file run one after the other.
 */
export async function withExclusiveWrite<T>(path: string, task: () => Promise<T>): Promise<T> {
  const key = resolve(path);
  const previous = writes.get(key) ?? Promise.resolve();
  let finish = (): void => undefined;
  const current = new Promise<void>((resolveWrite) => (finish = resolveWrite));
  const chained = previous.catch(() => undefined).then(() => current);
  writes.set(key, chained);
  try {
    await previous.catch(() => undefined);
    await invalidateSharedDatabase(key);
    return await task();
  } finally {
    finish();
    if (writes.get(key) === chained) writes.delete(key);
  }
}
