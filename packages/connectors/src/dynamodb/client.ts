import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConnectionError } from '../errors';
import type { DynamoDbConnectorConfig } from './config';

/**
 * A DynamoDB client from the connection's closed settings. Keys are required: the SDK's default
 * credential chain would otherwise hand a connection the server's own cloud identity.
 */
export function openDynamoDbClient(config: DynamoDbConnectorConfig): DynamoDBClient {
  if (!config.accessKeyId || !config.secretAccessKey) {
    throw new ConnectionError(
      'DynamoDB connections need an access key id and a secret access key.',
    );
  }
  if (config.endpoint !== undefined) {
    const url = parseUrl(config.endpoint);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
      throw new ConnectionError('DynamoDB endpoint must be an http(s) URL without credentials.');
    }
  }
  return new DynamoDBClient({
    region: config.region,
    endpoint: config.endpoint,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 2,
  });
}

function parseUrl(text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw new ConnectionError('Endpoint must be a valid URL');
  }
}
