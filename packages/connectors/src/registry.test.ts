import { describe, expect, it } from 'vitest';
import { ConnectorNotAvailableError } from './errors';
import { createConnector, type ConnectorConfig } from './registry';

describe('createConnector', () => {
  it('opens DuckDB connectors lazily', async () => {
    const connector = await createConnector({ type: 'duckdb', path: '/nonexistent/file.duckdb' });
    expect(connector.type).toBe('duckdb');
    expect(connector.dialect.name).toBe('duckdb');
    await connector.close();
  });

  // Creating a connector loads its driver and dialect but opens no network connection.
  const remote: ConnectorConfig[] = [
    { type: 'postgres', host: '127.0.0.1', port: 1, database: 'd', user: 'u', ssl: false },
    { type: 'mysql', host: '127.0.0.1', port: 1, database: 'd', user: 'u', ssl: false },
    {
      type: 'mssql',
      host: '127.0.0.1',
      port: 1,
      database: 'd',
      user: 'u',
      encrypt: false,
      trustServerCertificate: true,
    },
    { type: 'clickhouse', url: 'http://127.0.0.1:1', database: 'default', user: 'default' },
    { type: 'bigquery', projectId: 'p', dataset: 'd' },
    {
      type: 'dynamodb',
      region: 'eu-west-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
      endpoint: 'http://127.0.0.1:1',
    },
  ];
  for (const config of remote) {
    it(`loads the ${config.type} driver with its dialect`, async () => {
      const connector = await createConnector(config);
      expect(connector.type).toBe(config.type);
      expect(connector.dialect.name).toBe(config.type);
      await connector.close();
    });
  }

  it('says data plane connections are not available yet', async () => {
    await expect(
      createConnector({ type: 'dataplane', url: 'https://agent.example.com' }),
    ).rejects.toBeInstanceOf(ConnectorNotAvailableError);
  });
});
