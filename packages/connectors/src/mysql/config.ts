import type { RemoteConnectorConfig } from '../registry';

/** Core's MySQL/MariaDB settings (secrets decrypted by the server) plus the statement timeout. */
export type MySqlConnectorConfig = Extract<RemoteConnectorConfig, { type: 'mysql' }>;
