import { describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import { bigQueryEngine } from './sql-engine';

const engine = bigQueryEngine('proj', 'ds');
const acme: PrepareScope = {
  tenant: [
    { table: 'orders', column: 'tenant_id', value: 'acme' },
    { table: 'customers', column: 'tenant_id', value: 'acme' },
  ],
};
const prepare = (sql: string, scope: PrepareScope = acme, params: Array<string | number> = []) =>
  prepareWithParser(engine, { sql, params }, scope);

describe('BigQuery prepare: golden rewrites', () => {
  it('scopes a join, keeps the caller’s @p1 and appends the tenant values', () => {
    expect(
      prepare(
        'SELECT o.id FROM orders o JOIN ds.customers c ON c.id = o.customer_id WHERE o.amount > @p1',
        acme,
        [5],
      ),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          5,
          "acme",
          "acme",
        ],
        "sql": "SELECT o.id FROM (SELECT * FROM orders AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p2)) AS o JOIN (SELECT * FROM ds.customers AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p3)) AS c ON c.id = o.customer_id WHERE o.amount > @p1",
      }
    `);
  });

  it('scopes backticked project paths in any letter case', () => {
    expect(
      prepare('SELECT * FROM `proj.ds.orders` UNION ALL SELECT * FROM `proj`.`ds`.`Orders` AS x'),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
          "acme",
        ],
        "sql": "SELECT * FROM (SELECT * FROM \`proj.ds.orders\` AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p1)) AS orders UNION ALL SELECT * FROM (SELECT * FROM \`proj\`.\`ds\`.\`Orders\` AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p2)) AS x",
      }
    `);
  });

  it('scopes the real table inside a CTE that shadows its name, and UNNEST joins', () => {
    expect(
      prepare(
        'WITH orders AS (SELECT * FROM orders) SELECT e FROM orders, UNNEST(orders.tags) AS e',
      ),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
        ],
        "sql": "WITH orders AS (SELECT * FROM (SELECT * FROM orders AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p1)) AS orders) SELECT e FROM orders, UNNEST(orders.tags) AS e",
      }
    `);
  });

  it('keeps compiled chart SQL faithful (TIMESTAMP_TRUNC in a zone, STRING_AGG, SAFE.)', () => {
    expect(
      prepare(
        "SELECT TIMESTAMP_TRUNC(created_at, MONTH, 'Europe/Paris') AS m, STRING_AGG(CAST(name AS STRING), ', ') AS n, " +
          'SAFE.DIVIDE(SUM(amount), COUNT(*)) AS avg_amount FROM orders GROUP BY 1 ORDER BY 1 LIMIT 2000',
      ),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
        ],
        "sql": "SELECT TIMESTAMP_TRUNC(created_at, MONTH, 'Europe/Paris') AS m, STRING_AGG(CAST(name AS STRING), ', ') AS n, SAFE.DIVIDE(SUM(amount), COUNT(*)) AS avg_amount FROM (SELECT * FROM orders AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p1)) AS orders GROUP BY 1 ORDER BY 1 ASC LIMIT 2000",
      }
    `);
  });

  it('applies table filters as parameters', () => {
    expect(
      prepare(
        'SELECT id FROM orders WHERE id > @p1',
        {
          tenant: [{ table: 'orders', column: 'tenant_id', value: 42 }],
          tableFilters: [
            {
              table: 'orders',
              predicate: { column: 'status', operator: 'in', values: ['a', 'b'] },
            },
          ],
        },
        [3],
      ),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          3,
          42,
          "a",
          "b",
        ],
        "sql": "SELECT id FROM (SELECT * FROM orders AS __chartroom_scoped WHERE (__chartroom_scoped.tenant_id = @p2) AND (__chartroom_scoped.status IN (@p3, @p4))) AS orders WHERE id > @p1",
      }
    `);
  });

  const refused: Array<[string, RegExp]> = [
    ['DELETE FROM orders WHERE true', /Only one read-only SELECT/],
    ['INSERT INTO orders (id) VALUES (1)', /Only one read-only SELECT/],
    ['CREATE TABLE ds.t AS SELECT 1 AS a', /Only one read-only SELECT/],
    ['SELECT 1; SELECT 2', /found 2 statements/],
    ["SELECT * FROM EXTERNAL_QUERY('conn', 'select 1')", /EXTERNAL_QUERY/],
    ['SELECT * FROM `region-us`.INFORMATION_SCHEMA.JOBS', /INFORMATION_SCHEMA/],
    ['SELECT * FROM ds.INFORMATION_SCHEMA.TABLES', /INFORMATION_SCHEMA/],
    ['SELECT * FROM other.orders', /outside this connection's dataset/],
    ['SELECT * FROM `otherproj.ds.orders`', /outside this connection's dataset/],
    ['SELECT ds.my_udf(1) FROM orders', /Stored functions/],
    ['SELECT id FROM orders WHERE id = @p3', /has no value/],
  ];
  for (const [sql, message] of refused) {
    it(`refuses for tenants: ${sql}`, () => {
      const attempt = () => prepare(sql, acme, [1]);
      expect(attempt).toThrow(QueryRefusedError);
      expect(attempt).toThrow(message);
    });
  }
});
