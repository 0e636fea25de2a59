import type { RemoteConnectorConfig } from '../registry';

/** Core's MS SQL settings (secrets decrypted by the server) plus the statement timeout. */
export type MsSqlConnectorConfig = Extract<RemoteConnectorConfig, { type: 'mssql' }>;
