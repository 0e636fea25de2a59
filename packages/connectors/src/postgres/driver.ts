import type { QueryResult } from '@chartroom/core';
import pg from 'pg';
import type {
  Connector,
  IntrospectedTable,
  ParamValue,
  PreparedQuery,
  PrepareScope,
  RunOptions,
} from '../connector';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS } from '../duckdb/config';
import { ConnectionError, QueryError, QueryRefusedError } from '../errors';
import { withSqlExcerpt } from '../sql-excerpt';
import type { RemoteConnectorConfig } from '../registry';
import { postgresDialect } from './dialect';
import { introspectSchemas } from './introspection';
import { preparePostgresQuery } from './prepare-query';
import { engineMessage, explainReadOnly, runReadOnly } from './read-only-session';

export type PostgresConnectorConfig = Extract<RemoteConnectorConfig, { type: 'postgres' }>;

const CONNECT_TIMEOUT_MS = 10_000;

export function createPostgresConnector(config: PostgresConnectorConfig): Connector {
  return new PostgresConnector(config);
}

/** A PostgreSQL connection: one `pg.Pool`, every query in its own read-only transaction. */
export class PostgresConnector implements Connector {
  readonly type = 'postgres' as const;
  readonly dialect = postgresDialect;
  private readonly pool: pg.Pool;
  private closed = false;

  constructor(private readonly config: PostgresConnectorConfig) {
    this.pool = new pg.Pool({ ...clientConfig(config), max: 10, idleTimeoutMillis: 30_000 });
    // An idle session dropped by the server must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
  }

  async test(): Promise<void> {
    this.assertOpen();
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      await client.query('SELECT 1');
    } catch (error) {
      throw new ConnectionError(engineMessage(error), { cause: error });
    } finally {
      client?.release();
    }
  }

  async introspect(): Promise<IntrospectedTable[]> {
    this.assertOpen();
    return introspectSchemas(this.pool);
  }

  async prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    return preparePostgresQuery(query, scope);
  }

  async run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    this.assertOpen();
    return runReadOnly(this.pool, query, {
      timeoutMs: options.timeoutMs ?? this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      rowCap: options.rowCap ?? DEFAULT_ROW_CAP,
      signal: options.signal,
      cancelBackend: (pid) => this.cancelBackend(pid),
    });
  }

  async diagnose(sql: string, scope: PrepareScope): Promise<string | null> {
    this.assertOpen();
    try {
      await preparePostgresQuery({ sql }, scope);
    } catch (error) {
      if (!(error instanceof QueryRefusedError)) return null;
      return withSqlExcerpt(error.message, sql, error.position);
    }
    // The text passed the same checks as a query that runs: PostgreSQL plans it (never runs it).
    return explainReadOnly(this.pool, sql, this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /** Cancels a backend's running statement from a separate session (the pool may be full). */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new pg.Client(clientConfig(this.config));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new QueryError('This connector is closed.');
  }
}

function clientConfig(config: PostgresConnectorConfig): pg.ClientConfig {
  return {
    host: config.host,
    port: config.port,
    database: config.database,
    user: config.user,
    password: config.password,
    // Certificates are verified against the system's trust store.
    ssl: config.ssl ? { rejectUnauthorized: true } : false,
    application_name: 'chartroom',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  };
}
