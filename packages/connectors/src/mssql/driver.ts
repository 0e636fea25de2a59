import type { QueryResult } from '@chartroom/core';
import mssql, { type ConnectionPool } from 'mssql';
import type {
  Connector,
  IntrospectedTable,
  ParamValue,
  PreparedQuery,
  PrepareScope,
  RunOptions,
} from '../connector';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS } from '../duckdb/config';
import { ConnectionError, QueryError } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import type { MsSqlConnectorConfig } from './config';
import { msSqlDialect } from './dialect';
import { INTROSPECTION_SQL, toIntrospectedTables } from './introspection';
import { toQueryResult } from './result-columns';
import { engineMessage, runReadOnly } from './run-read-only';
import { msSqlEngine } from './sql-engine';

/** MS SQL through `mssql` (tedious): node-sql-parser guard, rolled-back transactions, cancel. */
export class MsSqlConnector implements Connector {
  readonly type = 'mssql' as const;
  readonly dialect = msSqlDialect;
  private pool: Promise<ConnectionPool> | undefined;
  private closed = false;

  constructor(private readonly config: MsSqlConnectorConfig) {}

  async test(): Promise<void> {
    try {
      await (await this.connect()).request().query('SELECT 1 AS one');
    } catch (error) {
      throw error instanceof ConnectionError
        ? error
        : new ConnectionError(engineMessage(error), { cause: error });
    }
  }

  async introspect(): Promise<IntrospectedTable[]> {
    const { rows } = await runReadOnly(
      await this.connect(),
      { sql: INTROSPECTION_SQL, params: [] },
      { timeoutMs: this.timeoutMs(), rowCap: 1_000_000 },
    );
    return toIntrospectedTables(rows);
  }

  async prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    return prepareWithParser(msSqlEngine(this.config.database), query, scope);
  }

  async run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    if (this.closed) throw new QueryError('This connector is closed.');
    const { columns, rows } = await runReadOnly(await this.connect(), query, {
      timeoutMs: options.timeoutMs ?? this.timeoutMs(),
      rowCap: Math.max(0, Math.floor(options.rowCap ?? DEFAULT_ROW_CAP)),
      signal: options.signal,
    });
    return toQueryResult(columns, rows);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    if (pool) await (await pool.catch(() => undefined))?.close();
  }

  private timeoutMs(): number {
    return this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private connect(): Promise<ConnectionPool> {
    this.pool ??= new mssql.ConnectionPool({
      server: this.config.host,
      port: this.config.port,
      database: this.config.database,
      user: this.config.user,
      password: this.config.password ?? '',
      connectionTimeout: 15_000,
      // No driver timeout: the per-run timer cancels the request (timeoutMs per run).
      requestTimeout: 0,
      pool: { max: 4, min: 0, idleTimeoutMillis: 60_000 },
      options: {
        encrypt: this.config.encrypt,
        trustServerCertificate: this.config.trustServerCertificate,
        useUTC: true,
        appName: 'Chartroom',
        abortTransactionOnError: true,
      },
    })
      .connect()
      .catch((error: unknown) => {
        this.pool = undefined;
        throw new ConnectionError(engineMessage(error), { cause: error });
      });
    return this.pool;
  }
}

export function createMsSqlConnector(config: MsSqlConnectorConfig): Connector {
  return new MsSqlConnector(config);
}
