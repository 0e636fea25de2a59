import type { ConnectionSettings } from '@chartroom/core';
import type { Connector } from './connector';
import type { DuckDbConnectionConfig } from './duckdb/config';
import { ConnectorNotAvailableError } from './errors';

/** Settings of a remote engine (core's closed schema, secrets included) plus a timeout. */
export type RemoteConnectorConfig = Exclude<ConnectionSettings, { type: 'duckdb' }> & {
  /** Statement timeout for this connection (default 30 s). */
  timeoutMs?: number;
};

/** A closed settings schema per engine: no free-form driver options or paths from users. */
export type ConnectorConfig = DuckDbConnectionConfig | RemoteConnectorConfig;

/** Opens a connector for `config`, loading its driver (and its client library) lazily. */
export async function createConnector(config: ConnectorConfig): Promise<Connector> {
  switch (config.type) {
    case 'duckdb': {
      const { DuckDbConnector } = await import('./duckdb/driver');
      return new DuckDbConnector(config);
    }
    case 'postgres': {
      const { createPostgresConnector } = await import('./postgres/driver');
      return createPostgresConnector(config);
    }
    case 'mysql': {
      const { createMySqlConnector } = await import('./mysql/driver');
      return createMySqlConnector(config);
    }
    case 'mssql': {
      const { createMsSqlConnector } = await import('./mssql/driver');
      return createMsSqlConnector(config);
    }
    case 'clickhouse': {
      const { createClickHouseConnector } = await import('./clickhouse/driver');
      return createClickHouseConnector(config);
    }
    case 'bigquery': {
      const { createBigQueryConnector } = await import('./bigquery/driver');
      return createBigQueryConnector(config);
    }
    case 'dynamodb': {
      const { createDynamoDbConnector } = await import('./dynamodb/driver');
      return createDynamoDbConnector(config);
    }
    case 'dataplane':
      throw new ConnectorNotAvailableError(
        'Data plane connections are not available yet: the query agent is not part of this version.',
      );
    default:
      return assertNever(config);
  }
}

function assertNever(value: never): never {
  throw new ConnectorNotAvailableError(`Unknown connection type: ${JSON.stringify(value)}`);
}
