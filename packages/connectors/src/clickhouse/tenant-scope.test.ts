import { compileClassicChart } from '@chartroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { clickHouseDialect } from './dialect';
import { openTenantDb, scopesFor, TENANTS, type TenantDb } from './tenant-db.fixture';

/** Each shape returns a `tenant_id` column (text or array) that must only hold the caller's tenant. */
const TENANT_SHAPES: Record<string, string> = {
  plain: 'SELECT tenant_id FROM orders',
  qualified: 'SELECT tenant_id FROM shop.orders',
  quoted: 'SELECT `tenant_id` FROM `shop`.`orders`',
  alias: 'SELECT o.tenant_id AS tenant_id FROM orders AS o',
  'subquery in FROM': 'SELECT tenant_id FROM (SELECT * FROM orders) AS s',
  cte: 'WITH x AS (SELECT * FROM orders) SELECT tenant_id FROM x',
  'cte shadowing the table':
    'WITH orders AS (SELECT * FROM shop.orders) SELECT tenant_id FROM orders',
  'nested ctes': 'WITH a AS (SELECT * FROM orders), b AS (SELECT * FROM a) SELECT tenant_id FROM b',
  'inner join':
    'SELECT c.tenant_id AS tenant_id FROM orders o JOIN customers c ON c.id = o.customer_id',
  'cross join':
    'SELECT groupUniqArray(c.tenant_id) AS tenant_id FROM orders o CROSS JOIN customers c',
  'full join on true':
    "SELECT arrayFilter(x -> x != '', [o.tenant_id, c.tenant_id]) AS tenant_id FROM orders o FULL OUTER JOIN customers c ON 1 = 1",
  'left join using': 'SELECT tenant_id FROM orders LEFT JOIN customers USING (tenant_id)',
  'union all': 'SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM customers',
  'union distinct': 'SELECT tenant_id FROM customers UNION DISTINCT SELECT tenant_id FROM orders',
  'union in subquery':
    'SELECT tenant_id FROM (SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM customers)',
  intersect: 'SELECT tenant_id FROM orders INTERSECT SELECT tenant_id FROM customers',
  except: "SELECT tenant_id FROM orders EXCEPT SELECT 'nobody'",
  parenthesised: '(SELECT tenant_id FROM orders)',
  'IN subquery': 'SELECT tenant_id FROM customers WHERE id IN (SELECT customer_id FROM orders)',
  'IN table':
    'SELECT tenant_id FROM customers WHERE (id, tenant_id) IN (SELECT customer_id, tenant_id FROM orders)',
  'scalar subquery': 'SELECT (SELECT groupUniqArray(tenant_id) FROM orders) AS tenant_id',
  'scalar WITH': 'WITH (SELECT groupUniqArray(tenant_id) FROM orders) AS t SELECT t AS tenant_id',
  view: 'SELECT tenant_id FROM paid_orders',
  'group by': 'SELECT tenant_id, sum(amount) AS total FROM orders GROUP BY tenant_id',
  'group by with rollup':
    "SELECT tenant_id, count() FROM orders GROUP BY tenant_id WITH ROLLUP HAVING tenant_id != ''",
  window: 'SELECT tenant_id, sum(amount) OVER (PARTITION BY status) AS s FROM orders',
  'array join': 'SELECT tenant_id FROM orders ARRAY JOIN [1, 2] AS x',
  'limit by': 'SELECT tenant_id FROM orders ORDER BY amount DESC LIMIT 1 BY status LIMIT 10',
  prewhere: 'SELECT tenant_id FROM orders PREWHERE amount > 0',
  'group array of all': 'SELECT groupUniqArray(tenant_id) AS tenant_id FROM orders',
  'min/max of the key':
    "SELECT arrayFilter(x -> x != '', [min(tenant_id), max(tenant_id)]) AS tenant_id FROM orders",
};

