import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareScope, TableFilter } from '../connector';
import { createPostgresConnector } from './driver';
import type { Connector } from '../connector';
import { createTenantDb, isServerReachable, TENANTS, type TenantDb } from './tenant-db.fixture';
import { sharedDataPath } from '../test-support/shared-data';

const reachable = await isServerReachable();

const SCOPED_TABLES = ['orders', 'customers', 'web_events'];
const scopeFor = (tenant: string, filters: TableFilter[] = []): PrepareScope => ({
  tenant: SCOPED_TABLES.map((table) => ({ table, column: 'tenant_id', value: tenant })),
  tableFilters: filters,
  raw: true,
});

/**
 * Query shapes; every column whose name starts with `t` holds a tenant id. `rows` is the
 * number of rows tenant 'a' must see (each tenant has the same amount of data).
 */
const SHAPES: Array<{ name: string; sql: (db: string) => string; rows?: number }> = [
  { name: 'plain', sql: () => 'SELECT tenant_id AS t FROM orders', rows: 100 },
  { name: 'alias', sql: () => 'SELECT o.tenant_id AS t FROM orders AS o', rows: 100 },
  {
    name: 'join',
    sql: () =>
      'SELECT o.tenant_id AS t1, c.tenant_id AS t2 FROM orders o JOIN customers c ON c.customer_id = o.customer_id',
    rows: 100,
  },
  {
    name: 'join with USING and a shared table',
    sql: () =>
      'SELECT o.tenant_id AS t, p.name FROM orders o JOIN products p USING (product_id) LEFT JOIN web_events w ON w.customer_id = o.customer_id',
  },
  {
    name: 'CTE',
    sql: () => 'WITH x AS (SELECT * FROM orders) SELECT tenant_id AS t FROM x',
    rows: 100,
  },
  {
    name: 'CTE shadowing the table',
    sql: () =>
      'WITH orders AS (SELECT * FROM orders WHERE amount > 0) SELECT tenant_id AS t FROM orders',
    rows: 100,
  },
  {
    name: 'CTE shadowing one table with another',
    sql: () => 'WITH orders AS (SELECT * FROM web_events) SELECT o.tenant_id AS t FROM orders o',
    rows: 30,
  },
  {
    name: 'quoted lower-case CTE',
    sql: () => `WITH "orders" AS (SELECT * FROM "orders") SELECT tenant_id AS t FROM orders`,
    rows: 100,
  },
  {
    name: 'later sibling CTE named like the table',
    sql: () =>
      'WITH a AS (SELECT tenant_id FROM orders), orders AS (SELECT * FROM a) SELECT tenant_id AS t FROM orders',
    rows: 100,
  },
  {
    name: 'recursive CTE',
    sql: () =>
      'WITH RECURSIVE r(n, t) AS (SELECT 1, tenant_id FROM orders UNION ALL SELECT n + 1, t FROM r WHERE n < 2) SELECT t FROM r',
    rows: 200,
  },
  {
    name: 'IN subquery',
    sql: () =>
      'SELECT tenant_id AS t FROM web_events WHERE customer_id IN (SELECT customer_id FROM orders WHERE amount > 0)',
    rows: 30,
  },
  {
    name: 'EXISTS subquery',
    sql: () =>
      'SELECT c.tenant_id AS t FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)',
    rows: 5,
  },
  {
    name: 'scalar subqueries in SELECT',
    sql: () =>
      'SELECT (SELECT max(tenant_id) FROM orders) AS t1, (SELECT min(tenant_id) FROM web_events) AS t2, (SELECT count(*) FROM orders) AS n',
    rows: 1,
  },
  {
    name: 'subquery in FROM',
    sql: () => 'SELECT s.tenant_id AS t FROM (SELECT * FROM orders) s',
    rows: 100,
  },
  {
    name: 'UNION',
    sql: () =>
      'SELECT tenant_id AS t FROM orders UNION ALL SELECT tenant_id FROM web_events UNION ALL SELECT tenant_id FROM customers',
    rows: 135,
  },
  {
    name: 'LATERAL',
    sql: () =>
      'SELECT c.tenant_id AS t1, l.tenant_id AS t2 FROM customers c CROSS JOIN LATERAL (SELECT tenant_id FROM orders o WHERE o.customer_id = c.customer_id LIMIT 2) l',
    rows: 10,
  },
  { name: 'schema-qualified', sql: () => 'SELECT tenant_id AS t FROM public.orders', rows: 100 },
  {
    name: 'other schema, same name',
    sql: () => 'SELECT tenant_id AS t FROM sales.orders',
    rows: 100,
  },
  {
    name: 'catalog-qualified',
    sql: (db) => `SELECT tenant_id AS t FROM ${db}.public.orders`,
    rows: 100,
  },
  { name: 'quoted', sql: () => 'SELECT "tenant_id" AS t FROM "public"."orders"', rows: 100 },
  { name: 'upper case', sql: () => 'SELECT TENANT_ID AS t FROM PUBLIC.ORDERS O', rows: 100 },
  {
    name: 'column alias list',
    sql: () => 'SELECT t FROM orders AS o(id, t)',
    rows: 100,
  },
  { name: 'ONLY', sql: () => 'SELECT tenant_id AS t FROM ONLY orders', rows: 100 },
  {
    name: 'aggregate and window',
    sql: () =>
      'SELECT tenant_id AS t, count(*) OVER () AS n FROM orders GROUP BY tenant_id, order_id',
    rows: 100,
  },
  {
    name: 'nested WITH in a subquery',
    sql: () =>
      'SELECT * FROM (WITH w AS (SELECT tenant_id FROM web_events) SELECT tenant_id AS t FROM w) s',
    rows: 30,
  },
  {
    name: 'subqueries in VALUES, ORDER BY and LIMIT',
    sql: () =>
      'SELECT t FROM (VALUES ((SELECT max(tenant_id) FROM orders))) v(t) ORDER BY (SELECT count(*) FROM web_events) LIMIT (SELECT count(*) FROM customers)',
    rows: 1,
  },
  {
    name: 'parenthesized join with an alias',
    sql: () =>
      'SELECT j.tenant_id AS t FROM (orders o JOIN customers c USING (customer_id, tenant_id)) AS j',
    rows: 100,
  },
  {
    name: 'NATURAL JOIN',
    sql: () => 'SELECT tenant_id AS t FROM orders NATURAL JOIN customers',
    rows: 100,
  },
  {
    name: 'OR-based escape attempt',
    sql: () => "SELECT tenant_id AS t FROM orders WHERE tenant_id = 'b' OR 1 = 1",
    rows: 100,
  },
];

