import type { QueryResult } from '@chartroom/core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, ParamValue, PrepareScope } from '../connector';
import {
  ConnectorError,
  QueryCancelledError,
  QueryError,
  QueryRefusedError,
  QueryTimeoutError,
} from '../errors';
import { createMySqlConnector } from './driver';
import {
  createTenantDatabase,
  mariaDbReachable,
  ORDERS_PER_TENANT,
  TENANTS,
} from './tenant-db.fixture';
import { sharedDataPath } from '../test-support/shared-data';

const reachable = await mariaDbReachable();

const SQLI_FILES = [
  sharedDataPath('sqli', 'seclists', 'Generic-SQLi.txt'),
  sharedDataPath('sqli', 'seclists', 'quick-SQLi.txt'),
];

function payloads(): string[] {
  return SQLI_FILES.flatMap((path) => {
    try {
      return readFileSync(path, 'utf8').split('\n');
    } catch {
      return [];
    }
  }).filter((line) => line.trim() !== '');
}

function tenantScope(tenant: string | number): PrepareScope {
  return {
    tenant: [
      { table: 'orders', column: 'tenant_id', value: tenant },
      { table: 'customers', column: 'tenant_id', value: tenant },
      { table: 'web_events', column: 'tenant_id', value: tenant },
    ],
  };
}

