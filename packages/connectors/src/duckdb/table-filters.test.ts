import type { Predicate } from '@chartroom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParamValue, TableFilter, TenantScope } from '../connector';
import { QueryError, QueryRefusedError } from '../errors';
import { DuckDbConnector } from './driver';
import { createTenantDb } from './tenant-db.fixture';

const tenantA: TenantScope[] = [
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

async function count(sql: string): Promise<unknown> {
  return (await connector.run({ sql, params: [] })).rows[0]?.n;
}

describe('tenant scopes are bound as parameters', () => {
  it('rewrites a scoped table into a subquery filtered by $n, numbered after the query params', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM orders WHERE amount > $1', params: [100] },
      { tenant: tenantA },
    );
    expect(prepared.sql).toBe(
      'SELECT count_star() AS n FROM (SELECT * FROM orders AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = $2)) AS orders WHERE (amount > $1)',
    );
    expect(prepared.params).toEqual([100, 'a']);
    const rows = (await connector.run(prepared)).rows;
    expect(rows).toEqual([
      { n: await count("SELECT count(*) AS n FROM orders WHERE tenant_id = 'a' AND amount > 100") },
    ]);
  });

  it('binds each scope once however often its table is referenced, and only when it is', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM orders a JOIN orders b USING (order_id)' },
      { tenant: tenantA },
    );
    expect(prepared.params).toEqual(['a']);
    expect(prepared.sql.match(/\$1/g)).toHaveLength(2);
    expect((await connector.run(prepared)).rows).toEqual([{ n: 100 }]);
    const unreferenced = await connector.prepare({ sql: 'SELECT 1 AS one' }, { tenant: tenantA });
    expect(unreferenced.params).toEqual([]);
    expect((await connector.run(unreferenced)).rows).toEqual([{ one: 1 }]);
  });

  it('numbers ? placeholders first, then the tenant values', async () => {
    const prepared = await connector.prepare(
      {
        sql: 'SELECT count(*) AS n FROM orders WHERE customer_id = ? AND product_id = ?',
        params: [1, 2],
      },
      { tenant: tenantA },
    );
    expect(prepared.params).toEqual([1, 2, 'a']);
    expect(prepared.sql).toContain('__chartroom_scoped.tenant_id = $3');
    const expected = await count(
      "SELECT count(*) AS n FROM orders WHERE tenant_id = 'a' AND customer_id = 1 AND product_id = 2",
    );
    expect((await connector.run(prepared)).rows).toEqual([{ n: expected }]);
  });

  it('refuses $n beyond the values given and named parameters, so no $n reads a tenant value', async () => {
    const refused = async (sql: string, params: ParamValue[]) =>
      connector.prepare({ sql, params }, { tenant: tenantA }).then(
        () => undefined,
        (e: unknown) => e,
      );
    const beyond = await refused('SELECT $2 AS leaked FROM orders', ['x']);
    expect(beyond).toBeInstanceOf(QueryRefusedError);
    expect((beyond as Error).message).toBe(
      'The query uses parameter $2 but only 1 value was given.',
    );
    const none = await refused('SELECT $1 AS leaked FROM orders', []);
    expect((none as Error).message).toBe('The query uses parameter $1 but no values were given.');
    const named = await refused('SELECT * FROM orders WHERE tenant_id = $tenant', ['a']);
    expect((named as Error).message).toMatch(/Named parameters such as \$tenant are not supported/);
  });
});

