import type { QueryResult } from '@chartroom/core';
import type { Pool } from 'mysql2/promise';
import type {
  Connector,
  IntrospectedTable,
  PreparedQuery,
  PrepareScope,
  ParamValue,
  RunOptions,
} from '../connector';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS } from '../duckdb/config';
import { ConnectionError, QueryError } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import type { MySqlConnectorConfig } from './config';
import { mySqlDialect } from './dialect';
import { INTROSPECTION_SQL, toIntrospectedTables } from './introspection';
import { createMySqlPool } from './pool';
import { engineMessage, runReadOnly, type RawResult } from './read-only-session';
import { toQueryResult } from './result-columns';
import { detectVariant, type MySqlVariant } from './server-variant';
import { mySqlEngine } from './sql-engine';

/** MySQL and MariaDB through mysql2: node-sql-parser guard, read-only sessions, KILL QUERY. */
export class MySqlConnector implements Connector {
  readonly type = 'mysql' as const;
  readonly dialect = mySqlDialect;
  private readonly pool: Pool;
  /** A separate connection for `KILL QUERY`, so a busy pool never delays a cancellation. */
  private readonly control: Pool;
  private variant: Promise<MySqlVariant> | undefined;
  private closed = false;

  constructor(private readonly config: MySqlConnectorConfig) {
    this.pool = createMySqlPool(config);
    this.control = createMySqlPool(config, 1);
  }

  async test(): Promise<void> {
    try {
      await this.pool.query('SELECT 1');
    } catch (error) {
      throw new ConnectionError(engineMessage(error), { cause: error });
    }
  }

  async introspect(): Promise<IntrospectedTable[]> {
    const { rows } = await this.runRaw(
      { sql: INTROSPECTION_SQL, params: [this.config.database] },
      { rowCap: 1_000_000 },
    );
    return toIntrospectedTables(this.config.database, rows);
  }

  async prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    const engine = mySqlEngine(this.config.database, await this.serverVariant());
    return prepareWithParser(engine, query, scope);
  }

  async run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    const { fields, rows } = await this.runRaw(query, options);
    return toQueryResult(fields, rows);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([this.pool.end(), this.control.end()]);
  }

  private async runRaw(query: PreparedQuery, options: RunOptions): Promise<RawResult> {
    if (this.closed) throw new QueryError('This connector is closed.');
    const variant = await this.serverVariant();
    return runReadOnly(
      this.pool,
      (threadId) => this.control.query('KILL QUERY ?', [threadId]),
      variant,
      query,
      {
        timeoutMs: options.timeoutMs ?? this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        rowCap: Math.max(0, Math.floor(options.rowCap ?? DEFAULT_ROW_CAP)),
        signal: options.signal,
      },
    );
  }

  private serverVariant(): Promise<MySqlVariant> {
    this.variant ??= detectVariant(this.pool).catch((error: unknown) => {
      this.variant = undefined;
      throw new ConnectionError(engineMessage(error), { cause: error });
    });
    return this.variant;
  }
}

export function createMySqlConnector(config: MySqlConnectorConfig): Connector {
  return new MySqlConnector(config);
}
