import { QueryCancelledError } from '@chartroom/connectors';
import type { Caller } from '../plugins/auth';
import { RetryLaterError } from '../plugins/retry-later';

/** A waiting task has waited `maxWaitMs` without a slot. */
export class SlotWaitTimeoutError extends Error {
  constructor(
    readonly waitedMs: number,
    /** When a slot is expected to free at the latest (the oldest running task's deadline). */
    readonly retryAfterMs: number,
  ) {
    super(`No slot became free within ${Math.round(waitedMs)} ms`);
    this.name = 'SlotWaitTimeoutError';
  }
}

/** A waiting task's AbortSignal fired: it left the queue without running. */
export class SlotWaitAbortedError extends Error {
  constructor() {
    super('Left the queue: the request was cancelled');
    this.name = 'SlotWaitAbortedError';
  }
}

export interface SlotWaitOptions {
  signal?: AbortSignal | undefined;
  /** Longest wait for a slot; then SlotWaitTimeoutError. */
  maxWaitMs: number;
  /** How long a task may run at most (its timeout): used to estimate when a slot frees. */
  maxRunMs?: number;
}

interface Waiter {
  key: string;
  since: number;
  start: () => void;
}

/**
 * A semaphore of `slots` shared fairly by keys (tenants): at most `perKey` tasks of one key run at
 * once (below `slots`, so a slot is always left for other keys), and when a slot frees the next
 * task comes from the waiting key with the fewest running tasks; on a tie, from the key served
 * least recently (round robin; a key never served yet first, then the longest waiting), first come
 * first served within a key. Waiting is bounded by
 * `maxWaitMs` and leaves the queue when the caller's AbortSignal fires.
 */
export class FairSemaphore {
  private active = 0;
  private readonly runningByKey = new Map<string, number>();
  /** Waiters per key, oldest first; a key is deleted when its queue empties. */
  private readonly queues = new Map<string, Waiter[]>();
  /** When each key with running or waiting tasks last started one (a sequence number). */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;
  /** Start time and longest run of every running task (for the Retry-After estimate). */
  private readonly deadlines = new Set<{ deadline: number }>();

  constructor(
    private slots: number,
    private perKey: number,
  ) {
    this.resize(slots, perKey);
  }

  /** Changes the bounds; waiting tasks start at once if the new bounds allow. */
  resize(slots: number, perKey: number): void {
    this.slots = Math.max(1, Math.floor(slots));
    this.perKey = Math.max(1, Math.min(Math.floor(perKey), this.slots));
    this.pump();
  }

  get limits(): { slots: number; perKey: number } {
    return { slots: this.slots, perKey: this.perKey };
  }

  /** Tasks running now, in total or for one key. */
  running(key?: string): number {
    return key === undefined ? this.active : (this.runningByKey.get(key) ?? 0);
  }

  /** Tasks waiting for a slot, in total or for one key. */
  waiting(key?: string): number {
    if (key !== undefined) return this.queues.get(key)?.length ?? 0;
    let total = 0;
    for (const queue of this.queues.values()) total += queue.length;
    return total;
  }

  /** Runs `task` in a slot of `key` once one is free (fair order); the slot frees when it settles. */
  async run<T>(key: string, task: () => Promise<T>, options: SlotWaitOptions): Promise<T> {
    await this.acquire(key, options);
    const entry = { deadline: Date.now() + (options.maxRunMs ?? options.maxWaitMs) };
    this.deadlines.add(entry);
    try {
      return await task();
    } finally {
      this.deadlines.delete(entry);
      this.release(key);
    }
  }

  private acquire(key: string, options: SlotWaitOptions): Promise<void> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(new SlotWaitAbortedError());
    // By construction no waiter could start now (pump runs on every change), so a task that
    // may start does not overtake anyone eligible.
    if (this.canStart(key)) {
      this.take(key);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const since = Date.now();
      const leave = (): boolean => {
        const queue = this.queues.get(key);
        const index = queue?.indexOf(waiter) ?? -1;
        if (!queue || index < 0) return false;
        queue.splice(index, 1);
        if (queue.length === 0) {
          this.queues.delete(key);
          if (!this.runningByKey.has(key)) this.lastStart.delete(key);
        }
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (leave()) reject(new SlotWaitAbortedError());
      };
      const timer = setTimeout(() => {
        if (leave()) reject(new SlotWaitTimeoutError(Date.now() - since, this.nextFreeInMs()));
      }, options.maxWaitMs);
      const waiter: Waiter = {
        key,
        since,
        start: () => {
          leave();
          this.take(key);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = this.queues.get(key);
      if (queue) queue.push(waiter);
      else this.queues.set(key, [waiter]);
    });
  }

  private canStart(key: string): boolean {
    return this.active < this.slots && this.running(key) < this.perKey;
  }

  private take(key: string): void {
    this.active += 1;
    this.runningByKey.set(key, this.running(key) + 1);
    this.lastStart.set(key, ++this.starts);
  }