/** Each shape returns `n`, the number of another tenant's rows it can see: must be 0. */
const LEAK_COUNTS: Record<string, string> = {
  'count with foreign predicate': 'SELECT count() AS n FROM orders WHERE tenant_id != {p1:String}',
  exists:
    'SELECT count() AS n FROM customers WHERE exists(SELECT 1 FROM orders WHERE tenant_id != {p1:String})',
  'trivial count': 'SELECT count() - 4 AS n FROM orders',
  'implicit min-max-count projection': 'SELECT count() - 4 + min(id) - min(id) AS n FROM orders',
  'sum over everything': 'SELECT sum(amount) - 100 AS n FROM orders',
  'customers count': 'SELECT count() - 2 AS n FROM customers',
};

const ALL_TENANTS = [...TENANTS, 'a tenant without rows'];

for (const analyzer of [1, 0]) {
  describe(`ClickHouse tenant scoping on chdb (enable_analyzer=${analyzer})`, () => {
    let db: TenantDb;
    beforeAll(() => {
      db = openTenantDb();
      db.session.query(`SET enable_analyzer = ${analyzer}`);
    });
    afterAll(() => db.close());

    for (const [shape, sql] of Object.entries(TENANT_SHAPES)) {
      it(`${shape}: only the tenant's rows`, async () => {
        const seen = new Set<unknown>();
        for (const tenant of ALL_TENANTS) {
          const rows = await db.scoped(sql, tenant);
          const values = rows.flatMap((row) => [row.tenant_id].flat());
          for (const value of values) expect(value).toBe(tenant);
          values.forEach((value) => seen.add(value));
        }
        expect(seen.size).toBeGreaterThan(0);
      });
    }

    for (const [shape, sql] of Object.entries(LEAK_COUNTS)) {
      it(`${shape}: no foreign row`, async () => {
        for (const tenant of TENANTS) {
          expect(await db.scoped(sql, tenant, [tenant])).toEqual([{ n: 0 }]);
        }
      });
    }

    it('the same queries see every tenant without a scope (admins)', async () => {
      const prepared = await db.prepare('SELECT count() AS n FROM orders', { tenant: [] });
      expect(prepared.sql).not.toMatch(/SETTINGS/);
      expect(db.run(prepared.sql)).toEqual([{ n: 4 * TENANTS.length }]);
    });
  });
}

