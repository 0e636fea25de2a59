import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { TableNotReadableError, tableNotReadableMessage } from '../errors';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

/** `orders` is scoped, `products` shared; `customers`, the view and `other.orders` are not listed. */
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'a' }],
  readableTables: ['orders', 'main.products'],
  raw: true,
};

let connector: DuckDbConnector;
let dispose: () => void;

beforeAll(async () => {
  const db = await createTenantDb(`
    CREATE VIEW paid_orders AS SELECT * FROM orders WHERE amount > 100;
    CREATE SCHEMA other;
    CREATE TABLE other.orders AS SELECT * FROM orders;
  `);
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path: db.path });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

async function rows(sql: string, scope: PrepareScope = TENANT) {
  return (await connector.run(await connector.prepare({ sql }, scope))).rows;
}

async function notReadable(sql: string, scope: PrepareScope = TENANT): Promise<string> {
  const error: unknown = await connector.prepare({ sql }, scope).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected "${sql}" to be refused`).toBeInstanceOf(TableNotReadableError);
  const { table, message } = error as TableNotReadableError;
  expect(message).toBe(tableNotReadableMessage(table));
  return table;
}

describe('DuckDB default-deny: tenants read only scoped and shared tables', () => {
  it('reads a scoped table, filtered to the tenant', async () => {
    const seen = await rows('SELECT DISTINCT tenant_id FROM orders');
    expect(seen).toEqual([{ tenant_id: 'a' }]);
  });

  it('reads a shared table in full', async () => {
    expect(await rows('SELECT count(*) AS n FROM products')).toEqual([{ n: 7 }]);
  });

  it('accepts every spelling DuckDB resolves to a listed table', async () => {
    for (const ref of [
      'ORDERS',
      '"Orders"',
      'main.orders',
      'MAIN."ORDERS"',
      'tenants.orders',
      'tenants.main.orders',
    ]) {
      expect(await rows(`SELECT DISTINCT tenant_id FROM ${ref}`), ref).toEqual([
        { tenant_id: 'a' },
      ]);
    }
    for (const ref of ['Products', 'main.products', 'tenants.PRODUCTS']) {
      expect(await rows(`SELECT count(*) AS n FROM ${ref}`), ref).toEqual([{ n: 7 }]);
    }
  });

  it('matches listed names written with the database or in another case', async () => {
    const scope: PrepareScope = { ...TENANT, readableTables: ['tenants.Products'] };
    expect(await rows('SELECT count(*) AS n FROM products', scope)).toEqual([{ n: 7 }]);
    expect(await rows('SELECT count(*) AS n FROM main.PRODUCTS', scope)).toEqual([{ n: 7 }]);
  });

  it('refuses an unlisted table, naming it as the query wrote it', async () => {
    expect(await notReadable('SELECT * FROM customers')).toBe('customers');
    expect(await notReadable('SELECT * FROM main.Customers')).toBe('main.Customers');
  });

  it('refuses a differently-qualified table of the same name', async () => {
    expect(await notReadable('SELECT * FROM other.orders')).toBe('other.orders');
    expect(await notReadable('SELECT * FROM tenants.other.orders')).toBe('tenants.other.orders');
  });

  it('refuses an unlisted view, even over a scoped table', async () => {
    expect(await notReadable('SELECT * FROM paid_orders')).toBe('paid_orders');
  });

  it('refuses a table that does not exist the same way (the catalog stays hidden)', async () => {
    expect(await notReadable('SELECT * FROM no_such_table')).toBe('no_such_table');
  });

  const hidden: Record<string, string> = {
    join: 'SELECT * FROM orders o JOIN customers c USING (customer_id)',
    'subquery in WHERE':
      'SELECT * FROM orders WHERE customer_id IN (SELECT customer_id FROM customers)',
    exists:
      'SELECT * FROM orders o WHERE EXISTS (SELECT 1 FROM customers c WHERE c.tenant_id = o.tenant_id)',
    'scalar subquery in SELECT': 'SELECT (SELECT count(*) FROM customers) AS n',
    'CTE body': 'WITH x AS (SELECT * FROM customers) SELECT * FROM x',
    'CTE named like the table reads the table in its own body':
      'WITH customers AS (SELECT * FROM customers) SELECT * FROM customers',
    union: 'SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM customers',
    lateral:
      'SELECT * FROM orders o, LATERAL (SELECT * FROM customers c WHERE c.customer_id = o.customer_id)',
    pivot: "SELECT * FROM (PIVOT customers ON tenant_id IN ('a', 'b') USING count(*))",
    'subquery in FROM': 'SELECT * FROM (SELECT * FROM (SELECT * FROM customers) a) b',
  };
  for (const [shape, sql] of Object.entries(hidden)) {
    it(`refuses an unlisted table in a ${shape}`, async () => {
      expect(await notReadable(sql)).toBe('customers');
    });
  }

  it('lets CTEs named like unlisted tables through when they do not read them', async () => {
    expect(await rows('WITH other AS (SELECT 1 AS n) SELECT * FROM other')).toEqual([{ n: 1 }]);
    expect(
      await rows('WITH customers AS (SELECT 2 AS n) SELECT n FROM customers WHERE n > 1'),
    ).toEqual([{ n: 2 }]);
    expect(
      await rows(`WITH customers AS (SELECT DISTINCT tenant_id FROM orders)
        SELECT * FROM customers WHERE tenant_id IN (SELECT tenant_id FROM customers)`),
    ).toEqual([{ tenant_id: 'a' }]);
  });

  it('always lets the tenant read its scoped tables, even when the list omits them', async () => {
    const scope: PrepareScope = { ...TENANT, readableTables: [] };
    expect(await rows('SELECT DISTINCT tenant_id FROM main.orders', scope)).toEqual([
      { tenant_id: 'a' },
    ]);
    expect(await notReadable('SELECT * FROM products', scope)).toBe('products');
  });

  it('changes nothing when readableTables is not set (admins, earlier callers)', async () => {
    const scope: PrepareScope = { tenant: TENANT.tenant, raw: true };
    expect(await rows('SELECT count(*) AS n FROM customers', scope)).toEqual([{ n: 15 }]);
    expect(await rows('SELECT count(*) AS n FROM paid_orders', { tenant: [] })).toEqual([
      { n: 163 },
    ]);
  });

  it('lists the view itself to share it (its inside is not rewritten)', async () => {
    const scope: PrepareScope = { ...TENANT, readableTables: ['orders', 'paid_orders'] };
    expect(await rows('SELECT count(*) AS n FROM paid_orders', scope)).toEqual([{ n: 163 }]);
  });
});
