import type { BigQuery, Job, Query } from '@google-cloud/bigquery';
import type { ParamValue, PreparedQuery } from '../connector';
import { QueryCancelledError, QueryError, QueryRefusedError, QueryTimeoutError } from '../errors';
import type { BigQueryField } from './result-columns';

export interface QueryTarget {
  projectId: string;
  dataset: string;
  location?: string;
}

export interface StatementLimits {
  timeoutMs: number;
  rowCap: number;
  signal?: AbortSignal;
}

export interface RawResult {
  fields: BigQueryField[];
  rows: Array<Record<string, unknown>>;
}

/** The job options for a prepared query: named `@pN` parameters, default dataset, standard SQL. */
export function jobOptions(query: PreparedQuery, target: QueryTarget, timeoutMs: number): Query {
  const params: Record<string, ParamValue> = {};
  const types: Record<string, string> = {};
  query.params.forEach((value, i) => {
    params[`p${i + 1}`] = value;
    if (value === null) types[`p${i + 1}`] = 'STRING';
  });
  return {
    query: query.sql,
    params,
    types,
    useLegacySql: false,
    defaultDataset: { projectId: target.projectId, datasetId: target.dataset },
    location: target.location,
    jobTimeoutMs: Math.max(1, Math.ceil(timeoutMs)),
  };
}

/**
 * Runs a prepared query as a BigQuery job. A dry run first checks that BigQuery itself sees one
 * SELECT (`statementType`), then the job runs with `jobTimeoutMs`; the timeout and the
 * AbortSignal cancel the job (`job.cancel()`); at most `rowCap` rows are fetched.
 */
export async function runQueryJob(
  client: BigQuery,
  query: PreparedQuery,
  target: QueryTarget,
  limits: StatementLimits,
): Promise<RawResult> {
  const { timeoutMs, rowCap, signal } = limits;
  if (signal?.aborted) throw new QueryCancelledError();
  const options = jobOptions(query, target, timeoutMs);
  try {
    const [dryRun] = await client.createQueryJob({ ...options, dryRun: true });
    const statementType = dryRun.metadata?.statistics?.query?.statementType;
    if (statementType !== 'SELECT') {
      throw new QueryRefusedError(
        `Only one read-only SELECT statement is allowed (BigQuery sees ${String(statementType)}).`,
      );
    }
  } catch (error) {
    if (error instanceof QueryRefusedError) throw error;
    throw new QueryError(engineMessage(error), { cause: error });
  }
  let job: Job | undefined;
  let stopped: 'timeout' | 'cancelled' | undefined;
  const stop = (reason: 'timeout' | 'cancelled') => {
    stopped ??= reason;
    job?.cancel().catch(() => undefined);
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const onAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    [job] = await client.createQueryJob(options);
    if (stopped) job.cancel().catch(() => undefined);
    const response = await job.getQueryResults({
      maxResults: rowCap,
      autoPaginate: false,
      wrapIntegers: true,
      timeoutMs,
    });
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    const [rows] = response;
    const schema = response[2]?.schema?.fields ?? [];
    return {
      fields: schema.map((f) => ({ name: String(f.name), type: String(f.type ?? 'STRING') })),
      rows: rows.slice(0, rowCap),
    };
  } catch (error) {
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    if (error instanceof QueryError) throw error;
    throw new QueryError(engineMessage(error), { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export function engineMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
