import { describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import { msSqlEngine } from './sql-engine';

const engine = msSqlEngine('shop');
const acme: PrepareScope = {
  tenant: [
    { table: 'orders', column: 'tenant_id', value: 'acme' },
    { table: 'customers', column: 'tenant_id', value: 'acme' },
  ],
};
const prepare = (sql: string, scope: PrepareScope = acme, params: Array<string | number> = []) =>
  prepareWithParser(engine, { sql, params }, scope);

describe('MS SQL prepare: golden rewrites', () => {
  it('scopes a join, keeps the caller’s @p1 and appends the tenant values', () => {
    expect(
      prepare(
        'SELECT TOP 10 o.id FROM [Orders] o JOIN dbo.customers c ON c.id = o.customer_id WHERE o.amount > @p1',
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
        "sql": "SELECT TOP 10 [o].[id] FROM (SELECT * FROM [Orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p2)) AS [o] JOIN (SELECT * FROM [dbo].[customers] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p3)) AS [c] ON [c].[id] = [o].[customer_id] WHERE [o].[amount] > @p1",
      }
    `);
  });

  it('scopes database- and schema-qualified names, unions and derived tables', () => {
    expect(
      prepare('SELECT * FROM shop.dbo.ORDERS UNION ALL SELECT * FROM (SELECT * FROM orders) d'),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
          "acme",
        ],
        "sql": "SELECT * FROM (SELECT * FROM [shop].[dbo].[ORDERS] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p1)) AS [ORDERS] UNION ALL SELECT * FROM (SELECT * FROM (SELECT * FROM [orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p2)) AS [orders]) AS [d]",
      }
    `);
  });

  it('scopes the real table inside a CTE that shadows its name', () => {
    expect(prepare('WITH orders AS (SELECT * FROM dbo.orders) SELECT * FROM orders'))
      .toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
        ],
        "sql": "WITH orders AS (SELECT * FROM (SELECT * FROM [dbo].[orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p1)) AS [orders]) SELECT * FROM [orders]",
      }
    `);
  });

  it('scopes CROSS APPLY subqueries and subqueries in WHERE', () => {
    expect(
      prepare(
        'SELECT * FROM customers c CROSS APPLY (SELECT TOP 1 * FROM orders WHERE orders.customer_id = c.id) x ' +
          'WHERE c.id IN (SELECT customer_id FROM orders)',
      ),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
          "acme",
          "acme",
        ],
        "sql": "SELECT * FROM (SELECT * FROM [customers] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p1)) AS [c] CROSS APPLY (SELECT TOP 1 * FROM (SELECT * FROM [orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p2)) AS [orders] WHERE [orders].[customer_id] = [c].[id]) AS [x] WHERE [c].[id] IN (SELECT [customer_id] FROM (SELECT * FROM [orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p3)) AS [orders])",
      }
    `);
  });

  it('keeps compiled chart SQL faithful (DATETRUNC, NVARCHAR(MAX), OFFSET … FETCH)', () => {
    expect(
      prepare(
        "SELECT DATETRUNC(month, created_at) AS m, STRING_AGG(CAST(name AS NVARCHAR(MAX)), ', ') AS names " +
          'FROM orders GROUP BY DATETRUNC(month, created_at) ORDER BY m OFFSET 0 ROWS FETCH NEXT 20 ROWS ONLY',
      ),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "acme",
        ],
        "sql": "SELECT DATETRUNC(MONTH, [created_at]) AS [m], STRING_AGG(CAST([name] AS NVARCHAR(MAX)), ', ') AS [names] FROM (SELECT * FROM [orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[tenant_id] = @p1)) AS [orders] GROUP BY DATETRUNC(MONTH, [created_at]) ORDER BY [m] ASC OFFSET 0 ROWS FETCH NEXT 20 ROWS ONLY",
      }
    `);
  });

  it('applies table filters (temporal BETWEEN, case-insensitive LIKE) as parameters', () => {
    expect(
      prepare('SELECT id FROM orders', {
        tenant: [],
        tableFilters: [
          {
            table: 'orders',
            predicate: {
              column: 'created_at',
              operator: 'between',
              values: ['2024-01-01 00:00:00.000', '2024-02-01 00:00:00.000'],
              temporal: true,
            },
          },
          {
            table: 'orders',
            predicate: { column: 'status', operator: 'like', values: ['%ship%'] },
          },
        ],
      }),
    ).toMatchInlineSnapshot(`
      {
        "params": [
          "2024-01-01 00:00:00.000",
          "2024-02-01 00:00:00.000",
          "%ship%",
        ],
        "sql": "SELECT [id] FROM (SELECT * FROM [orders] AS [__chartroom_scoped] WHERE ([__chartroom_scoped].[created_at] BETWEEN CAST(@p1 AS DATETIME2) AND CAST(@p2 AS DATETIME2)) AND (LOWER(CAST([__chartroom_scoped].[status] AS NVARCHAR(MAX))) LIKE LOWER(@p3))) AS [orders]",
      }
    `);
  });

  it('leaves admin queries as they are, printed by the parser', () => {
    expect(prepare('SELECT id FROM orders WHERE id = @p1', { tenant: [] }, [1])).toEqual({
      sql: 'SELECT [id] FROM [orders] WHERE [id] = @p1',
      params: [1],
    });
  });

  const refused: Array<[string, RegExp]> = [
    ['INSERT INTO orders (id) VALUES (1)', /Only one read-only SELECT/],
    ['UPDATE orders SET id = 1', /Only one read-only SELECT/],
    ['DELETE FROM orders', /Only one read-only SELECT/],
    ['DROP TABLE orders', /Only one read-only SELECT/],
    ['SELECT 1; DROP TABLE orders', /found 2 statements/],
    ["EXEC xp_cmdshell 'dir'", /could not be parsed|Only one/],
    ['SELECT a INTO newtab FROM orders', /SELECT … INTO/],
    ["SELECT * FROM OPENROWSET('SQLNCLI', 'x', 'select 1') AS a", /OPENROWSET/],
    ["SELECT * FROM OPENQUERY(srv, 'select 1')", /OPENQUERY/],
    [
      "SELECT * FROM OPENDATASOURCE('SQLNCLI', 'x').db.dbo.t",
      /could not be parsed|OPENDATASOURCE|not supported/,
    ],
    ['SELECT * FROM OPENJSON(@p1)', /OPENJSON/],
    ['SELECT @@version', /Variables/],
    ['SELECT @x', /Variables/],
    ['SELECT * FROM sys.objects', /System tables/],
    ['SELECT * FROM INFORMATION_SCHEMA.TABLES', /System tables/],
    ['SELECT * FROM sysobjects', /System tables/],
    ['SELECT * FROM master.dbo.sysdatabases', /System databases/],
    ['SELECT * FROM other.dbo.orders', /outside this connection's database/],
    ['SELECT dbo.my_function(1)', /Stored functions/],
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
