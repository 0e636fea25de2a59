import { randomUUID } from 'node:crypto';
import type { QueryResult, ResultColumn, ResultRow } from '@chartroom/core';
import { ClickHouseError, type ClickHouseClient, type ResultSet } from '@clickhouse/client';
import type { PreparedQuery } from '../connector';
import { QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';
import { columnTypeOfName, toResultValue } from './column-types';
import { queryParams } from './parser';
import { runSettings } from './settings';

/** ClickHouse's error code for a query that exceeded `max_execution_time`. */
const TIMEOUT_EXCEEDED = '159';

export interface ClickHouseRunOptions {
  timeoutMs: number;
  rowCap: number;
  signal?: AbortSignal;
}

/**
 * Runs a prepared query with its parameters bound server-side (`{pN:String}`), streaming
 * `JSONCompactEachRowWithNamesAndTypes` and stopping at the row cap. A timeout or the caller's
 * signal aborts the HTTP request and sends `KILL QUERY` for its query id.
 */
export async function runClickHouseQuery(
  client: ClickHouseClient,
  query: PreparedQuery,
  options: ClickHouseRunOptions,
): Promise<QueryResult> {
  const { timeoutMs, rowCap, signal } = options;
  if (signal?.aborted) throw new QueryCancelledError();
  const queryId = randomUUID();
  const controller = new AbortController();
  let stopped: 'timeout' | 'cancelled' | undefined;
  const stop = (reason: 'timeout' | 'cancelled') => {
    if (stopped) return;
    stopped = reason;
    controller.abort();
    void killQuery(client, queryId);
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const onAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const resultSet = await client.query({
      query: query.sql,
      query_params: queryParams(query.params),
      format: 'JSONCompactEachRowWithNamesAndTypes',
      query_id: queryId,
      abort_signal: controller.signal,
      clickhouse_settings: runSettings(timeoutMs, rowCap),
    });
    return await readResult(resultSet, rowCap);
  } catch (error) {
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    if (error instanceof ClickHouseError && error.code === TIMEOUT_EXCEEDED) {
      throw new QueryTimeoutError(timeoutMs);
    }
    throw new QueryError(error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function readResult(
  resultSet: ResultSet<'JSONCompactEachRowWithNamesAndTypes'>,
  rowCap: number,
): Promise<QueryResult> {
  const header: unknown[][] = [];
  const rows: ResultRow[] = [];
  let names: string[] = [];
  let types: string[] = [];
  const stream = resultSet.stream<unknown[]>();
  try {
    for await (const chunk of stream) {
      for (const row of chunk) {
        const values = row.json();
        if (header.length < 2) {
          header.push(values);
          if (header.length === 2)
            [names, types] = [dedupe(header[0] ?? []), (header[1] ?? []).map(String)];
          continue;
        }
        if (rows.length >= rowCap) break;
        const record: ResultRow = {};
        names.forEach((name, index) => {
          record[name] = toResultValue(values[index], types[index] ?? '');
        });
        rows.push(record);
      }
      if (rows.length >= rowCap) break;
    }
  } finally {
    stream.destroy();
  }
  const columns: ResultColumn[] = names.map((name, index) => ({
    name,
    type: columnTypeOfName(types[index] ?? ''),
  }));
  return { columns, rows };
}

/** Column names made unique (`a`, `a_2`, …) so rows can be keyed by name. */
function dedupe(raw: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((value) => {
    const name = String(value);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
}

async function killQuery(client: ClickHouseClient, queryId: string): Promise<void> {
  try {
    await client.command({
      query: 'KILL QUERY WHERE query_id = {id:String} ASYNC',
      query_params: { id: queryId },
    });
  } catch {
    // Best effort: max_execution_time and the closed connection stop the query as well.
  }
}
