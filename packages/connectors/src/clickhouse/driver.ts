import type { QueryResult } from '@chartroom/core';
import type { ClickHouseClient } from '@clickhouse/client';
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
import type { ClickHouseConnectorConfig } from './config';
import { clickHouseDialect } from './dialect';
import { openClickHouseClient } from './http-client';
import { HttpClickHouseParser } from './http-parser';
import { introspectDatabase } from './introspection';
import { prepareClickHouseQuery } from './prepare';
import { runClickHouseQuery } from './run-query';
import { READ_ONLY_SETTINGS } from './settings';

export type { ClickHouseConnectorConfig } from './config';

/** A ClickHouse connection over HTTP (`@clickhouse/client`). */
export class ClickHouseConnector implements Connector {
  readonly type = 'clickhouse' as const;
  readonly dialect = clickHouseDialect;
  private readonly client: ClickHouseClient;
  private readonly timeoutMs: number;
  private closed = false;

  constructor(private readonly config: ClickHouseConnectorConfig) {
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.client = openClickHouseClient(config, this.timeoutMs);
  }

  async test(): Promise<void> {
    this.assertOpen();
    try {
      const result = await this.client.query({
        query: 'SELECT 1 AS ok',
        format: 'JSONEachRow',
        clickhouse_settings: READ_ONLY_SETTINGS,
      });
      await result.json();
    } catch (error) {
      throw new ConnectionError(message(error), { cause: error });
    }
  }

  async introspect(): Promise<IntrospectedTable[]> {
    this.assertOpen();
    try {
      return await introspectDatabase(this.client, this.config.database);
    } catch (error) {
      throw new QueryError(message(error), { cause: error });
    }
  }

  prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    this.assertOpen();
    return prepareClickHouseQuery(
      new HttpClickHouseParser(this.client),
      this.config.database,
      query,
      scope,
    );
  }

  run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    this.assertOpen();
    return runClickHouseQuery(this.client, query, {
      timeoutMs: options.timeoutMs ?? this.timeoutMs,
      rowCap: Math.max(0, Math.floor(options.rowCap ?? DEFAULT_ROW_CAP)),
      signal: options.signal,
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new QueryError('This connector is closed.');
  }
}

export function createClickHouseConnector(config: ClickHouseConnectorConfig): Connector {
  return new ClickHouseConnector(config);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