  private release(key: string): void {
    this.active -= 1;
    const left = this.running(key) - 1;
    if (left > 0) this.runningByKey.set(key, left);
    else this.runningByKey.delete(key);
    this.pump();
    if (!this.runningByKey.has(key) && !this.queues.has(key)) this.lastStart.delete(key);
  }

  /** Starts waiting tasks while slots are free: fewest running first, then longest waiting. */
  private pump(): void {
    while (this.active < this.slots) {
      let next: { waiter: Waiter; running: number; last: number } | undefined;
      for (const [key, queue] of this.queues) {
        const head = queue[0];
        const running = this.running(key);
        if (!head || running >= this.perKey) continue;
        const last = this.lastStart.get(key) ?? -1;
        if (
          !next ||
          running < next.running ||
          (running === next.running &&
            (last < next.last || (last === next.last && head.since < next.waiter.since)))
        ) {
          next = { waiter: head, running, last };
        }
      }
      if (!next) return;
      next.waiter.start();
    }
  }

  private nextFreeInMs(): number {
    let earliest = Infinity;
    for (const { deadline } of this.deadlines) earliest = Math.min(earliest, deadline);
    return Number.isFinite(earliest) ? Math.max(0, earliest - Date.now()) : 0;
  }
}

/** Whose share a query counts against: a tenant of an organisation, or the organisation's admins. */
export function fairShareKey(caller: Caller): string {
  return caller.kind === 'tenant'
    ? `${caller.organizationId}:tenant:${caller.claims.tenant.id}`
    : `${caller.organizationId}:admin`;
}

export interface QuerySlotsSettings {
  /** Queries running at once per connection (lowered to what the engine runs in parallel). */
  perConnection: number;
  /** Queries of one tenant running at once per connection (default: one less than the slots). */
  perTenant?: number | undefined;
}

export const DEFAULT_QUERY_SLOTS: QuerySlotsSettings = { perConnection: 4 };

export interface SlotRequest {
  connectionId: string;
  caller: Caller;
  /** `Connector.maxParallelRuns`: the engine's own bound, when it has one. */
  engineParallel: number | undefined;
  /** The connection's statement timeout: the longest wait, and the longest run. */
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/**
 * The fair gate of every connection (DESIGN.md §4 fair sharing): `perConnection` queries run on
 * the engine at once, a tenant at most `perTenant` of them, the others wait in a fair queue. A
 * query that cannot start within the connection's timeout is answered 503 with Retry-After.
 */
export class QuerySlots {
  private readonly gates = new Map<string, FairSemaphore>();

  constructor(private readonly settings: QuerySlotsSettings = DEFAULT_QUERY_SLOTS) {}

  /** The bounds of a connection's gate given its engine's parallelism. */
  limits(engineParallel: number | undefined): { slots: number; perKey: number } {
    const slots = Math.max(
      1,
      Math.min(this.settings.perConnection, engineParallel ?? this.settings.perConnection),
    );
    const below = Math.max(1, slots - 1);
    return { slots, perKey: Math.min(this.settings.perTenant ?? below, below) };
  }

  /** The gate of a connection (created on first use). */
  gate(connectionId: string, engineParallel: number | undefined): FairSemaphore {
    const { slots, perKey } = this.limits(engineParallel);
    let gate = this.gates.get(connectionId);
    if (!gate) {
      gate = new FairSemaphore(slots, perKey);
      this.gates.set(connectionId, gate);
    } else if (gate.limits.slots !== slots || gate.limits.perKey !== perKey) {
      gate.resize(slots, perKey);
    }
    return gate;
  }

  /** Queries of a connection running on the engine and waiting for a slot (of one key when given). */
  usage(connectionId: string, key?: string): { running: number; waiting: number } {
    const gate = this.gates.get(connectionId);
    return { running: gate?.running(key) ?? 0, waiting: gate?.waiting(key) ?? 0 };
  }

  /** Runs `task` (one engine run) in a fair slot of the request's connection. */
  async run<T>(request: SlotRequest, task: () => Promise<T>): Promise<T> {
    const gate = this.gate(request.connectionId, request.engineParallel);
    try {
      return await gate.run(fairShareKey(request.caller), task, {
        signal: request.signal,
        maxWaitMs: request.timeoutMs,
        maxRunMs: request.timeoutMs,
      });
    } catch (error) {
      if (error instanceof SlotWaitAbortedError) throw new QueryCancelledError();
      if (error instanceof SlotWaitTimeoutError) throw busyError(error);
      throw error;
    }
  }
}

function busyError(error: SlotWaitTimeoutError): RetryLaterError {
  const waited = Math.round(error.waitedMs / 1000);
  const retry = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
  return new RetryLaterError(
    503,
    `This connection is busy: no query slot became free in ${waited} s. Try again in ${retry} s.`,
    retry,
  );
}
