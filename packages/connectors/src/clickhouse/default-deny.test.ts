import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError, TableNotReadableError, tableNotReadableMessage } from '../errors';
import { openTenantDb, scopesFor, type TenantDb } from './tenant-db.fixture';

/** `orders` and `customers` are scoped, `products` shared; the view `paid_orders` is not listed. */
const tenant = (readableTables: string[] = ['products']): PrepareScope => ({
  tenant: scopesFor('acme'),
  readableTables,
});

for (const analyzer of [1, 0]) {
  describe(`ClickHouse default-deny on chdb (session enable_analyzer=${analyzer})`, () => {
    let db: TenantDb;
    beforeAll(() => {
      db = openTenantDb();
      db.session.query(`SET enable_analyzer = ${analyzer}`);
    });
    afterAll(() => db.close());

    async function rows(sql: string, scope = tenant()) {
      const prepared = await db.prepare(sql, scope);
      return db.run(prepared.sql, prepared.params);
    }

    async function notReadable(sql: string, scope = tenant()): Promise<string> {
      const error: unknown = await db.prepare(sql, scope).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error, `expected "${sql}" to be refused`).toBeInstanceOf(TableNotReadableError);
      const { table, message } = error as TableNotReadableError;
      expect(message).toBe(tableNotReadableMessage(table));
      return table;
    }

    it('reads scoped tables filtered and the shared table in full', async () => {
      for (const ref of ['orders', 'shop.orders', '`shop`.`orders`']) {
        expect(await rows(`SELECT DISTINCT tenant_id FROM ${ref}`), ref).toEqual([
          { tenant_id: 'acme' },
        ]);
      }
      expect(await rows('SELECT count() AS n FROM shop.products')).toEqual([{ n: 2 }]);
      const prepared = await db.prepare('SELECT count() AS n FROM products', tenant());
      expect(prepared.sql).toMatch(/allow_experimental_analyzer = 1/);
    });

    it('refuses unlisted tables and views, wherever the query reads them', async () => {
      expect(await notReadable('SELECT * FROM paid_orders')).toBe('paid_orders');
      expect(await notReadable('SELECT * FROM shop.paid_orders')).toBe('shop.paid_orders');
      expect(await notReadable('SELECT * FROM no_such_table')).toBe('no_such_table');
      expect(await notReadable('SELECT * FROM Products')).toBe('Products');
      for (const sql of [
        'SELECT * FROM orders WHERE id IN (SELECT id FROM paid_orders)',
        'SELECT * FROM orders WHERE id IN paid_orders',
        'SELECT (SELECT count() FROM paid_orders) AS n',
        'SELECT id FROM orders UNION ALL SELECT id FROM paid_orders',
        'SELECT * FROM orders o JOIN paid_orders p ON p.id = o.id',
        'WITH x AS (SELECT * FROM paid_orders) SELECT * FROM x',
        'WITH paid_orders AS (SELECT * FROM paid_orders) SELECT * FROM paid_orders',
      ]) {
        expect(await notReadable(sql), sql).toMatch(/paid_orders$/);
      }
    });

    it('lets CTEs named like unlisted tables through when they do not read them', async () => {
      expect(
        await rows("WITH paid_orders AS (SELECT 'x' AS tenant_id) SELECT * FROM paid_orders"),
      ).toEqual([{ tenant_id: 'x' }]);
      expect(await rows('WITH other AS (SELECT 1 AS n) SELECT n FROM other')).toEqual([{ n: 1 }]);
      expect(
        (
          await rows(
            'WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r ORDER BY n',
          )
        ).map((row) => row.n),
      ).toEqual([1, 2, 3]);
    });

    it('runs with the analyzer it checked: a forward CTE reference reads the CTE, not the view', async () => {
      // The old analyzer would read the real view here; the prepared query carries the analyzer.
      const sql =
        'WITH a AS (SELECT id FROM paid_orders), paid_orders AS (SELECT 999 AS id) SELECT id FROM a';
      expect(await rows(sql)).toEqual([{ id: 999 }]);
    });

    it('always lets the tenant read its scoped tables; nothing changes without the list', async () => {
      expect(await rows('SELECT DISTINCT tenant_id FROM customers', tenant([]))).toEqual([
        { tenant_id: 'acme' },
      ]);
      expect(await notReadable('SELECT * FROM products', tenant([]))).toBe('products');
      const legacy = await db.prepare('SELECT count() AS n FROM paid_orders', {
        tenant: scopesFor('acme'),
      });
      expect(legacy.sql).not.toMatch(/allow_experimental_analyzer/);
    });

    it('refuses raw SQL from any tenant, even one with only shared tables', async () => {
      await expect(
        db.prepare('SELECT * FROM products', {
          tenant: [],
          readableTables: ['products'],
          raw: true,
        }),
      ).rejects.toThrow(QueryRefusedError);
    });
  });
}
