import type { RemoteConnectorConfig } from '../registry';

/** core's ClickHouse connection settings plus the connection's statement timeout. */
export type ClickHouseConnectorConfig = Extract<RemoteConnectorConfig, { type: 'clickhouse' }>;
