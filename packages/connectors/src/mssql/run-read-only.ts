import mssql, { type ConnectionPool, type IColumnMetadata } from 'mssql';

type ColumnMetadata = IColumnMetadata[string];
import type { PreparedQuery } from '../connector';
import { QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';

export interface StatementLimits {
  timeoutMs: number;
  rowCap: number;
  signal?: AbortSignal;
}

export interface RawResult {
  columns: ColumnMetadata[];
  rows: Array<Record<string, unknown>>;
}

/**
 * Runs one prepared statement inside a READ COMMITTED transaction that is always rolled back
 * (MS SQL has no read-only transaction: prepare's AST guard refuses every write, and anything
 * that slipped through is undone; give the login only `db_datareader` for a third guard).
 * Parameters are bound by name (`@p1` …). Rows are streamed; the row cap, the timeout and the
 * AbortSignal stop the statement with `request.cancel()` (a TDS attention).
 */
export async function runReadOnly(
  pool: ConnectionPool,
  query: PreparedQuery,
  limits: StatementLimits,
): Promise<RawResult> {
  const { timeoutMs, rowCap, signal } = limits;
  if (signal?.aborted) throw new QueryCancelledError();
  const transaction = new mssql.Transaction(pool);
  await transaction.begin(mssql.ISOLATION_LEVEL.READ_COMMITTED).catch((error: unknown) => {
    throw new QueryError(engineMessage(error), { cause: error });
  });
  const request = new mssql.Request(transaction);
  request.stream = true;
  query.params.forEach((value, i) => request.input(`p${i + 1}`, value));
  let stopped: 'timeout' | 'cancelled' | 'capped' | undefined;
  const stop = (reason: 'timeout' | 'cancelled' | 'capped') => {
    if (stopped) return;
    stopped = reason;
    request.cancel();
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const onAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await new Promise<RawResult>((resolve, reject) => {
      let columns: ColumnMetadata[] = [];
      const rows: Array<Record<string, unknown>> = [];
      let failure: unknown;
      request.on('recordset', (metadata: Record<string, ColumnMetadata>) => {
        if (columns.length === 0)
          columns = Object.values(metadata).sort((a, b) => a.index - b.index);
      });
      request.on('row', (row: Record<string, unknown>) => {
        if (rows.length < rowCap) rows.push(row);
        else stop('capped');
      });
      request.on('error', (error: unknown) => {
        failure ??= error;
      });
      request.on('done', () => {
        if (failure !== undefined && stopped !== 'capped') reject(failure);
        else resolve({ columns, rows });
      });
      void request.query(query.sql);
    });
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    return result;
  } catch (error) {
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    throw new QueryError(engineMessage(error), { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    await transaction.rollback().catch(() => undefined);
  }
}

export function engineMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
