import { randomUUID } from 'node:crypto';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connector';
import { QueryCancelledError, QueryRefusedError, QueryTimeoutError } from '../errors';
import { createClickHouseConnector } from './driver';

const URL = process.env.CHARTROOM_TEST_CLICKHOUSE_URL;
const USER = process.env.CHARTROOM_TEST_CLICKHOUSE_USER ?? 'default';
const PASSWORD = process.env.CHARTROOM_TEST_CLICKHOUSE_PASSWORD ?? '';
const TENANTS = ['acme', 'globex', 'initech'];

describe.skipIf(!URL)(
  'ClickHouse driver against a real server (CHARTROOM_TEST_CLICKHOUSE_URL)',
  () => {
    const database = `chartroom_it_${randomUUID().replaceAll('-', '')}`;
    let admin: ClickHouseClient;
    let connector: Connector;

    beforeAll(async () => {
      admin = createClient({
        url: URL,
        username: USER,
        password: PASSWORD,
        log: { level: ClickHouseLogLevel.OFF },
      });
      await admin.command({ query: `CREATE DATABASE ${database}` });
      await admin.command({
        query: `CREATE TABLE ${database}.orders (id UInt32, tenant_id String, amount Decimal(10, 2), big UInt64,
        created_at DateTime('UTC'), paid Bool, tags Array(String)) ENGINE = MergeTree ORDER BY (tenant_id, id)`,
      });
      await admin.insert({
        table: `${database}.orders`,
        format: 'JSONEachRow',
        values: TENANTS.flatMap((tenant, t) =>
          [1, 2, 3].map((i) => ({
            id: t * 10 + i,
            tenant_id: tenant,
            amount: i * 1.25,
            big: '18446744073709551615',
            created_at: '2024-02-03 04:05:06',
            paid: i !== 2,
            tags: ['a'],
          })),
        ),
      });
      connector = createClickHouseConnector({
        type: 'clickhouse',
        url: URL ?? '',
        database,
        user: USER,
        password: PASSWORD,
      });
    });

    afterAll(async () => {
      await connector?.close();
      await admin?.command({ query: `DROP DATABASE IF EXISTS ${database}` });
      await admin?.close();
    });

    it('tests the connection and introspects the database', async () => {
      await connector.test();
      const [orders] = await connector.introspect();
      expect(orders?.tableName).toBe('orders');
      expect(orders?.columns.map((c) => [c.columnName, c.type])).toEqual([
        ['id', 'number'],
        ['tenant_id', 'string'],
        ['amount', 'number'],
        ['big', 'number'],
        ['created_at', 'date'],
        ['paid', 'boolean'],
        ['tags', 'string'],
      ]);
    });

    it('runs with bound parameters and typed columns', async () => {
      const prepared = await connector.prepare(
        {
          sql: 'SELECT id, amount, big, created_at, paid, tags FROM orders WHERE tenant_id = {p1:String} AND id = {p2:Float64}',
          params: ['acme', 1],
        },
        { tenant: [] },
      );
      const result = await connector.run(prepared);
      expect(result.columns.map((c) => c.type)).toEqual([
        'number',
        'number',
        'number',
        'date',
        'boolean',
        'string',
      ]);
      expect(result.rows).toEqual([
        {
          id: 1,
          amount: 1.25,
          big: '18446744073709551615',
          created_at: '2024-02-03T04:05:06Z',
          paid: true,
          tags: '["a"]',
        },
      ]);
    });

    it('scopes compiled queries to the tenant in every shape', async () => {
      const shapes = [
        'SELECT tenant_id FROM orders',
        'WITH x AS (SELECT * FROM orders) SELECT tenant_id FROM x',
        'SELECT a.tenant_id AS tenant_id FROM orders a JOIN orders b ON a.id = b.id',
        'SELECT tenant_id FROM orders UNION DISTINCT SELECT tenant_id FROM (SELECT * FROM orders)',
        'SELECT tenant_id FROM orders WHERE id IN (SELECT id FROM orders)',
      ];
      for (const tenant of TENANTS) {
        for (const sql of shapes) {
          const prepared = await connector.prepare(
            { sql },
            { tenant: [{ table: 'orders', column: 'tenant_id', value: tenant }] },
          );
          const { rows } = await connector.run(prepared);
          expect(rows.length).toBeGreaterThan(0);
          for (const row of rows) expect(row.tenant_id).toBe(tenant);
        }
      }
    });

    it('refuses writes, SETTINGS and other databases', async () => {
      for (const sql of [
        'INSERT INTO orders SELECT * FROM orders',
        'SELECT 1 SETTINGS readonly = 0',
        'SELECT * FROM system.users',
      ]) {
        await expect(connector.prepare({ sql }, { tenant: [] })).rejects.toThrow(QueryRefusedError);
      }
    });

    it('caps rows, times out and cancels', async () => {
      const many = { sql: 'SELECT number FROM system.numbers', params: [] };
      expect((await connector.run(many, { rowCap: 5 })).rows).toHaveLength(5);
      const slow = { sql: 'SELECT count() FROM system.numbers', params: [] };
      await expect(connector.run(slow, { timeoutMs: 500 })).rejects.toThrow(QueryTimeoutError);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      await expect(connector.run(slow, { signal: controller.signal })).rejects.toThrow(
        QueryCancelledError,
      );
    });
  },
);
