import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParamValue, TenantScope } from '../connector';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

const scopes: TenantScope[] = [
  { table: 'orders', column: 'tenant_id', value: 'a' },
  { table: 'customers', column: 'tenant_id', value: 'a' },
];

let connector: DuckDbConnector;
let dispose: () => void;

beforeAll(async () => {
  const db = await createTenantDb();
  dispose = db.dispose;
  connector = new DuckDbConnector({ type: 'duckdb', path: db.path });
});

afterAll(async () => {
  await connector.close();
  dispose();
});

async function scopedRows(sql: string, params: ParamValue[] = []) {
  const prepared = await connector.prepare({ sql, params }, { tenant: scopes });
  return (await connector.run(prepared)).rows;
}

/** Every value of every `*tenant*` column the query returns. */
async function tenantsSeen(sql: string): Promise<Set<unknown>> {
  const rows = await scopedRows(sql);
  expect(rows.length).toBeGreaterThan(0);
  return new Set(
    rows.flatMap((row) =>
      Object.entries(row)
        .filter(([k]) => /tenant/.test(k))
        .map(([, v]) => v),
    ),
  );
}

describe('tenant scope: a scoped tenant only ever sees its own rows', () => {
  const shapes: Record<string, string> = {
    plain: 'SELECT * FROM orders',
    alias: 'SELECT o.tenant_id FROM orders AS o',
    'alias without AS, column alias list': 'SELECT x.t AS tenant_id FROM orders x(id, t)',
    join: `SELECT o.tenant_id, c.tenant_id AS c_tenant FROM orders o
           JOIN customers c ON c.customer_id = o.customer_id`,
    'join with unscoped table': `SELECT o.tenant_id, p.name FROM products p
           LEFT JOIN orders o USING (product_id)`,
    cte: 'WITH x AS (SELECT * FROM orders) SELECT tenant_id FROM x',
    'chained ctes':
      'WITH x AS (SELECT * FROM orders), y AS (SELECT * FROM x) SELECT tenant_id FROM y',
    'cte shadowing the table name': `WITH orders AS (SELECT * FROM orders WHERE amount > 0)
           SELECT tenant_id FROM orders`,
    'cte shadowing, real table read schema-qualified': `WITH orders AS (SELECT 'zzz' AS tenant_id)
           SELECT tenant_id FROM main.orders`,
    'recursive keyword without union': `WITH RECURSIVE orders AS (SELECT * FROM orders)
           SELECT tenant_id FROM orders`,
    'cte declared in a sibling subquery does not shadow': `SELECT tenant_id FROM
           (WITH orders AS (SELECT * FROM orders) SELECT tenant_id FROM orders) s
           UNION ALL SELECT tenant_id FROM orders`,
    'nested with inside a cte': `WITH x AS (WITH orders AS (SELECT * FROM customers) SELECT tenant_id FROM orders)
           SELECT tenant_id FROM x UNION ALL SELECT tenant_id FROM orders`,
    'subquery in WHERE (IN)': `SELECT tenant_id FROM customers
           WHERE customer_id IN (SELECT customer_id FROM orders WHERE tenant_id <> 'a')
           UNION ALL SELECT 'a'`,
    'subquery in WHERE (EXISTS)': `SELECT c.tenant_id FROM customers c WHERE EXISTS
           (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)`,
    'scalar subquery in SELECT': `SELECT (SELECT max(tenant_id) FROM orders) AS tenant_id,
           (SELECT min(tenant_id) FROM customers) AS tenant_min`,
    union: 'SELECT tenant_id FROM orders UNION SELECT tenant_id FROM customers',
    'union all with cte on top': `WITH q AS (SELECT tenant_id FROM customers)
           SELECT tenant_id FROM q UNION ALL SELECT tenant_id FROM orders`,
    lateral: `SELECT c.tenant_id, l.tenant_id AS l_tenant FROM customers c,
           LATERAL (SELECT tenant_id FROM orders o WHERE o.customer_id = c.customer_id) l`,
    'schema-qualified main.orders': 'SELECT tenant_id FROM main.orders',
    'catalog-qualified tenants.main.orders': 'SELECT tenant_id FROM tenants.main.orders',
    'catalog-qualified tenants.orders': 'SELECT tenant_id FROM tenants.orders',
    'quoted mixed case "Orders"': 'SELECT tenant_id FROM "Orders"',
    'upper case ORDERS and quoted schema': 'SELECT tenant_id FROM "MAIN"."ORDERS"',
    'group by': 'SELECT tenant_id, count(*) AS n FROM orders GROUP BY ALL',
    'table sample': 'SELECT tenant_id FROM orders USING SAMPLE 60 PERCENT (bernoulli, 7)',
    pivot: `SELECT tenant_id FROM (PIVOT orders ON product_id IN (1, 2) USING sum(amount) GROUP BY tenant_id)`,
    'window over everything': 'SELECT tenant_id, count(*) OVER () AS n FROM orders',
    'star qualified': 'SELECT orders.* FROM orders',
  };

  for (const [name, sql] of Object.entries(shapes)) {
    it(name, async () => {
      expect([...(await tenantsSeen(sql))]).toEqual(['a']);
    });
  }

  it('aggregates only count the tenant rows', async () => {
    const all = await connector.run({ sql: 'SELECT count(*) AS n FROM orders', params: [] });
    const own = await scopedRows('SELECT count(*) AS n FROM orders');
    expect(all.rows[0]?.n).toBe(300);
    expect(own[0]?.n).toBe(100);
  });

  it('a CTE named like the table that drops the tenant column still counts only the tenant', async () => {
    const rows = await scopedRows(
      'WITH orders AS (SELECT count(*) AS n FROM orders) SELECT n FROM orders',
    );
    expect(rows).toEqual([{ n: 100 }]);
  });

  it('the EXISTS probe for other tenants finds nothing', async () => {
    const rows = await scopedRows(`SELECT count(*) AS n FROM customers c WHERE EXISTS
      (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.tenant_id <> 'a')`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('unscoped tables are left alone', async () => {
    const rows = await scopedRows('SELECT count(*) AS n FROM products');
    expect(rows).toEqual([{ n: 7 }]);
  });

  it('keeps parameters through the round trip and binds them', async () => {
    const rows = await scopedRows(
      'SELECT tenant_id, amount, created_at FROM orders WHERE amount > $1 AND created_at >= CAST($2 AS TIMESTAMP) AND tenant_id = $3',
      [100, '2024-01-05T00:00:00Z', 'a'],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tenant_id).toBe('a');
      expect(row.amount as number).toBeGreaterThan(100);
      expect(String(row.created_at) >= '2024-01-05T00:00:00.000Z').toBe(true);
    }
    const otherTenant = await scopedRows('SELECT count(*) AS n FROM orders WHERE tenant_id = $1', [
      'b',
    ]);
    expect(otherTenant).toEqual([{ n: 0 }]);
  });

  it('binds the tenant value as a parameter, never as SQL text', async () => {
    const tricky: TenantScope[] = [{ table: 'orders', column: 'tenant_id', value: "a' OR '1'='1" }];
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM orders' },
      { tenant: tricky },
    );
    expect((await connector.run(prepared)).rows).toEqual([{ n: 0 }]);
  });

  it('supports numeric tenant values and several scopes on one table', async () => {
    const numeric: TenantScope[] = [
      { table: 'orders', column: 'customer_id', value: 2 },
      { table: 'main.orders', column: 'tenant_id', value: 'b' },
    ];
    const prepared = await connector.prepare(
      { sql: 'SELECT DISTINCT tenant_id, customer_id FROM orders' },
      { tenant: numeric },
    );
    expect((await connector.run(prepared)).rows).toEqual([{ tenant_id: 'b', customer_id: 2 }]);
  });

  it('returns the query unchanged in meaning when there is no scope', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM orders' },
      { tenant: [] },
    );
    expect((await connector.run(prepared)).rows).toEqual([{ n: 300 }]);
  });
});
