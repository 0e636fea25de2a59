import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Services } from '../services';
import type { Caller } from './auth';
import { RetryLaterError, sendRetryAfter } from './retry-later';

export interface RateLimitSettings {
  /** Requests per window per token (per client address without a valid one); 0: off. */
  perToken: number;
  /** Requests per window per organisation, counted for verified callers only; 0: off. */
  perOrganization: number;
  windowSeconds: number;
  /** Counters shared by every instance (REDIS_URL); in-process when absent. */
  redis?: Redis | null | undefined;
}

/** Generous: a 14-chart dashboard reloaded every few seconds stays far below them. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  perToken: 1200,
  perOrganization: 6000,
  windowSeconds: 60,
};

/** Who a request's budget belongs to: never read from an unverified token's claims. */
interface Budget {
  /** `token:<sha256>` of a verified bearer token, `session:…` of a verified cookie session, else `address:<ip>`. */
  tokenKey: string;
  tokenKind: 'token' | 'session' | 'address';
  /** The verified caller's organisation; null when the request carries no valid credential. */
  organizationKey: string | null;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Request limits: per token and per organisation with `@fastify/rate-limit` (Redis-backed when
 * configured), answered 429 `{ error: { message } }` with `Retry-After`; also sends the
 * `Retry-After` of every RetryLaterError (503 of a busy connection). `/health` is never limited.
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  services: Services,
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
): Promise<void> {
  sendRetryAfter(app);
  if (settings.perToken <= 0 && settings.perOrganization <= 0) return;

  const budgets = new WeakMap<FastifyRequest, Budget>();
  // Instances of one deployment share CHARTROOM_SECRET_KEY, hence their counters; another
  // deployment on the same Redis counts apart.
  const deployment = createHash('sha256')
    .update(services.box.sessionKey)
    .update('rate-limit')
    .digest('base64url')
    .slice(0, 12);
  const limiter = async (
    max: number,
    key: (budget: Budget) => string | null,
  ): Promise<Limiter | null> => {
    if (max <= 0) return null;
    let created: Limiter | null = null;
    // Each limit registers the plugin in its own scope: its own counters, maximum and key.
    await app.register(async (scope) => {
      await scope.register(rateLimit, {
        global: false,
        max,
        timeWindow: settings.windowSeconds * 1000,
        ...(settings.redis ? { redis: settings.redis } : {}),
        // Keys: token:…, session:…, address:… (per-token limit) and org:… (per organisation).
        nameSpace: `chartroom:rate-limit:${deployment}:`,
        // Redis unreachable: serve rather than fail every request.
        skipOnError: true,
        keyGenerator: (request) => {
          const budget = budgets.get(request);
          return (budget && key(budget)) ?? 'unknown';
        },
      });
      created = scope.createRateLimit();
    });
    return created;
  };
  const perToken = await limiter(settings.perToken, (b) => b.tokenKey);
  const perOrganization = await limiter(settings.perOrganization, (b) => b.organizationKey);
  const window = formatWindow(settings.windowSeconds);

  /** Counts one request against the caller's budgets: the refusal when one is spent. */
  const charge = async (request: FastifyRequest): Promise<RetryLaterError | null> => {
    let budget = budgets.get(request);
    if (!budget) {
      budget = await budgetOf(services, request);
      budgets.set(request, budget);
    }
    if (perToken) {
      const state = await perToken(request);
      if (!state.isAllowed && state.isExceeded) {
        const who = {
          token: 'with this token',
          session: 'in this session',
          address: 'from this address',
        }[budget.tokenKind];
        return tooMany(`Too many requests ${who}`, state.max, window, state.ttlInSeconds);
      }
    }
    if (perOrganization && budget.organizationKey) {
      const state = await perOrganization(request);
      if (!state.isAllowed && state.isExceeded) {
        return tooMany(
          'Too many requests for this organisation (all its tokens together)',
          state.max,
          window,
          state.ttlInSeconds,
        );
      }
    }
    return null;
  };
  extraCharges.set(app, charge);
  app.addHook('onRequest', async (request) => {
    if (request.url === '/health') return;
    // The hub's built files (about 80 small chunks a page): cheap, precompressed, and not
    // what the limits are for; counted, a few page loads spent a session's API budget.
    if (request.routeOptions.config.requestLimit === false) return;
    const refused = await charge(request);
    if (refused) throw refused;
  });
}

const extraCharges = new WeakMap<
  FastifyInstance,
  (request: FastifyRequest) => Promise<RetryLaterError | null>
>();

/**
 * Counts `request` once more against its caller's budgets, as a request of its own would count
 * (each further item of a batched call); the refusal (429) when a budget is spent, else null.
 */
export function chargeAgain(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<RetryLaterError | null> {
  return extraCharges.get(app)?.(request) ?? Promise.resolve(null);
}

async function budgetOf(services: Services, request: FastifyRequest): Promise<Budget> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  let caller: Caller | null = null;
  try {
    // Verified tokens are remembered (decision 004): a repeat costs a cache lookup.
    caller = await services.auth.caller(request);
  } catch {
    caller = null; // the route answers 401 itself; this request counts against its address
  }
  if (!caller) {
    return { tokenKey: `address:${request.ip}`, tokenKind: 'address', organizationKey: null };
  }
  const organizationKey = `org:${caller.organizationId}`;
  if (bearer) {
    const hash = createHash('sha256').update(bearer).digest('base64url');
    return { tokenKey: `token:${hash}`, tokenKind: 'token', organizationKey };
  }
  const who = caller.kind === 'admin' ? (caller.userId ?? 'admin') : caller.claims.tenant.id;
  return {
    tokenKey: `session:${caller.organizationId}:${who}`,
    tokenKind: 'session',
    organizationKey,
  };
}

function tooMany(what: string, max: number, window: string, ttlSeconds: number): RetryLaterError {
  const retry = Math.max(1, ttlSeconds);
  return new RetryLaterError(
    429,
    `${what}: the limit is ${max} per ${window}. Try again in ${retry} s.`,
    retry,
  );
}

function formatWindow(seconds: number): string {
  if (seconds === 60) return 'minute';
  if (seconds === 3600) return 'hour';
  return `${seconds} s`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: requests to this route never count against the request limits. */
    requestLimit?: boolean;
  }
}
