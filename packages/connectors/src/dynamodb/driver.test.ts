import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connector';
import {
  ConnectionError,
  QueryCancelledError,
  QueryError,
  QueryRefusedError,
  QueryTimeoutError,
} from '../errors';
import { createDynamoDbConnector } from './driver';
import { FakeDynamoDb, type FakeTable } from './fake-dynamodb.fixture';

const TENANTS = ['acme', 'globex', 'initech'];
const ORDERS: FakeTable = {
  name: 'orders',
  key: [
    { name: 'tenant_id', type: 'S' },
    { name: 'id', type: 'N' },
  ],
  items: TENANTS.flatMap((tenant, t) =>
    [1, 2, 3].map((i) => ({
      tenant_id: { S: tenant },
      id: { N: String(t * 10 + i) },
      amount: { N: `${i}.5` },
      status: { S: i === 2 ? 'open' : 'paid' },
      created: { S: `2024-0${i}-15T12:00:00Z` },
      paid: { BOOL: i !== 2 },
      tags: { L: [{ S: 'a' }, { N: '1' }] },
      ...(i === 3 ? { note: { NULL: true } } : { note: { S: 'n' } }),
    })),
  ),
};
const PRODUCTS: FakeTable = {
  name: 'products',
  key: [{ name: 'sku', type: 'S' }],
  items: [{ sku: { S: 'w' }, big: { N: '9007199254740993' } }],
};
const EXTRA: FakeTable[] = ['t1', 't2', 't3'].map((name) => ({
  name,
  key: [{ name: 'k', type: 'S' }],
  items: [],
}));

