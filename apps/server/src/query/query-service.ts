import { LRUCache } from 'lru-cache';
import type { QueryResult } from '@chartroom/core';
import {
  QueryError,
  QueryRefusedError,
  type Connector,
  type ParamValue,
  type PreparedQuery,
  type TableFilter,
} from '@chartroom/connectors';
import type { ConnectionRecord, ConnectionRepository } from '../modules/connection/repository';
import type { Caller } from '../plugins/auth';
import { HttpError, notFound } from '../plugins/http-error';
import type { ConnectorPool } from './connector-pool';
import type { QueryCache } from './query-cache';
import { QuerySlots } from './fair-queue';
import { callerAccess, type CallerAccess } from './tenant-scopes';
import { tenantErrorMessage } from './tenant-error-message';
import { userSqlErrorMessage } from './user-sql-error';
import { assertStrictTenantOutput } from './strict-tenant';

/** A caller's handle on one connection: its record and live connector. */
export interface OpenConnection {
  record: ConnectionRecord;
  connector: Connector;
}

export interface RunRequest {
  caller: Caller;
  connection: OpenConnection;
  sql: string;
  params?: readonly ParamValue[];
  /** Raw-table filters of dashboard and chart filters (sourceType Raw). */
  tableFilters?: readonly TableFilter[];
  /** SQL written by a user (editor, AI, /query/run) rather than compiled from a saved chart. */
  raw?: boolean;
  /**
   * The text the user wrote, which `sql` runs (wrapped, compiled around it): an error points into
   * it, never into our SQL. Defaults to `sql` itself for raw SQL; none for compiled SQL.
   */
  source?: string | undefined;
  rowCap?: number;
  signal?: AbortSignal;
  /** Adds this query's preparation and engine time (a request's `Server-Timing`). */
  timing?: QueryTiming;
}

/** Where a request's time went in the query path, summed over its statements. */
export interface QueryTiming {
  prepareMs: number;
  /** Time in the engine (connector.run), for statements not answered from the cache. */
  dbMs: number;
  statements: number;
  cached: number;
}

export function newQueryTiming(): QueryTiming {
  return { prepareMs: 0, dbMs: 0, statements: 0, cached: 0 };
}

/** The `Server-Timing` header value of a query-path request (shown in browser dev tools). */
export function serverTimingHeader(timing: QueryTiming): string {
  const ms = (x: number) => x.toFixed(2);
  return [
    `prepare;dur=${ms(timing.prepareMs)}`,
    `db;dur=${ms(timing.dbMs)};desc="${timing.statements} statement(s), ${timing.cached} cached"`,
  ].join(', ');
}

/**
 * The one query path (DESIGN.md §3): every query a caller causes is parsed by the engine,
 * accepted only as one read-only SELECT, rewritten to the caller's tenant scope (values bound as
 * parameters), answered from the cache or run on a read-only session with a timeout and a row
 * cap, and checked against the strict-tenant rule.
 */
export class QueryService {
  /** Prepared statements are pure functions of their inputs: keep the recent ones. */
  private readonly prepared = new LRUCache<string, PreparedQuery>({ max: 2000 });

  constructor(
    private readonly connections: ConnectionRepository,
    private readonly pool: ConnectorPool,
    private readonly cache: QueryCache,
    /** Fair sharing of each connection's engine (the cache answers without waiting). */
    readonly slots: QuerySlots = new QuerySlots(),
  ) {}

  /** The caller's organisation's connection, opened; 404 when it is not theirs. */
  async open(caller: Caller, connectionId: string): Promise<OpenConnection> {
    const record = await this.connections.find(caller.organizationId, connectionId);
    if (!record) throw notFound(`Connection ${connectionId} not found`);
    return { record, connector: await this.pool.get(record) };
  }

  async run(request: RunRequest): Promise<QueryResult> {
    const { record, connector } = request.connection;
    const access = callerAccess(record, request.caller);
    const tenant = access.tenant;
    const rowCap = request.rowCap ?? 2000;
    const timing = request.timing;
    try {
      const preparing = performance.now();
      const prepared = await this.prepare(request, access);
      let ran = false;
      if (timing) {
        timing.prepareMs += performance.now() - preparing;
        timing.statements += 1;
      }
      const result = await this.cache.getOrRun(
        {
          connectionId: record.id,
          sql: prepared.sql,
          params: [...prepared.params, rowCap],
          scope: tenant,
        },
        async () => {
          ran = true;
          const start = performance.now();
          try {
            const slot = {
              connectionId: record.id,
              caller: request.caller,
              engineParallel: connector.maxParallelRuns,
              timeoutMs: record.timeout_seconds * 1000,
              signal: request.signal,
            };
            return await this.slots.run(slot, () =>
              connector.run(prepared, {
                rowCap,
                timeoutMs: record.timeout_seconds * 1000,
                ...(request.signal ? { signal: request.signal } : {}),
              }),
            );
          } finally {
            if (timing) timing.dbMs += performance.now() - start;
          }
        },
      );
      if (timing && !ran) timing.cached += 1;
      if (record.tenant_strict) assertStrictTenantOutput(result, request.caller);
      return result;
    } catch (err) {
      if (err instanceof QueryRefusedError || err instanceof QueryError) {
        const message =
          request.caller.kind === 'tenant'
            ? tenantErrorMessage(err.message, tenant, {
                sql: request.sql,
                params: request.params ?? [],
              })
            : await userSqlErrorMessage(err, request, access);
        throw new HttpError(400, `Error: ${message}`);
      }
      throw err;
    }
  }

  /** Forgets a connection's cached answers and prepared statements. */
  async clear(connectionId: string): Promise<number> {
    for (const key of this.prepared.keys())
      if (key.startsWith(`${connectionId}:`)) this.prepared.delete(key);
    return this.cache.clearConnection(connectionId);
  }

  private async prepare(request: RunRequest, access: CallerAccess): Promise<PreparedQuery> {
    const { record, connector } = request.connection;
    const params = request.params ?? [];
    const tableFilters = request.tableFilters ?? [];
    const key = `${record.id}:${record.updated_at.getTime()}:${JSON.stringify([request.sql, params, access, tableFilters, !!request.raw])}`;
    const hit = this.prepared.get(key);
    if (hit) return hit;
    const prepared = await connector.prepare(
      { sql: request.sql, params },
      {
        tenant: access.tenant,
        ...(access.readableTables ? { readableTables: access.readableTables } : {}),
        tableFilters,
        raw: request.raw ?? false,
      },
    );
    this.prepared.set(key, prepared);
    return prepared;
  }
}
