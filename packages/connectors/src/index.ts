export type {
  ConnectionType,
  Connector,
  IntrospectedColumn,
  IntrospectedTable,
  ParamValue,
  PreparedQuery,
  PrepareScope,
  RunOptions,
  TableFilter,
  TenantScope,
} from './connector';
export {
  ConnectionError,
  ConnectorError,
  ConnectorNotAvailableError,
  IngestError,
  QueryCancelledError,
  QueryError,
  QueryRefusedError,
  QueryTimeoutError,
  TableNotReadableError,
  tableNotReadableMessage,
} from './errors';
export { sqlExcerpt, withSqlExcerpt, withoutSqlExcerpt } from './sql-excerpt';
export { createConnector, type ConnectorConfig, type RemoteConnectorConfig } from './registry';
export { DuckDbDialect, duckDbDialect } from './duckdb/dialect';
export { PostgresDialect, postgresDialect } from './postgres/dialect';
export { MySqlDialect, mySqlDialect } from './mysql/dialect';
export { MsSqlDialect, msSqlDialect } from './mssql/dialect';
export { ClickHouseDialect, clickHouseDialect } from './clickhouse/dialect';
export { BigQueryDialect, bigQueryDialect } from './bigquery/dialect';
export { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS, type DuckDbConnectionConfig } from './duckdb/config';
export { invalidateSharedDatabase as invalidateDuckDbDatabase } from './duckdb/database-pool';
export {
  ingestFile,
  isValidTableName,
  type IngestFormat,
  type IngestOptions,
  type IngestProgress,
  type IngestResult,
} from './duckdb/ingest';