describe('DynamoDB connector through a fake DynamoDB endpoint (real SDK requests)', () => {
  const fake = new FakeDynamoDb([ORDERS, PRODUCTS, ...EXTRA]);
  let connector: Connector;

  beforeAll(async () => {
    const endpoint = await fake.start();
    connector = createDynamoDbConnector({
      type: 'dynamodb',
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
    });
  });
  afterAll(async () => {
    await connector.close();
    await fake.stop();
  });
  afterEach(() => {
    fake.pageSize = 2;
    fake.delayMs = 0;
    fake.requests.length = 0;
  });

  it('tests the connection with a signed ListTables', async () => {
    await connector.test();
    expect(fake.requests[0]).toMatchObject({
      operation: 'ListTables',
      body: { Limit: 1 },
      signed: true,
    });
  });

  it('refuses to open without keys (no default credential chain)', () => {
    expect(() => createDynamoDbConnector({ type: 'dynamodb', region: 'eu-west-1' })).toThrow(
      ConnectionError,
    );
  });

  it('introspects every table (paginated ListTables) with key and sampled attribute types', async () => {
    const tables = await connector.introspect();
    expect(tables.map((t) => t.tableName)).toEqual(['orders', 'products', 't1', 't2', 't3']);
    const orders = tables.find((t) => t.tableName === 'orders');
    expect(orders?.schemaName).toBe('eu-west-1');
    expect(orders?.columns).toEqual([
      { columnName: 'tenant_id', type: 'string', selectable: true },
      { columnName: 'id', type: 'number', selectable: true },
      { columnName: 'amount', type: 'number', selectable: true },
      { columnName: 'status', type: 'string', selectable: true },
      { columnName: 'created', type: 'date', selectable: true },
      { columnName: 'paid', type: 'boolean', selectable: true },
      { columnName: 'tags', type: 'string', selectable: true },
      { columnName: 'note', type: 'string', selectable: true },
    ]);
    expect(fake.requests.filter((r) => r.operation === 'Scan')[0]?.body).toEqual({
      TableName: 'orders',
      Limit: 100,
    });
  });

  it('runs a SELECT across NextToken pages with typed columns', async () => {
    const prepared = await connector.prepare({ sql: 'SELECT * FROM "orders"' }, { tenant: [] });
    const result = await connector.run(prepared);
    expect(result.rows).toHaveLength(9);
    expect(fake.requests.filter((r) => r.operation === 'ExecuteStatement')).toHaveLength(5);
    expect(result.columns).toEqual([
      { name: 'tenant_id', type: 'string' },
      { name: 'id', type: 'number' },
      { name: 'amount', type: 'number' },
      { name: 'status', type: 'string' },
      { name: 'created', type: 'date' },
      { name: 'paid', type: 'boolean' },
      { name: 'tags', type: 'string' },
      { name: 'note', type: 'string' },
    ]);
    expect(result.rows[0]).toEqual({
      tenant_id: 'acme',
      id: 1,
      amount: 1.5,
      status: 'paid',
      created: '2024-01-15T12:00:00Z',
      paid: true,
      tags: '["a",1]',
      note: 'n',
    });
    expect(result.rows[2]?.note).toBeNull();
  });

  it('keeps big numbers exact as text and follows the projection order', async () => {
    const result = await connector.run(
      await connector.prepare({ sql: 'SELECT "big", "sku" FROM "products"' }, { tenant: [] }),
    );
    expect(result.columns.map((c) => c.name)).toEqual(['big', 'sku']);
    expect(result.rows).toEqual([{ big: '9007199254740993', sku: 'w' }]);
  });

  it('stops paginating at the row cap', async () => {
    const result = await connector.run(
      await connector.prepare({ sql: 'SELECT * FROM "orders"' }, { tenant: [] }),
      { rowCap: 3 },
    );
    expect(result.rows).toHaveLength(3);
    expect(fake.requests.filter((r) => r.operation === 'ExecuteStatement')).toHaveLength(2);
  });

  it('scopes compiled queries of tenants with a bound predicate, on every page', async () => {
    for (const tenant of TENANTS) {
      const prepared = await connector.prepare(
        { sql: 'SELECT * FROM "orders" WHERE "status" = ?', params: ['paid'] },
        { tenant: [{ table: 'orders', column: 'tenant_id', value: tenant }] },
      );
      expect(prepared).toEqual({
        sql: 'SELECT * FROM "orders" WHERE ("status" = ?) AND "tenant_id" = ?',
        params: ['paid', tenant],
      });
      const result = await connector.run(prepared);
      expect(result.rows.map((r) => [r.tenant_id, r.status])).toEqual([
        [tenant, 'paid'],
        [tenant, 'paid'],
      ]);
    }
    const sent = fake.requests.find((r) => r.operation === 'ExecuteStatement')?.body;
    expect(sent).toEqual({
      Statement: 'SELECT * FROM "orders" WHERE ("status" = ?) AND "tenant_id" = ?',
      Parameters: [{ S: 'paid' }, { S: 'acme' }],
    });
  });

  it('binds injection payloads as values, never as PartiQL', async () => {
    const payload = `acme" OR "tenant_id" <> '' --`;
    const prepared = await connector.prepare(
      { sql: 'SELECT * FROM "orders"' },
      { tenant: [{ table: 'orders', column: 'tenant_id', value: payload }] },
    );
    expect(prepared.sql).toBe('SELECT * FROM "orders" WHERE "tenant_id" = ?');
    expect((await connector.run(prepared)).rows).toEqual([]);
  });

  it('applies raw-table filters as bound predicates', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT "id" FROM "orders"' },
      {
        tenant: [{ table: 'orders', column: 'tenant_id', value: 'globex' }],
        tableFilters: [
          {
            table: 'orders',
            predicate: { column: 'status', operator: 'in', values: ['open', 'void'] },
          },
        ],
      },
    );
    expect(prepared.params).toEqual(['globex', 'open', 'void']);
    expect((await connector.run(prepared)).rows).toEqual([{ id: 12 }]);
  });

  it("refuses tenants' raw PartiQL and anything but one SELECT", async () => {
    const tenant = [{ table: 'orders', column: 'tenant_id', value: 'acme' }];
    await expect(
      connector.prepare({ sql: 'SELECT * FROM "orders"' }, { tenant, raw: true }),
    ).rejects.toThrow(QueryRefusedError);
    for (const sql of [
      `UPDATE "orders" SET "a" = 1`,
      `DELETE FROM "orders" WHERE "id" = 1`,
      `INSERT INTO "orders" VALUE {'id': 1}`,
      'SELECT * FROM "orders"; DELETE FROM "orders"',
    ]) {
      await expect(connector.prepare({ sql }, { tenant: [] })).rejects.toThrow(QueryRefusedError);
    }
    expect(fake.requests).toEqual([]);
  });

  it("returns the engine's message on errors", async () => {
    const prepared = await connector.prepare({ sql: 'SELECT * FROM "missing"' }, { tenant: [] });
    await expect(connector.run(prepared)).rejects.toThrow(QueryError);
    await expect(connector.run(prepared)).rejects.toThrow(/Table: missing not found/);
  });

  it('times out and cancels through the SDK abort signal', async () => {
    fake.delayMs = 2000;
    const prepared = await connector.prepare({ sql: 'SELECT * FROM "orders"' }, { tenant: [] });
    const started = Date.now();
    await expect(connector.run(prepared, { timeoutMs: 200 })).rejects.toThrow(QueryTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(connector.run(prepared, { signal: controller.signal })).rejects.toThrow(
      QueryCancelledError,
    );
  });
});