describe.skipIf(!reachable)(
  'PostgreSQL tenant isolation (needs PostgreSQL on 127.0.0.1:5432)',
  () => {
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

    async function tenantValues(sql: string, scope: PrepareScope, params: string[] = []) {
      const prepared = await connector.prepare({ sql, params }, scope);
      const result = await connector.run(prepared, { rowCap: 100_000 });
      const names = result.columns.map((c) => c.name).filter((name) => name.startsWith('t'));
      return {
        rows: result.rows.length,
        values: result.rows.flatMap((row) => names.map((name) => row[name])),
      };
    }

    for (const shape of SHAPES) {
      it(`returns no other tenant's rows: ${shape.name}`, async () => {
        for (const tenant of TENANTS) {
          const others = TENANTS.filter((t) => t !== tenant);
          const { rows, values } = await tenantValues(shape.sql(db.database), scopeFor(tenant));
          expect(
            values.filter((v) => others.includes(v as never)),
            `${shape.name} / ${tenant}`,
          ).toEqual([]);
          if (shape.rows !== undefined) expect(rows, `${shape.name} / ${tenant}`).toBe(shape.rows);
          else expect(rows).toBeGreaterThan(0);
        }
      });
    }

    it('refuses a mixed-case CTE name the deparser would not keep', async () => {
      await expect(
        connector.prepare(
          { sql: `WITH "Orders" AS (SELECT 'z' AS tenant_id) SELECT tenant_id AS t FROM orders` },
          scopeFor('a'),
        ),
      ).rejects.toThrow(/WITH query name "Orders" cannot be used with tenant scoping/);
    });

    it('counts match the tenant-filtered truth', async () => {
      const truth = await db.admin(
        "SELECT count(*)::int AS n, sum(amount)::float8 AS s FROM orders WHERE tenant_id = 'b'",
      );
      const prepared = await connector.prepare(
        { sql: 'SELECT count(*) AS n, sum(amount)::float8 AS s FROM orders' },
        scopeFor('b'),
      );
      expect((await connector.run(prepared)).rows).toEqual(truth.rows);
    });

    it('scopes a view only when the policy lists it', async () => {
      const view = 'SELECT tenant_id AS t FROM big_orders';
      const unlisted = await tenantValues(view, scopeFor('a'));
      expect(new Set(unlisted.values)).toEqual(new Set(TENANTS));
      const listed = await tenantValues(view, {
        tenant: [{ table: 'big_orders', column: 'tenant_id', value: 'a' }],
      });
      expect(new Set(listed.values)).toEqual(new Set(['a']));
    });

    it('applies raw-table filters with bound values, temporal values as timestamptz', async () => {
      const filters: TableFilter[] = [
        {
          table: 'orders',
          predicate: {
            column: 'created_at',
            operator: 'between',
            values: ['2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z'],
            temporal: true,
          },
        },
        { table: 'orders', predicate: { column: 'tenant_id', operator: 'like', values: ['%A%'] } },
      ];
      const truth = await db.admin(
        `SELECT count(*)::int AS n FROM orders WHERE tenant_id = 'a'
         AND created_at BETWEEN '2024-01-01T00:00:00Z' AND '2024-01-02T00:00:00Z'`,
      );
      const prepared = await connector.prepare(
        { sql: 'SELECT count(*) AS n FROM orders o' },
        scopeFor('a', filters),
      );
      expect((await connector.run(prepared)).rows).toEqual(truth.rows);
    });

    it('keeps injection payloads inert as tenant values, bound parameters and filter values', async () => {
      const payloads = [
        ...readLines(sharedDataPath('sqli', 'seclists', 'Generic-SQLi.txt')),
        ...readLines(sharedDataPath('sqli', 'fuzzdb', 'exploit__postgres-enumeration.txt')),
      ];
      expect(payloads.length).toBeGreaterThan(250);
      for (const payload of payloads) {
        const asTenant = await tenantValues('SELECT tenant_id AS t FROM orders', scopeFor(payload));
        expect(asTenant.rows, payload).toBe(0);
        const asParam = await tenantValues(
          'SELECT tenant_id AS t FROM orders WHERE customer_id::text <> $1 OR tenant_id = $1',
          scopeFor('a'),
          [payload],
        );
        expect(
          asParam.values.every((v) => v === 'a'),
          payload,
        ).toBe(true);
        const asFilter = await tenantValues(
          'SELECT tenant_id AS t FROM customers',
          scopeFor('c', [
            {
              table: 'customers',
              predicate: { column: 'name', operator: 'not_equals', values: [payload] },
            },
            {
              table: 'customers',
              predicate: { column: 'name', operator: 'in', values: ['x', payload] },
            },
          ]),
        );
        expect(asFilter.rows, payload).toBe(0);
      }
      const canary = await db.admin('SELECT id, note FROM canary');
      expect(canary.rows).toEqual([{ id: 1, note: 'untouched' }]);
      const tables = await db.admin(
        "SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace",
      );
      expect(tables.rows).toEqual([{ n: 5 }]);
    });
  },
);

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '');
}