describe.skipIf(!reachable)('MariaDB connector on 127.0.0.1:3306', () => {
  let connector: Connector;
  let database: string;
  let drop: () => Promise<void>;
  let countRows: (table: string) => Promise<number>;

  const run = async (
    sql: string,
    scope: PrepareScope,
    params: ParamValue[] = [],
    timeoutMs = 5000,
  ): Promise<QueryResult> => {
    const prepared = await connector.prepare({ sql, params }, scope);
    return connector.run(prepared, { timeoutMs });
  };

  beforeAll(async () => {
    const db = await createTenantDatabase();
    database = db.config.database;
    drop = db.drop;
    countRows = async (table) => {
      const [rows] = await db.admin.query(`SELECT COUNT(*) AS n FROM \`${table}\``);
      return Array.isArray(rows) ? Number((rows[0] as { n: number }).n) : -1;
    };
    connector = createMySqlConnector({ ...db.config, timeoutMs: 10_000 });
  });

  afterAll(async () => {
    await connector?.close();
    await drop?.();
  });

  it('tests the connection and introspects the configured database', async () => {
    await connector.test();
    const tables = await connector.introspect();
    expect(tables.map((t) => t.tableName).sort()).toEqual([
      'customers',
      'orders',
      'products',
      'web_events',
    ]);
    const customers = tables.find((t) => t.tableName === 'customers');
    expect(customers?.schemaName).toBe(database);
    expect(customers?.columns.map((c) => [c.columnName, c.type])).toEqual([
      ['id', 'number'],
      ['tenant_id', 'string'],
      ['name', 'string'],
      ['active', 'boolean'],
      ['created_at', 'date'],
    ]);
  });

  describe('tenant isolation: every query shape, every tenant', () => {
    const shapes: Array<[string, (db: string) => string]> = [
      ['plain', () => 'SELECT tenant_id FROM orders'],
      ['any letter case in names', () => 'SELECT O.TENANT_ID AS tenant_id FROM orders AS O'],
      ['quoted', () => 'SELECT `tenant_id` FROM `orders`'],
      ['database-qualified', (db) => `SELECT tenant_id FROM \`${db}\`.orders`],
      ['CTE', () => 'WITH x AS (SELECT * FROM orders) SELECT tenant_id FROM x'],
      [
        'CTE shadowing the table',
        () => 'WITH orders AS (SELECT * FROM orders) SELECT tenant_id FROM orders',
      ],
      [
        'CTE shadowing, different case',
        () => 'WITH Orders AS (SELECT * FROM web_events) SELECT tenant_id FROM orders',
      ],
      ['derived table', () => 'SELECT tenant_id FROM (SELECT * FROM orders) AS d'],
      [
        'subquery in WHERE',
        () => 'SELECT tenant_id FROM orders WHERE id IN (SELECT id FROM orders)',
      ],
      [
        'join',
        () =>
          'SELECT o.tenant_id FROM orders o JOIN customers c ON c.id = o.customer_id ' +
          'JOIN products p ON p.id = o.product_id',
      ],
      ['union', () => 'SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM web_events'],
      ['group by', () => 'SELECT tenant_id FROM orders GROUP BY tenant_id'],
      [
        'scalar subquery',
        () => 'SELECT tenant_id FROM customers WHERE (SELECT COUNT(*) FROM orders) > 0',
      ],
      [
        'nested WITH in a derived table',
        () => 'SELECT tenant_id FROM (WITH w AS (SELECT * FROM web_events) SELECT * FROM w) AS d',
      ],
    ];

    for (const [name, sql] of shapes) {
      it(`${name}: no row of another tenant`, async () => {
        for (const tenant of TENANTS) {
          const { rows } = await run(sql(database), tenantScope(tenant));
          expect(rows.length).toBeGreaterThan(0);
          expect(new Set(rows.map((r) => r.tenant_id))).toEqual(new Set([tenant]));
        }
      });
    }

    it('counts only the tenant’s rows, also through scalar subqueries', async () => {
      for (const tenant of TENANTS) {
        const { rows } = await run(
          'SELECT COUNT(*) AS n, (SELECT COUNT(*) FROM orders o2) AS m FROM orders',
          tenantScope(tenant),
        );
        expect(rows).toEqual([{ n: ORDERS_PER_TENANT[tenant], m: ORDERS_PER_TENANT[tenant] }]);
      }
    });

    it('refuses what node-sql-parser cannot print back faithfully once scoped', async () => {
      // A parenthesised join prints as `((SELECT …) AS o JOIN …)`, which it cannot read back.
      const sql = 'SELECT c.tenant_id FROM (orders o JOIN customers c ON c.id = o.customer_id)';
      await expect(run(sql, tenantScope('acme'))).rejects.toThrow(/could not be checked safely/);
      const { rows } = await run(sql, { tenant: [] });
      expect(rows.length).toBe(13);
    });

    it('admins see every tenant', async () => {
      const { rows } = await run('SELECT COUNT(*) AS n FROM orders', { tenant: [] });
      expect(rows[0]?.n).toBe(13);
    });

    it('refuses system schemas and other databases for tenants', async () => {
      for (const sql of [
        'SELECT * FROM information_schema.tables',
        'SELECT * FROM mysql.user',
        'SELECT * FROM performance_schema.threads',
        'SELECT * FROM sys.version',
        'SELECT * FROM test.orders',
      ]) {
        await expect(run(sql, tenantScope('acme')), sql).rejects.toBeInstanceOf(QueryRefusedError);
      }
    });

    it('applies table filters with bound values', async () => {
      const { rows } = await run('SELECT order_status, tenant_id FROM orders', {
        ...tenantScope('acme'),
        tableFilters: [
          {
            table: 'orders',
            predicate: { column: 'order_status', operator: 'like', values: ['ship%'] },
          },
        ],
      });
      expect(rows.length).toBe(3);
      expect(rows.every((r) => r.order_status === 'Shipped' && r.tenant_id === 'acme')).toBe(true);
    });
  });

  describe('read-only', () => {
    const refused = [
      "INSERT INTO products VALUES (9, 'x', 1)",
      'UPDATE products SET price = 0',
      'DELETE FROM products',
      "REPLACE INTO products VALUES (1, 'x', 1)",
      'CREATE TABLE t2 (a INT)',
      'DROP TABLE products',
      'ALTER TABLE products ADD COLUMN x INT',
      'TRUNCATE TABLE products',
      "GRANT ALL ON *.* TO 'x'@'%'",
      'SET @a = 1',
      'SET GLOBAL max_connections = 1',
      'CALL p()',
      "LOAD DATA INFILE '/etc/passwd' INTO TABLE products",
      'HANDLER products OPEN',
      'SELECT 1; SELECT 2',
      'SELECT 1; DELETE FROM products',
      "SELECT * FROM products INTO OUTFILE '/tmp/chartroom-x'",
      "SELECT * FROM products INTO DUMPFILE '/tmp/chartroom-x'",
      'SELECT name INTO @v FROM products LIMIT 1',
      "SELECT LOAD_FILE('/etc/passwd')",
      'SELECT * FROM products FOR UPDATE',
      'SELECT * FROM products LOCK IN SHARE MODE',
      'SELECT @a := 1',
      "SELECT GET_LOCK('x', 1)",
      "SELECT * FROM JSON_TABLE('[1]', '$[*]' COLUMNS (a INT PATH '$')) AS j",
      'SHOW TABLES',
      'EXPLAIN SELECT 1',
      'DESCRIBE products',
      'SELECT :name',
    ];
    for (const sql of refused) {
      it(`refuses ${sql}`, async () => {
        await expect(connector.prepare({ sql }, { tenant: [] })).rejects.toBeInstanceOf(
          QueryRefusedError,
        );
        await expect(connector.prepare({ sql }, tenantScope('acme'))).rejects.toBeInstanceOf(
          QueryRefusedError,
        );
      });
    }

    it('never runs what a comment hides (MySQL executable comments are dropped)', async () => {
      const prepared = await connector.prepare(
        { sql: "SELECT 1 AS one /*! INTO OUTFILE '/tmp/chartroom-comment' */" },
        { tenant: [] },
      );
      expect(prepared.sql).toBe('SELECT 1 AS `one`');
    });

    it('writes fail even when prepare is bypassed (read-only transaction)', async () => {
      const before = await countRows('products');
      for (const sql of [
        "INSERT INTO products VALUES (9, 'x', 1)",
        'UPDATE products SET price = 0',
        'DELETE FROM products',
        'DROP TABLE products',
        'CREATE TABLE t2 (a INT)',
        'TRUNCATE TABLE products',
      ]) {
        await expect(connector.run({ sql, params: [] }), sql).rejects.toBeInstanceOf(QueryError);
      }
      expect(await countRows('products')).toBe(before);
      const { rows } = await connector.run({
        sql: 'SELECT MIN(price) AS p FROM products',
        params: [],
      });
      expect(rows[0]?.p).toBe(1.25);
    });
  });

  describe('SQL injection payloads', () => {
    const list = payloads();

    it('found the payload files', () => {
      expect(list.length).toBeGreaterThan(100);
    });

    it('as the tenant value and as parameters: no foreign rows, nothing written', async () => {
      const before = await countRows('orders');
      for (const payload of list) {
        const asTenant = await run('SELECT tenant_id FROM orders', tenantScope(payload));
        expect(asTenant.rows, payload).toEqual([]);
        const asParam = await run(
          'SELECT tenant_id FROM orders WHERE order_status = ? OR order_status <> ? OR 1 = 1',
          tenantScope('globex'),
          [payload, payload],
        );
        expect(new Set(asParam.rows.map((r) => r.tenant_id)), payload).toEqual(new Set(['globex']));
      }
      expect(await countRows('orders')).toBe(before);
    });

    it('spliced into tenant SQL: refused or still only the tenant’s rows', async () => {
      const before = await countRows('orders');
      for (const payload of list) {
        for (const sql of [
          `SELECT tenant_id FROM orders WHERE order_status = '${payload}'`,
          `SELECT tenant_id FROM orders WHERE id = 1 ${payload}`,
        ]) {
          let result: QueryResult | undefined;
          try {
            result = await run(sql, tenantScope('initech'), [], 500);
          } catch (error) {
            expect(error, sql).toBeInstanceOf(ConnectorError);
            continue;
          }
          for (const row of result.rows) {
            if ('tenant_id' in row) expect(row.tenant_id, sql).toBe('initech');
          }
        }
      }
      expect(await countRows('orders')).toBe(before);
    });
  });

  describe('limits', () => {
    it('interrupts SELECT SLEEP(5) at 300 ms', async () => {
      const started = Date.now();
      const prepared = await connector.prepare({ sql: 'SELECT SLEEP(5) AS s' }, { tenant: [] });
      await expect(connector.run(prepared, { timeoutMs: 300 })).rejects.toBeInstanceOf(
        QueryTimeoutError,
      );
      expect(Date.now() - started).toBeLessThan(2000);
      // The pool still works afterwards.
      const { rows } = await connector.run({ sql: 'SELECT 1 AS one', params: [] });
      expect(rows).toEqual([{ one: 1 }]);
    });

    it('cancels when the signal aborts', async () => {
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(), 200);
      await expect(
        connector.run({ sql: 'SELECT SLEEP(5) AS s', params: [] }, { signal: controller.signal }),
      ).rejects.toBeInstanceOf(QueryCancelledError);
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('stops reading at the row cap', async () => {
      const prepared = await connector.prepare(
        { sql: 'SELECT a.id FROM orders a, orders b, orders c' },
        { tenant: [] },
      );
      const { rows } = await connector.run(prepared, { rowCap: 10 });
      expect(rows).toHaveLength(10);
      const capped = await connector.run(prepared, { rowCap: 5000 });
      expect(capped.rows).toHaveLength(13 ** 3);
    });
  });

  it('types columns from the field metadata', async () => {
    const { columns, rows } = await run(
      'SELECT o.amount, o.big, o.id, o.ordered_on, o.created_at, c.active, c.created_at AS c_at, ' +
        'o.order_status, NULL AS nothing FROM orders o JOIN customers c ON c.id = o.customer_id ' +
        'WHERE o.id = ?',
      tenantScope('acme'),
      [1],
    );
    expect(columns).toEqual([
      { name: 'amount', type: 'number' },
      { name: 'big', type: 'number' },
      { name: 'id', type: 'number' },
      { name: 'ordered_on', type: 'date' },
      { name: 'created_at', type: 'date' },
      { name: 'active', type: 'boolean' },
      { name: 'c_at', type: 'date' },
      { name: 'order_status', type: 'string' },
      { name: 'nothing', type: expect.any(String) },
    ]);
    expect(rows).toEqual([
      {
        amount: 10.5,
        big: '9007199254740993',
        id: 1,
        ordered_on: '2024-01-15',
        created_at: '2024-01-15T08:00:00.250Z',
        active: true,
        c_at: '2024-03-01T10:20:30.123Z',
        order_status: 'Shipped',
        nothing: null,
      },
    ]);
  });
});
