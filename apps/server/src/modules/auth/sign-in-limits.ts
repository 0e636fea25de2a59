import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AuthOptions } from './auth-options';

/** Failures counted in a fixed window that starts at the first failure. */
interface Count {
  failures: number;
  /** Milliseconds until the window ends. */
  resetsInMs: number;
}

/** Where failure counts live: this process, or Redis (shared by every instance). */
interface AttemptStore {
  get(key: string): Promise<Count>;
  fail(key: string, windowMs: number): Promise<Count>;
  clear(key: string): Promise<void>;
}

class MemoryAttempts implements AttemptStore {
  private readonly counts = new LRUCache<string, { failures: number; resetAt: number }>({
    max: 100_000,
  });

  get(key: string): Promise<Count> {
    const entry = this.counts.get(key);
    const now = Date.now();
    if (!entry || entry.resetAt <= now) return Promise.resolve({ failures: 0, resetsInMs: 0 });
    return Promise.resolve({ failures: entry.failures, resetsInMs: entry.resetAt - now });
  }

  fail(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    const entry = this.counts.get(key);
    const next =
      entry && entry.resetAt > now
        ? { failures: entry.failures + 1, resetAt: entry.resetAt }
        : { failures: 1, resetAt: now + windowMs };
    this.counts.set(key, next, { ttl: next.resetAt - now });
    return Promise.resolve({ failures: next.failures, resetsInMs: next.resetAt - now });
  }

  clear(key: string): Promise<void> {
    this.counts.delete(key);
    return Promise.resolve();
  }
}

class RedisAttempts implements AttemptStore {
  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<Count> {
    const [[, failures], [, ttl]] = ((await this.redis.multi().get(key).pttl(key).exec()) ?? [
      [null, null],
      [null, -2],
    ]) as [[unknown, string | null], [unknown, number]];
    const n = Number(failures ?? 0);
    return n > 0 && ttl > 0 ? { failures: n, resetsInMs: ttl } : { failures: 0, resetsInMs: 0 };
  }

  async fail(key: string, windowMs: number): Promise<Count> {
    // SET … NX starts the window once; INCR keeps the expiry.
    const result = (await this.redis
      .multi()
      .set(key, '0', 'PX', windowMs, 'NX')
      .incr(key)
      .pttl(key)
      .exec()) as [unknown, unknown][] | null;
    const failures = Number(result?.[1]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { failures, resetsInMs: ttl > 0 ? ttl : windowMs };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

/** A refused sign-in: the 429's message and its `Retry-After` (seconds). */
export interface SignInRefusal {
  message: string;
  retryAfterSeconds: number;
}

function tooMany(what: string, resetsInMs: number): SignInRefusal {
  const seconds = Math.max(1, Math.ceil(resetsInMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    message: `Too many sign-in attempts ${what}: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    retryAfterSeconds: seconds,
  };
}

/**
 * Sign-in attempt limits: failures per account (email) and per client address within a window
 * (5 and 20 per 15 minutes by default). Over either limit, sign-in answers 429 with
 * `Retry-After` before looking at the password; a success clears the account's count.
 * Counted in Redis when REDIS_URL is set (every instance shares them), else in this process.
 */
export class SignInLimits {
  private readonly store: AttemptStore;
  private readonly windowMs: number;

  constructor(
    private readonly options: AuthOptions,
    redis: Redis | null,
  ) {
    this.store = redis ? new RedisAttempts(redis) : new MemoryAttempts();
    this.windowMs = options.signInWindowSeconds * 1000;
  }

  /** The refusal when the account or the address has used up its attempts, else null. */
  async check(email: string, address: string): Promise<SignInRefusal | null> {
    const [account, client] = await Promise.all([
      this.store.get(accountKey(email)),
      this.store.get(addressKey(address)),
    ]);
    if (account.failures >= this.options.signInMaxPerAccount) {
      return tooMany('for this account', account.resetsInMs);
    }
    if (client.failures >= this.options.signInMaxPerAddress) {
      return tooMany('from this address', client.resetsInMs);
    }
    return null;
  }

  async failed(email: string, address: string): Promise<void> {
    await Promise.all([
      this.store.fail(accountKey(email), this.windowMs),
      this.store.fail(addressKey(address), this.windowMs),
    ]);
  }

  async succeeded(email: string): Promise<void> {
    await this.store.clear(accountKey(email));
  }
}

/** Emails are hashed so the counts (in Redis, maybe) hold no addresses in clear. */
function accountKey(email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `chartroom:sign-in:account:${hash}`;
}

function addressKey(address: string): string {
  return `chartroom:sign-in:address:${address}`;
}
