import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { openTenantDb, type TenantDb } from './tenant-db.fixture';

const ACCEPTED = [
  'SELECT 1',
  'select id from orders',
  'WITH x AS (SELECT * FROM orders) SELECT count() FROM x',
  'SELECT * FROM shop.orders o JOIN customers c ON c.id = o.customer_id',
  'SELECT id FROM orders WHERE id IN (SELECT id FROM orders) UNION ALL SELECT 1',
  '(SELECT 1) INTERSECT (SELECT 1)',
  'SELECT {p1:String} AS a',
  'SELECT name FROM customers WHERE (id, tenant_id, name) IN customers',
  'SELECT * FROM paid_orders',
];

const REFUSED: Record<string, RegExp> = {
  'INSERT INTO orders SELECT * FROM orders': /Only one read-only SELECT/,
  'DROP TABLE orders': /Only one read-only SELECT/,
  'ALTER TABLE orders DELETE WHERE 1': /Only one read-only SELECT/,
  'CREATE TABLE x (a Int8) ENGINE = Memory': /Only one read-only SELECT/,
  'TRUNCATE TABLE orders': /Only one read-only SELECT/,
  'SET readonly = 0': /Only one read-only SELECT/,
  'SYSTEM FLUSH LOGS': /Only one read-only SELECT/,
  'KILL QUERY WHERE 1': /Only one read-only SELECT/,
  'OPTIMIZE TABLE orders FINAL': /Only one read-only SELECT/,
  'SHOW TABLES': /Only one read-only SELECT/,
  'DESCRIBE TABLE orders': /Only one read-only SELECT/,
  'EXPLAIN SELECT 1': /Only one read-only SELECT/,
  'USE system': /Only one read-only SELECT/,
  'SELECT 1; DROP TABLE orders': /several statements/,
  'SELECT 1 SETTINGS readonly = 0': /SETTINGS clauses are not allowed/,
  "SELECT 1 SETTINGS additional_table_filters = {'shop.orders': '1'}": /SETTINGS clauses/,
  'SELECT * FROM (SELECT 1 SETTINGS max_threads = 1)': /SETTINGS clauses/,
  'SELECT 1 FORMAT JSON': /Only one read-only SELECT/,
  "SELECT 1 INTO OUTFILE '/tmp/x'": /Only one read-only SELECT/,
  'SELECT * FROM system.tables': /database "shop"/,
  'SELECT * FROM information_schema.tables': /database "shop"/,
  'SELECT * FROM default.orders': /database "shop"/,
  'SELECT 1 FROM orders WHERE id IN system.users': /database "shop"/,
  "SELECT * FROM file('/etc/passwd')": /Table functions/,
  "SELECT * FROM url('http://example.com', CSV)": /Table functions/,
  "SELECT * FROM remote('localhost', shop.orders)": /Table functions/,
  'SELECT * FROM numbers(10)': /Table functions/,
  'SELECT * FROM (EXPLAIN SELECT 1)': /Table functions/,
  "SELECT * FROM merge('shop', '.*')": /Table functions/,
  "SELECT * FROM s3('http://x/y.csv')": /Table functions/,
  "SELECT * FROM mysql('h:3306', 'db', 't', 'u', 'p')": /Table functions/,
  "SELECT file('/etc/passwd')": /function file/,
  "SELECT joinGet('shop.j', 'v', 1)": /joinGet/,
  "SELECT dictGet('shop.d', 'v', 1)": /dictGet/,
  'SELECT * FROM `system`.`one`': /database "shop"/,
  'SELECT FROM WHERE': /could not be parsed/,
  '   ': /empty/,
};

describe("ClickHouse read-only check on ClickHouse's own parser (chdb)", () => {
  let db: TenantDb;
  beforeAll(() => {
    db = openTenantDb();
  });
  afterAll(() => db.close());

  for (const sql of ACCEPTED) {
    it(`accepts ${sql}`, async () => {
      const prepared = await db.prepare(sql, { tenant: [] }, ['v']);
      expect(prepared.params).toEqual(['v']);
      expect(() => db.run(prepared.sql, prepared.params)).not.toThrow();
    });
  }

  for (const [sql, message] of Object.entries(REFUSED)) {
    it(`refuses ${sql}`, async () => {
      const attempt = db.prepare(sql, { tenant: [] });
      await expect(attempt).rejects.toThrow(QueryRefusedError);
      await expect(db.prepare(sql, { tenant: [] })).rejects.toThrow(message);
    });
  }

  it('never ran a refused statement', () => {
    expect(db.run('SELECT count() AS n FROM orders')).toEqual([{ n: 12 }]);
  });
});
