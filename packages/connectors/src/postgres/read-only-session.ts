import type { QueryResult } from '@chartroom/core';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { PreparedQuery } from '../connector';
import { QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';
import { toQueryResult, type ResultField } from './result-columns';
import { withSqlExcerpt } from '../sql-excerpt';

export interface SessionOptions {
  timeoutMs: number;
  rowCap: number;
  signal?: AbortSignal;
  /** Cancels the statement running on backend `pid` (from another connection). */
  cancelBackend: (pid: number) => Promise<void>;
}

const CAPPED = '__chartroom_capped';
/** The client-side backstop fires this long after the server's own statement_timeout. */
const BACKSTOP_GRACE_MS = 2_000;
/** If even the cancel request gets no answer (network gone), the client gives up here. */
const READ_TIMEOUT_GRACE_MS = 10_000;
const QUERY_CANCELED = '57014';

/**
 * Runs one prepared query on a pooled connection: `BEGIN READ ONLY` with a local statement
 * timeout, UTC and ISO dates; the query under `LIMIT rowCap` (the planner and the wire stop
 * at the cap, and parallel plans stay possible, which a cursor would rule out); ROLLBACK. The extended protocol is always used, so the
 * text can never carry a second statement. Aborting `signal` cancels the backend's statement.
 */
export async function runReadOnly(
  pool: Pool,
  query: PreparedQuery,
  options: SessionOptions,
): Promise<QueryResult> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) throw new QueryCancelledError();
  const client = await connect(pool);
  let stopped: 'timeout' | 'cancelled' | undefined;
  let cancelling: Promise<void> | undefined;
  let pid: number | undefined;
  let broken = false;
  const stop = (reason: 'timeout' | 'cancelled') => {
    if (stopped || pid === undefined) return;
    stopped = reason;
    cancelling = options.cancelBackend(pid).catch(() => undefined);
  };
  const onAbort = () => stop('cancelled');
  const backstop = setTimeout(() => stop('timeout'), timeoutMs + BACKSTOP_GRACE_MS);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    pid = await begin(client, timeoutMs);
    if (signal?.aborted) throw new QueryCancelledError();
    const readTimeout = timeoutMs + READ_TIMEOUT_GRACE_MS;
    // A LIMIT (not a cursor or a protocol row limit) keeps parallel plans available.
    const capped = `SELECT * FROM (\n${query.sql}\n) AS ${CAPPED} LIMIT ${Math.max(0, Math.floor(options.rowCap))}`;
    const result = await client.query<unknown[]>({
      ...extended(capped, [...query.params], readTimeout),
      rowMode: 'array',
      types: { getTypeParser: () => (text: string) => text },
    });
    return toQueryResult(result.fields as ResultField[], result.rows);
  } catch (error) {
    if (error instanceof QueryCancelledError) throw error;
    if (stopped === 'cancelled') throw new QueryCancelledError();
    if (stopped === 'timeout' || isStatementTimeout(error)) throw new QueryTimeoutError(timeoutMs);
    broken = !hasSqlState(error);
    throw new QueryError(engineMessage(error), { cause: error });
  } finally {
    clearTimeout(backstop);
    signal?.removeEventListener('abort', onAbort);
    broken = (await rollback(client)) === false || broken;
    if (cancelling) {
      // A cancel request may still be on its way: never hand this session to another query.
      await cancelling;
      broken = true;
    }
    client.release(broken);
  }
}

const EXPLAIN = 'EXPLAIN (COSTS OFF) ';

/**
 * What PostgreSQL finds wrong with `sql` when it parses, analyses and plans it (EXPLAIN without
 * ANALYZE never runs it), in a read-only transaction with the statement timeout: the engine's
 * message with an excerpt of `sql` where the engine points (its position, minus our EXPLAIN).
 * Null when the plan is made; a statement timeout or a lost session is no finding either.
 */
export async function explainReadOnly(
  pool: Pool,
  sql: string,
  timeoutMs: number,
): Promise<string | null> {
  const client = await connect(pool);
  let broken = false;
  try {
    await begin(client, timeoutMs);
    await client.query(extended(`${EXPLAIN}${sql}`, [], timeoutMs + READ_TIMEOUT_GRACE_MS));
    return null;
  } catch (error) {
    if (!hasSqlState(error) || sqlState(error) === QUERY_CANCELED) {
      broken = !hasSqlState(error);
      return null;
    }
    const position = Number((error as { position?: unknown }).position) - 1 - EXPLAIN.length;
    return withSqlExcerpt(engineMessage(error), sql, position >= 0 ? position : undefined);
  } finally {
    broken = (await rollback(client)) === false || broken;
    client.release(broken);
  }
}

async function connect(pool: Pool): Promise<PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw new QueryError(engineMessage(error), { cause: error });
  }
}

/** Opens the read-only transaction and returns the backend's pid (for cancellation). */
async function begin(client: PoolClient, timeoutMs: number): Promise<number> {
  const ms = Math.max(1, Math.floor(timeoutMs));
  const results: unknown = await client.query(
    `BEGIN READ ONLY;
     SET LOCAL statement_timeout = ${ms};
     SET LOCAL lock_timeout = ${ms};
     SET LOCAL idle_in_transaction_session_timeout = ${ms + BACKSTOP_GRACE_MS};
     SET LOCAL TimeZone = 'UTC';
     SET LOCAL DateStyle = 'ISO, YMD';
     SET LOCAL IntervalStyle = 'postgres';
     SELECT pg_backend_pid() AS pid`,
  );
  const last = Array.isArray(results) ? (results[results.length - 1] as unknown) : results;
  const rows = (last as { rows?: Array<{ pid?: unknown }> }).rows ?? [];
  const pid = Number(rows[0]?.pid);
  if (!Number.isInteger(pid)) throw new QueryError('PostgreSQL did not report its backend id.');
  return pid;
}

async function rollback(client: PoolClient): Promise<boolean> {
  try {
    await client.query('ROLLBACK');
    return true;
  } catch {
    return false;
  }
}

/** A query config that always goes through Parse/Bind/Execute (one statement, never several). */
function extended(
  text: string,
  values: unknown[],
  readTimeoutMs: number,
): QueryConfig & { queryMode: 'extended'; query_timeout: number } {
  return { text, values, queryMode: 'extended', query_timeout: readTimeoutMs };
}

function isStatementTimeout(error: unknown): boolean {
  return (
    sqlState(error) === QUERY_CANCELED &&
    error instanceof Error &&
    /statement timeout/i.test(error.message)
  );
}

function hasSqlState(error: unknown): boolean {
  return sqlState(error) !== undefined;
}

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The engine's own text; Node's AggregateError (several addresses) has its text inside. */
export function engineMessage(error: unknown): string {
  if (error instanceof AggregateError && error.message === '') {
    return error.errors.map(engineMessage).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
