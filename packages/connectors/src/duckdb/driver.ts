import type { QueryResult } from '@chartroom/core';
import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import type {
  Connector,
  IntrospectedTable,
  ParamValue,
  PreparedQuery,
  PrepareScope,
  RunOptions,
} from '../connector';
import { QueryCancelledError, QueryError, QueryRefusedError, QueryTimeoutError } from '../errors';
import { withSqlExcerpt } from '../sql-excerpt';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS, type DuckDbConnectionConfig } from './config';
import {
  DUCKDB_PARALLEL_QUERIES,
  openSharedDatabase,
  withRunSlot,
  type SharedDatabase,
} from './database-pool';
import { duckDbDialect } from './dialect';
import { introspectMainSchema } from './introspection';
import { toDuckDbParams } from './params';
import { loadScopeTemplate, prepareQuery, type PrepareEngine } from './prepare-query';
import { toQueryResult } from './result-columns';
import { ConditionTemplates } from './table-conditions';
import type { ScopeTemplate } from './tenant-scope';

export class DuckDbConnector implements Connector {
  readonly type = 'duckdb' as const;
  readonly dialect = duckDbDialect;
  readonly maxParallelRuns = DUCKDB_PARALLEL_QUERIES;
  private database: Promise<SharedDatabase> | undefined;
  private template: Promise<ScopeTemplate> | undefined;
  private closed = false;
  private readonly engine: PrepareEngine = {
    serialize: (sql) => this.scalarText('SELECT json_serialize_sql(CAST($1 AS VARCHAR))', [sql]),
    deserialize: (json) => this.scalarText('SELECT json_deserialize_sql(CAST($1 AS JSON))', [json]),
    catalog: async () => (await this.sharedDatabase()).readableCatalog(),
    scopeTemplate: () => (this.template ??= loadScopeTemplate(this.engine.serialize)),
    templates: new ConditionTemplates((sql) => this.engine.serialize(sql)),
  };

  constructor(private readonly config: DuckDbConnectionConfig) {}

  async test(): Promise<void> {
    await this.withConnection((connection) => connection.run('SELECT 1'));
  }

  async introspect(): Promise<IntrospectedTable[]> {
    return this.withConnection(introspectMainSchema);
  }

  prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    return prepareQuery(this.engine, query, scope);
  }

  async run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    const timeoutMs = options.timeoutMs ?? this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const rowCap = Math.max(0, Math.floor(options.rowCap ?? DEFAULT_ROW_CAP));
    const values = toDuckDbParams(query.params);
    const { signal } = options;
    if (signal?.aborted) throw new QueryCancelledError();
    return this.withConnection(async (connection) => {
      let stopped: 'timeout' | 'cancelled' | undefined;
      const stop = (reason: 'timeout' | 'cancelled') => {
        if (stopped) return;
        stopped = reason;
        connection.interrupt();
      };
      const timer = setTimeout(() => stop('timeout'), timeoutMs);
      const onAbort = () => stop('cancelled');
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const reader = await connection.streamAndReadUntil(query.sql, rowCap, values);
        return toQueryResult(reader, rowCap);
      } catch (error) {
        if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
        if (stopped === 'cancelled') throw new QueryCancelledError();
        throw new QueryError(engineMessage(error), { cause: error });
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    }, 'run');
  }

  async diagnose(sql: string, scope: PrepareScope): Promise<string | null> {
    try {
      await this.prepare({ sql }, scope);
    } catch (error) {
      if (!(error instanceof QueryRefusedError)) return null;
      return withSqlExcerpt(error.message, sql, error.position);
    }
    // The text passed the same checks as a query that runs: DuckDB binds and plans it (never
    // runs it), and its message quotes this text, the user's own.
    try {
      await this.withConnection(async (connection) => {
        const statement = await connection.prepare(sql);
        statement.destroySync();
      });
      return null;
    } catch (error) {
      return engineMessage(error);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const database = this.database;
    this.database = undefined;
    if (database) (await database.catch(() => undefined))?.release();
  }

  private async scalarText(sql: string, values: DuckDBValue[]): Promise<string> {
    const reader = await this.withConnection((connection) => connection.runAndReadAll(sql, values));
    const value = reader.value(0, 0);
    if (typeof value !== 'string') throw new QueryError('DuckDB returned no SQL text.');
    return value;
  }

  /** A pooled connection; a `run` statement first waits for one of the process's run slots. */
  private async withConnection<T>(
    task: (connection: DuckDBConnection) => Promise<T>,
    purpose: 'run' | 'prepare' = 'prepare',
  ): Promise<T> {
    if (purpose === 'run') return withRunSlot(() => this.withConnection(task));
    for (;;) {
      const database = await this.sharedDatabase();
      // No await between this check and the acquisition: a retired instance is never used.
      if (!database.retired) return database.withConnection(task);
    }
  }

  /** The file's current read-only instance; reopened after `invalidateSharedDatabase`. */
  private async sharedDatabase(): Promise<SharedDatabase> {
    for (;;) {
      if (this.closed) throw new QueryError('This connector is closed.');
      const pending = (this.database ??= openSharedDatabase(this.config.path));
      const database = await pending.catch((error: unknown) => {
        if (this.database === pending) this.database = undefined;
        throw error;
      });
      if (!database.retired) return database;
      if (this.database === pending) {
        this.database = undefined;
        database.release();
      }
    }
  }
}

/** Opens a DuckDB connector on a file chosen by the server. */
export function createDuckDbConnector(config: DuckDbConnectionConfig): DuckDbConnector {
  return new DuckDbConnector(config);
}

function engineMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
