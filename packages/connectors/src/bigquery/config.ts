import type { RemoteConnectorConfig } from '../registry';

/** Core's BigQuery settings (service-account key decrypted by the server) plus the timeout. */
export type BigQueryConnectorConfig = Extract<RemoteConnectorConfig, { type: 'bigquery' }>;
