import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { ConnectionError } from '../errors';
import type { ClickHouseConnectorConfig } from './config';

/**
 * A `@clickhouse/client` for the connection's closed settings. The URL may carry a scheme, host,
 * port and path only: no credentials and no query string (the client would read settings from
 * it), so no driver option can come from a user.
 */
export function openClickHouseClient(
  config: ClickHouseConnectorConfig,
  timeoutMs: number,
): ClickHouseClient {
  let url: URL;
  try {
    url = new URL(config.url);
  } catch {
    throw new ConnectionError('ClickHouse URL must be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConnectionError('ClickHouse URL must start with http:// or https://');
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConnectionError(
      'ClickHouse URL must not contain credentials, query parameters or a fragment: use the user and password fields.',
    );
  }
  return createClient({
    url: url.toString(),
    username: config.user,
    password: config.password ?? '',
    database: config.database,
    application: 'chartroom',
    request_timeout: timeoutMs + 10_000,
    log: { level: ClickHouseLogLevel.OFF },
  });
}
