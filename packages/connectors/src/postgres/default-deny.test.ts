import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, PrepareScope } from '../connector';
import { QueryError, TableNotReadableError, tableNotReadableMessage } from '../errors';
import { createPostgresConnector } from './driver';
import { preparePostgresQuery } from './prepare-query';
import { createTenantDb, isServerReachable, type TenantDb } from './tenant-db.fixture';

/** `orders` is scoped, `products` shared; everything else (customers, sales.orders…) is not. */
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'a' }],
  readableTables: ['orders', 'public.products'],
  raw: true,
};

async function notReadable(sql: string, scope: PrepareScope = TENANT): Promise<string> {
  const error: unknown = await preparePostgresQuery({ sql }, scope).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected "${sql}" to be refused`).toBeInstanceOf(TableNotReadableError);
  const { table, message } = error as TableNotReadableError;
  expect(message).toBe(tableNotReadableMessage(table));
  return table;
}

describe('PostgreSQL default-deny (parser only)', () => {
  it('accepts the scoped and shared tables as PostgreSQL resolves them', async () => {
    for (const ref of ['orders', 'ORDERS', '"orders"', 'public.orders', 'PUBLIC."orders"']) {
      const prepared = await preparePostgresQuery({ sql: `SELECT * FROM ${ref}` }, TENANT);
      expect(prepared.sql, ref).toMatch(/__chartroom_scoped\.tenant_id = \$1/);
    }
    for (const ref of ['products', 'public.products', 'Products', 'test.public.products']) {
      const prepared = await preparePostgresQuery({ sql: `SELECT * FROM ${ref}` }, TENANT);
      expect(prepared.sql, ref).toBe(`SELECT * FROM ${ref}`);
    }
  });

  it('refuses an unlisted table, a differently-qualified or differently-quoted one', async () => {
    expect(await notReadable('SELECT * FROM customers')).toBe('customers');
    expect(await notReadable('SELECT * FROM Customers')).toBe('customers');
    expect(await notReadable('SELECT * FROM sales.orders')).toBe('sales.orders');
    expect(await notReadable('SELECT * FROM "Orders"')).toBe('Orders');
    expect(await notReadable('SELECT * FROM public."PRODUCTS"')).toBe('public.PRODUCTS');
    expect(await notReadable('SELECT * FROM big_orders')).toBe('big_orders');
  });

  it('reads listed names as PostgreSQL would: quoted exactly, unquoted folded or as stored', async () => {
    const quoted: PrepareScope = { ...TENANT, readableTables: ['"Events"', 'Sales.Orders'] };
    await expect(
      preparePostgresQuery({ sql: 'SELECT * FROM "Events"' }, quoted),
    ).resolves.toBeDefined();
    expect(await notReadable('SELECT * FROM events', quoted)).toBe('events');
    await expect(
      preparePostgresQuery({ sql: 'SELECT * FROM sales.orders' }, quoted),
    ).resolves.toBeDefined();
    await expect(
      preparePostgresQuery({ sql: 'SELECT * FROM "Sales"."Orders"' }, quoted),
    ).resolves.toBeDefined();
    expect(await notReadable('SELECT * FROM public.events', quoted)).toBe('public.events');
    const schemaOnly: PrepareScope = { ...TENANT, readableTables: ['sales.orders'] };
    // The scoped `orders` is public.orders; `sales.orders` is readable only as itself.
    await expect(
      preparePostgresQuery({ sql: 'SELECT * FROM sales.orders' }, schemaOnly),
    ).resolves.toBeDefined();
    expect(await notReadable('SELECT * FROM products', schemaOnly)).toBe('products');
  });

  const hidden: Record<string, string> = {
    join: 'SELECT * FROM orders o JOIN customers c USING (customer_id)',
    'subquery in WHERE':
      'SELECT * FROM orders WHERE customer_id IN (SELECT customer_id FROM customers)',
    exists: 'SELECT 1 WHERE EXISTS (SELECT 1 FROM customers)',
    'scalar subquery in SELECT': 'SELECT (SELECT count(*) FROM customers) AS n',
    'CTE body': 'WITH x AS (SELECT * FROM customers) SELECT * FROM x',
    'CTE named like the table reads it in its own body':
      'WITH customers AS (SELECT * FROM customers) SELECT * FROM customers',
    union: 'SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM customers',
    lateral:
      'SELECT * FROM orders o CROSS JOIN LATERAL (SELECT * FROM customers c WHERE c.customer_id = o.customer_id) l',
    'recursive CTE anchor':
      'WITH RECURSIVE r(n) AS (SELECT count(*) FROM customers UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r',
    'ORDER BY subquery': 'SELECT 1 ORDER BY (SELECT count(*) FROM customers)',
  };
  for (const [shape, sql] of Object.entries(hidden)) {
    it(`refuses an unlisted table in a ${shape}`, async () => {
      expect(await notReadable(sql)).toBe('customers');
    });
  }

  it('lets CTEs named like unlisted tables through when they do not read them', async () => {
    for (const sql of [
      'WITH other AS (SELECT 1) SELECT * FROM other',
      'WITH customers AS (SELECT 1 AS n) SELECT * FROM customers',
      'WITH RECURSIVE customers(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM customers WHERE n < 3) SELECT * FROM customers',
    ]) {
      await expect(preparePostgresQuery({ sql }, TENANT), sql).resolves.toBeDefined();
    }
  });

  it('always lets the tenant read its scoped tables, and changes nothing without the list', async () => {
    const none: PrepareScope = { ...TENANT, readableTables: [] };
    await expect(
      preparePostgresQuery({ sql: 'SELECT * FROM orders' }, none),
    ).resolves.toBeDefined();
    expect(await notReadable('SELECT * FROM products', none)).toBe('products');
    const legacy: PrepareScope = { tenant: TENANT.tenant, raw: true };
    const prepared = await preparePostgresQuery({ sql: 'SELECT * FROM customers' }, legacy);
    expect(prepared.sql).toBe('SELECT * FROM customers');
  });
});

const reachable = await isServerReachable();

describe.skipIf(!reachable)('PostgreSQL default-deny and recursive CTEs on a real server', () => {
  let db: TenantDb;
  let connector: Connector;

  beforeAll(async () => {
    db = await createTenantDb();
    connector = createPostgresConnector(db.config);
  });

  afterAll(async () => {
    await connector?.close();
    await db?.dispose();
  });

  async function rows(sql: string, scope: PrepareScope) {
    return (await connector.run(await connector.prepare({ sql }, scope))).rows;
  }

  it('reads the scoped table filtered, the shared one in full', async () => {
    expect(await rows('SELECT DISTINCT tenant_id FROM public.orders', TENANT)).toEqual([
      { tenant_id: 'a' },
    ]);
    expect(await rows('SELECT count(*)::int AS n FROM products', TENANT)).toEqual([{ n: 7 }]);
    await expect(connector.prepare({ sql: 'SELECT * FROM sales.orders' }, TENANT)).rejects.toThrow(
      TableNotReadableError,
    );
  });

  const COUNT_TO_FIVE =
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r ORDER BY n';
  for (const [who, scope] of Object.entries({
    admin: { tenant: [] },
    tenant: { tenant: TENANT.tenant, raw: true },
    'default-deny tenant': TENANT,
  } satisfies Record<string, PrepareScope>)) {
    it(`${who}: a recursive CTE read by the main query, alone and joined to a scoped table`, async () => {
      expect((await rows(COUNT_TO_FIVE, scope)).map((row) => row.n)).toEqual([1, 2, 3, 4, 5]);
      const joined = await rows(
        `WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r WHERE n < 8)
         SELECT DISTINCT o.tenant_id FROM r JOIN orders o ON o.order_id = r.n ORDER BY 1`,
        scope,
      );
      const expected = scope.tenant.length === 0 ? ['a', 'b', 'c'] : ['a'];
      expect(joined.map((row) => row.tenant_id)).toEqual(expected);
    });
  }

  it('a recursive CTE named like the scoped table never reads the table unscoped', async () => {
    // PostgreSQL binds every `orders` inside WITH RECURSIVE orders to the CTE: reading it in the
    // anchor is an engine error, and a CTE that does not read it returns only its own rows.
    const anchor = `WITH RECURSIVE orders(tenant_id, n) AS (
        SELECT tenant_id, 1 FROM orders UNION ALL SELECT tenant_id, n + 1 FROM orders WHERE n < 2)
      SELECT DISTINCT tenant_id FROM orders`;
    await expect(rows(anchor, TENANT)).rejects.toThrow(QueryError);
    await expect(rows(anchor, { tenant: [] })).rejects.toThrow(/recursive reference/);
    const own = `WITH RECURSIVE orders(tenant_id, n) AS (
        SELECT 'z', 1 UNION ALL SELECT o.tenant_id, r.n + 1 FROM orders r, public.orders o WHERE r.n < 2)
      SELECT DISTINCT tenant_id FROM orders ORDER BY 1`;
    expect((await rows(own, { tenant: [] })).map((row) => row.tenant_id)).toEqual([
      'a',
      'b',
      'c',
      'z',
    ]);
    expect((await rows(own, TENANT)).map((row) => row.tenant_id)).toEqual(['a', 'z']);
  });
});
