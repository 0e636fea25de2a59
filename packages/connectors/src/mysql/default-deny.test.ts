import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, PrepareScope } from '../connector';
import { QueryRefusedError, TableNotReadableError, tableNotReadableMessage } from '../errors';
import { createMySqlConnector } from './driver';
import { createTenantDatabase, mariaDbReachable, ORDERS_PER_TENANT } from './tenant-db.fixture';

const reachable = await mariaDbReachable();

const ADMIN: PrepareScope = { tenant: [] };
const SCOPED: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'acme' }],
  raw: true,
};

describe.skipIf(!reachable)('MariaDB default-deny and recursive CTEs', () => {
  let connector: Connector;
  let database: string;
  let drop: () => Promise<void>;
  /** `orders` scoped, `products` shared (named with the database); the rest is not listed. */
  let TENANT: PrepareScope;

  beforeAll(async () => {
    const db = await createTenantDatabase();
    database = db.config.database;
    drop = db.drop;
    // With lower_case_table_names = 0 (Linux), `ORDERS` is another table than `orders`.
    await db.admin.query(`
      CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 20;
      CREATE TABLE ORDERS AS SELECT * FROM orders;
    `);
    connector = createMySqlConnector({ ...db.config, timeoutMs: 10_000 });
    TENANT = { ...SCOPED, readableTables: ['orders', `${database}.products`] };
  });

  afterAll(async () => {
    await connector?.close();
    await drop?.();
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

  it('reads the scoped table filtered and the shared one in full, however they are qualified', async () => {
    for (const ref of ['orders', '`orders`', `${database}.orders`, `\`${database}\`.\`orders\``]) {
      expect(await rows(`SELECT DISTINCT tenant_id FROM ${ref}`), ref).toEqual([
        { tenant_id: 'acme' },
      ]);
    }
    for (const ref of ['products', `${database}.products`]) {
      expect(await rows(`SELECT COUNT(*) AS n FROM ${ref}`), ref).toEqual([{ n: 3 }]);
    }
  });

  it('refuses unlisted tables and views, naming them as written', async () => {
    expect(await notReadable('SELECT * FROM customers')).toBe('customers');
    expect(await notReadable(`SELECT * FROM ${database}.web_events`)).toBe(
      `${database}.web_events`,
    );
    expect(await notReadable('SELECT * FROM big_orders')).toBe('big_orders');
    expect(await notReadable('SELECT * FROM no_such_table')).toBe('no_such_table');
  });

  it('refuses a table whose name differs from a listed one only in letter case', async () => {
    // The tenant scope (case-insensitive on purpose) would filter it; default-deny refuses it.
    expect(await notReadable('SELECT * FROM ORDERS')).toBe('ORDERS');
    expect(await notReadable('SELECT * FROM Products')).toBe('Products');
  });

  const hidden: Record<string, string> = {
    join: 'SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id',
    'subquery in WHERE': 'SELECT * FROM orders WHERE customer_id IN (SELECT id FROM customers)',
    exists: 'SELECT 1 FROM orders o WHERE EXISTS (SELECT 1 FROM customers c WHERE c.id = o.id)',
    'scalar subquery in SELECT': 'SELECT (SELECT COUNT(*) FROM customers) AS n',
    'derived table': 'SELECT * FROM (SELECT * FROM customers) AS c',
    'CTE body': 'WITH x AS (SELECT * FROM customers) SELECT * FROM x',
    'CTE named like the table reads it in its own body':
      'WITH customers AS (SELECT * FROM customers) SELECT * FROM customers',
    union: 'SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM customers',
    'recursive CTE anchor':
      'WITH RECURSIVE r(n) AS (SELECT COUNT(*) FROM customers UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r',
  };
  for (const [shape, sql] of Object.entries(hidden)) {
    it(`refuses an unlisted table in a ${shape}`, async () => {
      expect(await notReadable(sql)).toBe('customers');
    });
  }

  it('lets CTEs named like unlisted tables through when they do not read them', async () => {
    expect(await rows('WITH other AS (SELECT 1 AS n) SELECT * FROM other')).toEqual([{ n: 1 }]);
    expect(await rows('WITH customers AS (SELECT 2 AS n) SELECT * FROM customers')).toEqual([
      { n: 2 },
    ]);
  });

  it('always lets the tenant read its scoped tables; nothing changes without the list', async () => {
    const none: PrepareScope = { ...SCOPED, readableTables: [] };
    expect(await rows('SELECT COUNT(*) AS n FROM orders', none)).toEqual([
      { n: ORDERS_PER_TENANT.acme },
    ]);
    expect(await notReadable('SELECT * FROM products', none)).toBe('products');
    expect(await rows('SELECT COUNT(*) AS n FROM customers', SCOPED)).toEqual([{ n: 6 }]);
  });

  const COUNT_TO_FIVE =
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r ORDER BY n';
  for (const who of ['admin', 'tenant', 'default-deny tenant'] as const) {
    it(`${who}: a recursive CTE read by the main query, alone and joined to a scoped table`, async () => {
      const scope = { admin: ADMIN, tenant: SCOPED, 'default-deny tenant': TENANT }[who];
      expect((await rows(COUNT_TO_FIVE, scope)).map((row) => Number(row.n))).toEqual([
        1, 2, 3, 4, 5,
      ]);
      const joined = await rows(
        `WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 20)
         SELECT DISTINCT o.tenant_id FROM r JOIN orders o ON o.id = r.n ORDER BY 1`,
        scope,
      );
      const expected = who === 'admin' ? ['acme', 'globex', 'initech'] : ['acme'];
      expect(joined.map((row) => row.tenant_id)).toEqual(expected);
    });
  }

  it('a recursive CTE named like the scoped table: the CTE in its body, the real table scoped when qualified', async () => {
    const own = `WITH RECURSIVE orders(tenant_id, n) AS (
        SELECT 'z', 1 UNION ALL SELECT tenant_id, n + 1 FROM orders WHERE n < 3)
      SELECT tenant_id, COUNT(*) AS n FROM orders GROUP BY tenant_id`;
    expect(await rows(own, ADMIN)).toEqual([{ tenant_id: 'z', n: 3 }]);
    expect(await rows(own, TENANT)).toEqual([{ tenant_id: 'z', n: 3 }]);
    const prepared = await connector.prepare({ sql: own }, TENANT);
    expect(prepared.sql).not.toContain('__chartroom_scoped');
    const real = `WITH RECURSIVE orders(tenant_id, n) AS (
        SELECT CAST('z' AS CHAR(20)), 1 UNION ALL
        SELECT o.tenant_id, r.n + 1 FROM orders r JOIN ${database}.orders o ON o.id > 0 WHERE r.n < 2)
      SELECT DISTINCT tenant_id FROM orders ORDER BY 1`;
    expect((await rows(real, ADMIN)).map((row) => row.tenant_id)).toEqual([
      'acme',
      'globex',
      'initech',
      'z',
    ]);
    expect((await rows(real, TENANT)).map((row) => row.tenant_id)).toEqual(['acme', 'z']);
  });

  it('without RECURSIVE a self-reference is the real table: scoped, and refused when unlisted', async () => {
    const sql = `WITH orders AS (SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM orders)
      SELECT tenant_id, COUNT(*) AS n FROM orders GROUP BY tenant_id`;
    expect(await rows(sql, TENANT)).toEqual([{ tenant_id: 'acme', n: 2 * ORDERS_PER_TENANT.acme }]);
    const error = await connector
      .prepare(
        {
          sql: 'WITH r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT * FROM r',
        },
        TENANT,
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryRefusedError);
    expect((error as TableNotReadableError).table).toBe('r');
  });
});