describe('ClickHouse scoping details (chdb)', () => {
  let db: TenantDb;
  beforeAll(() => {
    db = openTenantDb();
  });
  afterAll(() => db.close());

  it('refuses raw SQL from tenants, accepts it from admins', async () => {
    await expect(
      db.prepare('SELECT * FROM orders', { tenant: scopesFor('acme'), raw: true }),
    ).rejects.toThrow(QueryRefusedError);
    await expect(
      db.prepare('SELECT * FROM orders', { tenant: scopesFor('acme'), raw: true }),
    ).rejects.toThrow(/not accepted on ClickHouse/);
    await expect(
      db.prepare('SELECT * FROM orders', { tenant: [], raw: true }),
    ).resolves.toBeTruthy();
  });

  it('puts the tenant value in additional_table_filters keyed by database.table', async () => {
    const prepared = await db.prepare('SELECT id FROM orders', { tenant: scopesFor('acme') });
    expect(prepared.sql).toContain(
      "SETTINGS additional_table_filters = {'shop.orders': '(`tenant_id` = \\'acme\\')', 'shop.customers': '(`tenant_id` = \\'acme\\')'}",
    );
    expect(prepared.params).toEqual([]);
  });

  it('keeps the query parameters and binds them server-side', async () => {
    const prepared = await db.prepare(
      'SELECT id FROM orders WHERE amount >= {p1:Float64} AND status = {p2:String} ORDER BY id',
      { tenant: scopesFor('globex') },
      [30, 'paid'],
    );
    expect(prepared.params).toEqual([30, 'paid']);
    expect(db.run(prepared.sql, prepared.params)).toEqual([{ id: 13 }]);
  });

  it('scopes a numeric tenant column with a numeric tenant value', async () => {
    db.session.query(
      'CREATE TABLE shop.events (id UInt32, org UInt64) ENGINE = MergeTree ORDER BY id',
    );
    db.session.query('INSERT INTO shop.events VALUES (1, 7), (2, 8), (3, 7)');
    const prepared = await db.prepare('SELECT id FROM events ORDER BY id', {
      tenant: [{ table: 'events', column: 'org', value: 7 }],
    });
    expect(db.run(prepared.sql)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('applies table filters to every read of their table, with the tenant scope', async () => {
    const prepared = await db.prepare(
      'SELECT o.status AS status, c.tenant_id AS tenant_id FROM orders o JOIN customers c ON c.id = o.customer_id UNION ALL SELECT status, tenant_id FROM (SELECT * FROM orders)',
      {
        tenant: scopesFor('initech'),
        tableFilters: [
          {
            table: 'orders',
            predicate: { column: 'status', operator: 'in', values: ['paid', "x' OR 1=1 --"] },
          },
          {
            table: 'orders',
            predicate: { column: 'amount', operator: 'between', values: [10, 30] },
          },
        ],
      },
    );
    const rows = db.run(prepared.sql);
    expect(rows.length).toBe(4);
    for (const row of rows) expect(row).toEqual({ status: 'paid', tenant_id: 'initech' });
  });

  it('renders every predicate operator as a filter ClickHouse accepts', async () => {
    const cases = [
      { column: 'status', operator: 'equals', values: ['paid'] },
      { column: 'status', operator: 'not_equals', values: ['paid'] },
      { column: 'status', operator: 'like', values: ['%AI%'] },
      { column: 'status', operator: 'not_like', values: ['%ai%'] },
      { column: 'amount', operator: 'gt', values: [15] },
      { column: 'amount', operator: 'lte', values: [20] },
      { column: 'amount', operator: 'not_between', values: [15, 35] },
      { column: 'status', operator: 'not_in', values: ['open'] },
      { column: 'status', operator: 'is_not_null', values: [] },
      {
        column: 'created_at',
        operator: 'between',
        values: ['2024-01-01 00:00:00.000', '2024-01-31 23:59:59.999'],
        temporal: true,
      },
    ] as const;
    const expected = [2, 2, 2, 2, 3, 2, 2, 2, 4, 2];
    for (const [index, predicate] of cases.entries()) {
      const prepared = await db.prepare('SELECT count() AS n FROM orders', {
        tenant: scopesFor('acme'),
        tableFilters: [
          { table: 'orders', predicate: { ...predicate, values: [...predicate.values] } },
        ],
      });
      expect(db.run(prepared.sql), predicate.operator).toEqual([{ n: expected[index] }]);
    }
  });

  it("runs the dialect's compiled classic chart SQL, scoped, on chdb", async () => {
    const compiled = compileClassicChart(
      clickHouseDialect,
      {
        query:
          'SELECT o.created_at AS created_at, o.amount AS amount, c.name AS customer FROM orders o JOIN customers c ON c.id = o.customer_id',
        type: 'Bar',
        xAxis: { column: 'created_at', format: { bucketing: 'month' } },
        yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
      },
      [{ column: 'amount', operator: 'gte', values: [20] }],
    );
    for (const tenant of TENANTS) {
      const prepared = await db.prepare(
        compiled.sql,
        { tenant: scopesFor(tenant) },
        compiled.params,
      );
      const rows = db.run(prepared.sql, prepared.params);
      const total = rows.reduce((sum, row) => sum + Number(Object.values(row)[1]), 0);
      expect(total).toBe(20 + 30 + 40);
    }
  });

  it('refuses a scope naming another database form', async () => {
    await expect(
      db.prepare('SELECT 1', { tenant: [{ table: 'a.b.c', column: 'x', value: 'y' }] }),
    ).rejects.toThrow(QueryRefusedError);
    await expect(
      db.prepare('SELECT 1', {
        tenant: [{ table: 'orders', column: 'tenant_id', value: Number.NaN }],
      }),
    ).rejects.toThrow(QueryRefusedError);
  });
});
