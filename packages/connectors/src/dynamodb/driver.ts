import { ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { QueryResult } from '@chartroom/core';
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
import { openDynamoDbClient } from './client';
import type { DynamoDbConnectorConfig } from './config';
import { partiQlDialect } from './dialect';
import { executePartiQl } from './execute';
import { introspectTables } from './introspection';
import { preparePartiQl } from './partiql-scope';

export type { DynamoDbConnectorConfig } from './config';

/** A DynamoDB connection: PartiQL SELECTs through `ExecuteStatement` (AWS SDK v3). */
export class DynamoDbConnector implements Connector {
  readonly type = 'dynamodb' as const;
  readonly dialect = partiQlDialect;
  private readonly client: DynamoDBClient;
  private readonly timeoutMs: number;
  private closed = false;

  constructor(private readonly config: DynamoDbConnectorConfig) {
    this.client = openDynamoDbClient(config);
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async test(): Promise<void> {
    this.assertOpen();
    try {
      await this.client.send(new ListTablesCommand({ Limit: 1 }), {
        abortSignal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ConnectionError(message(error), { cause: error });
    }
  }

  async introspect(): Promise<IntrospectedTable[]> {
    this.assertOpen();
    try {
      return await introspectTables(
        this.client,
        this.config.region,
        AbortSignal.timeout(this.timeoutMs),
      );
    } catch (error) {
      throw new QueryError(message(error), { cause: error });
    }
  }

  prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    this.assertOpen();
    return Promise.resolve().then(() => preparePartiQl(query, scope));
  }

  run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    this.assertOpen();
    return executePartiQl(this.client, query, {
      timeoutMs: options.timeoutMs ?? this.timeoutMs,
      rowCap: Math.max(0, Math.floor(options.rowCap ?? DEFAULT_ROW_CAP)),
      signal: options.signal,
    });
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.client.destroy();
    }
    return Promise.resolve();
  }

  private assertOpen(): void {
    if (this.closed) throw new QueryError('This connector is closed.');
  }
}

export function createDynamoDbConnector(config: DynamoDbConnectorConfig): Connector {
  return new DynamoDbConnector(config);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
