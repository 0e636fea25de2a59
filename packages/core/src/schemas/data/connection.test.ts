import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { connectionSchema } from './connection';
import { connectionSettingsSchema } from './connection-settings';
import { tenantSchema } from './tenant';

describe('connectionSchema', () => {
  it('fills defaults and the schema entries', () => {
    const c = connectionSchema.parse({
      id: 'k1',
      type: 'duckdb',
      schema: [
        {
          tableName: 'orders',
          tableNameOverride: 'Orders',
          schemaName: 'main',
          columns: [{ columnName: 'amount', type: 'number' }],
        },
      ],
    });
    expect(c.tenant_strict).toBe(false);
    expect(c.default_connection).toBe(false);
    expect(c.config).toEqual({});
    expect(c.schema[0]?.columns[0]).toEqual({
      columnName: 'amount',
      type: 'number',
      selectable: true,
    });
  });

  it('refuses unknown engines', () => {
    expect(firstMessage(connectionSchema, { id: 'k', type: 'oracle' })).toBe(
      'Connection type must be one of duckdb, postgres, mysql, mssql, clickhouse, bigquery, dynamodb, dataplane',
    );
  });
});

describe('connectionSettingsSchema', () => {
  it('fills engine defaults', () => {
    expect(
      connectionSettingsSchema.parse({ type: 'postgres', host: 'db', database: 'app', user: 'ro' }),
    ).toEqual({
      type: 'postgres',
      host: 'db',
      port: 5432,
      database: 'app',
      user: 'ro',
      ssl: false,
    });
  });

  it('is closed: no free-form driver options or file paths', () => {
    expect(
      connectionSettingsSchema.safeParse({
        type: 'postgres',
        host: 'db',
        database: 'app',
        user: 'ro',
        options: '-c statement_timeout=0',
      }).success,
    ).toBe(false);
    expect(
      connectionSettingsSchema.safeParse({ type: 'duckdb', path: '/etc/passwd' }).success,
    ).toBe(false);
  });

  it('checks ports', () => {
    expect(
      firstMessage(connectionSettingsSchema, {
        type: 'mysql',
        host: 'db',
        database: 'a',
        user: 'u',
        port: 70000,
      }),
    ).toBe('Port must be between 1 and 65535');
  });
});

describe('tenantSchema', () => {
  it('fills name and payload', () => {
    expect(tenantSchema.parse({ id: 't1' })).toEqual({ id: 't1', name: '', payload: {} });
    expect(
      tenantSchema.parse({ id: 't1', key: 'acme', payload: { org: 'acme', ids: [1, 2] } }).payload,
    ).toEqual({ org: 'acme', ids: [1, 2] });
  });
});
