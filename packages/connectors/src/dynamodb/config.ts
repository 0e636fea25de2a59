import type { RemoteConnectorConfig } from '../registry';

/** core's DynamoDB connection settings plus the connection's statement timeout. */
export type DynamoDbConnectorConfig = Extract<RemoteConnectorConfig, { type: 'dynamodb' }>;
