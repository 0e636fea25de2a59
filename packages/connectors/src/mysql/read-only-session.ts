import type { FieldPacket, Pool, PoolConnection } from 'mysql2/promise';
import type { PreparedQuery } from '../connector';
import { QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';
import type { MySqlVariant } from './server-variant';

export interface StatementLimits {
  timeoutMs: number;
  rowCap: number;
  signal?: AbortSignal;
}

export interface RawResult {
  fields: FieldPacket[];
  rows: unknown[][];
}

/** Engine errors meaning "statement timeout" (MariaDB max_statement_time, MySQL max_execution_time). */
const TIMEOUT_ERRNOS = new Set([1969, 3024]);

/**
 * Runs one prepared statement on its own pooled connection in a read-only session:
 * `SET SESSION TRANSACTION READ ONLY` + `START TRANSACTION READ ONLY`, a server-side statement
 * timeout (MariaDB `max_statement_time`, MySQL `max_execution_time`), always rolled back.
 * The timeout, the AbortSignal and the row cap stop the statement with `KILL QUERY <thread>`
 * sent from another connection; a connection that was sent a KILL is closed, never reused.
 * Rows are streamed (server-side prepared statement, values bound by the protocol) and reading
 * stops at `rowCap`.
 */
export async function runReadOnly(
  pool: Pool,
  killQuery: (threadId: number) => Promise<unknown>,
  variant: MySqlVariant,
  query: PreparedQuery,
  limits: StatementLimits,
): Promise<RawResult> {
  const { timeoutMs, rowCap, signal } = limits;
  if (signal?.aborted) throw new QueryCancelledError();
  const connection = await pool.getConnection().catch((error: unknown) => {
    throw new QueryError(engineMessage(error), { cause: error });
  });
  let killed = false;
  let stopped: 'timeout' | 'cancelled' | undefined;
  const kill = () => {
    if (killed) return;
    killed = true;
    killQuery(connection.threadId).catch(() => undefined);
  };
  const stop = (reason: 'timeout' | 'cancelled') => {
    stopped ??= reason;
    kill();
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs + 250);
  const onAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await startReadOnlySession(connection, variant, timeoutMs);
    if (stopped) throw new QueryCancelledError();
    const result = await streamRows(connection, query, rowCap, kill);
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    return result;
  } catch (error) {
    if (stopped === 'timeout' || isTimeout(error)) throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    if (error instanceof QueryError) throw error;
    throw new QueryError(engineMessage(error), { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    await endSession(connection, killed);
  }
}

async function startReadOnlySession(
  connection: PoolConnection,
  variant: MySqlVariant,
  timeoutMs: number,
): Promise<void> {
  const millis = Math.max(1, Math.ceil(timeoutMs));
  await connection.query("SET SESSION time_zone = '+00:00'");
  await connection.query(
    variant === 'MariaDB'
      ? `SET SESSION max_statement_time = ${(millis / 1000).toFixed(3)}`
      : `SET SESSION max_execution_time = ${millis}`,
  );
  await connection.query('SET SESSION TRANSACTION READ ONLY');
  await connection.query('START TRANSACTION READ ONLY');
}

async function endSession(connection: PoolConnection, killed: boolean): Promise<void> {
  if (killed) {
    // The server rolls the transaction back when the connection closes.
    connection.destroy();
    return;
  }
  try {
    await connection.query('ROLLBACK');
    connection.release();
  } catch {
    connection.destroy();
  }
}

/** The callback-style command mysql2 returns from the core connection's `execute`. */
interface StreamingCommand {
  on(event: string, listener: (value: unknown) => void): unknown;
}

/**
 * Starts a streaming server-side prepared statement. mysql2's promise typings declare the pool
 * connection's `.connection` as a promise connection, but it is the callback-style core
 * connection whose `execute` returns an event emitter: checked here at runtime.
 */
function startStreaming(connection: PoolConnection, query: PreparedQuery): StreamingCommand {
  const core: unknown = connection.connection;
  const execute = isObject(core) ? core.execute : undefined;
  if (typeof execute !== 'function') throw new QueryError('mysql2 connection cannot stream.');
  const command: unknown = execute.call(core, { sql: query.sql, rowsAsArray: true }, [
    ...query.params,
  ]);
  if (!isObject(command) || typeof command.on !== 'function') {
    throw new QueryError('mysql2 connection cannot stream.');
  }
  return command as unknown as StreamingCommand;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function streamRows(
  connection: PoolConnection,
  query: PreparedQuery,
  rowCap: number,
  stopServer: () => void,
): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    let fields: FieldPacket[] = [];
    const rows: unknown[][] = [];
    let capped = false;
    const command = startStreaming(connection, query);
    command.on('fields', (received: unknown) => {
      if (Array.isArray(received)) fields = received as FieldPacket[];
    });
    command.on('result', (row: unknown) => {
      if (rows.length < rowCap) {
        rows.push(Array.isArray(row) ? row : []);
      } else if (!capped) {
        capped = true;
        stopServer();
      }
    });
    command.on('error', (error: unknown) => (capped ? resolve({ fields, rows }) : reject(error)));
    command.on('end', () => resolve({ fields, rows }));
  });
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'errno' in error &&
    typeof error.errno === 'number' &&
    TIMEOUT_ERRNOS.has(error.errno)
  );
}

export function engineMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