describe('table filters: each operator, values bound as parameters', () => {
  const cases: [string, Predicate, string][] = [
    [
      'between',
      { column: 'amount', operator: 'between', values: [50, 100] },
      'amount BETWEEN 50 AND 100',
    ],
    [
      'between (temporal)',
      {
        column: 'created_at',
        operator: 'between',
        values: ['2024-01-02 00:00:00', '2024-01-03 12:00:00'],
        temporal: true,
      },
      "created_at BETWEEN TIMESTAMP '2024-01-02 00:00:00' AND TIMESTAMP '2024-01-03 12:00:00'",
    ],
    ['in', { column: 'product_id', operator: 'in', values: [1, 3, 5] }, 'product_id IN (1, 3, 5)'],
    ['in (empty list)', { column: 'product_id', operator: 'in', values: [] }, 'false'],
    ['equals', { column: 'customer_id', operator: 'equals', values: [2] }, 'customer_id = 2'],
    [
      'not_equals',
      { column: 'customer_id', operator: 'not_equals', values: [2] },
      'customer_id <> 2',
    ],
    [
      'like (ILIKE)',
      { column: 'tenant_id', operator: 'like', values: ['A%'] },
      "tenant_id ILIKE 'A%'",
    ],
    ['gt', { column: 'amount', operator: 'gt', values: [150] }, 'amount > 150'],
    ['gte', { column: 'amount', operator: 'gte', values: [150] }, 'amount >= 150'],
    ['lt', { column: 'amount', operator: 'lt', values: [40] }, 'amount < 40'],
    ['lte', { column: 'amount', operator: 'lte', values: [40] }, 'amount <= 40'],
    [
      'gte (temporal)',
      { column: 'created_at', operator: 'gte', values: ['2024-01-10 00:00:00'], temporal: true },
      "created_at >= TIMESTAMP '2024-01-10'",
    ],
    ['is_null', { column: 'amount', operator: 'is_null', values: [] }, 'amount IS NULL'],
    [
      'is_not_null',
      { column: 'amount', operator: 'is_not_null', values: [] },
      'amount IS NOT NULL',
    ],
  ];

  for (const [name, predicate, where] of cases) {
    it(name, async () => {
      const filters: TableFilter[] = [{ table: 'orders', predicate }];
      const prepared = await connector.prepare(
        { sql: 'WITH x AS (SELECT * FROM orders) SELECT count(*) AS n FROM x' },
        { tenant: tenantA, tableFilters: filters },
      );
      expect(prepared.params).toEqual(['a', ...predicate.values]);
      predicate.values.forEach((value, index) => {
        expect(prepared.sql).toContain(`$${index + 2}`);
        if (typeof value === 'string') expect(prepared.sql).not.toContain(value);
      });
      const expected = await count(
        `SELECT count(*) AS n FROM orders WHERE tenant_id = 'a' AND (${where})`,
      );
      expect((await connector.run(prepared)).rows).toEqual([{ n: expected }]);
    });
  }

  it('applies to admins too (no tenant) and to every reference, any case', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM ORDERS o JOIN main."Orders" p USING (order_id)' },
      {
        tenant: [],
        tableFilters: [
          {
            table: 'Orders',
            predicate: { column: 'customer_id', operator: 'equals', values: [3] },
          },
        ],
      },
    );
    expect(prepared.params).toEqual([3]);
    expect((await connector.run(prepared)).rows).toEqual([
      { n: await count('SELECT count(*) AS n FROM orders WHERE customer_id = 3') },
    ]);
  });

  it('ANDs several filters with the tenant scope on one table', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT count(*) AS n FROM orders' },
      {
        tenant: tenantA,
        tableFilters: [
          { table: 'orders', predicate: { column: 'amount', operator: 'gt', values: [50] } },
          {
            table: 'main.orders',
            predicate: { column: 'product_id', operator: 'in', values: [2, 4] },
          },
        ],
      },
    );
    expect(prepared.params).toEqual(['a', 50, 2, 4]);
    const expected = await count(
      "SELECT count(*) AS n FROM orders WHERE tenant_id = 'a' AND amount > 50 AND product_id IN (2, 4)",
    );
    expect((await connector.run(prepared)).rows).toEqual([{ n: expected }]);
  });

  it('puts the column name in as a name, never as SQL text', async () => {
    const prepared = await connector.prepare(
      { sql: 'SELECT tenant_id FROM orders' },
      {
        tenant: tenantA,
        tableFilters: [
          {
            table: 'orders',
            predicate: {
              column: "tenant_id = tenant_id OR 'x'",
              operator: 'is_not_null',
              values: [],
            },
          },
        ],
      },
    );
    await expect(connector.run(prepared)).rejects.toThrow(QueryError);
    await expect(connector.run(prepared)).rejects.toThrow(/does not have a column named/);
  });

  it('refuses a filter without the values its operator needs', async () => {
    const error = await connector
      .prepare(
        { sql: 'SELECT * FROM orders' },
        {
          tenant: [],
          tableFilters: [
            { table: 'orders', predicate: { column: 'amount', operator: 'between', values: [1] } },
          ],
        },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryRefusedError);
    expect((error as Error).message).toMatch(/Invalid filter on column "amount"/);
  });
});
