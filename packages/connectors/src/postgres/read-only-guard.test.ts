import { describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { preparePostgresQuery } from './prepare-query';

const ADMIN: PrepareScope = { tenant: [], raw: true };
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'a' }],
  raw: true,
};

const refusal = (sql: string, scope = ADMIN, params: string[] = []) =>
  preparePostgresQuery({ sql, params }, scope).then(
    () => 'accepted',
    (error: unknown) =>
      error instanceof QueryRefusedError ? error.message : `other: ${String(error)}`,
  );

describe('PostgreSQL read-only guard (parser only)', () => {
  it.each([
    ['INSERT INTO orders VALUES (1)', /only one read-only select.*an INSERT/i],
    ['UPDATE orders SET amount = 0', /an UPDATE/],
    ['DELETE FROM orders', /a DELETE/],
    [
      'MERGE INTO orders o USING products p ON o.product_id = p.product_id WHEN MATCHED THEN DELETE',
      /a MERGE/,
    ],
    ['CREATE TABLE x (a int)', /a CREATE TABLE/],
    ['CREATE TABLE x AS SELECT 1', /CREATE TABLE AS/],
    ['DROP TABLE orders', /a DROP/],
    ['ALTER TABLE orders ADD COLUMN x int', /an ALTER TABLE/],
    ['TRUNCATE orders', /a TRUNCATE/],
    ["COPY orders TO '/tmp/x'", /a COPY/],
    ["COPY (SELECT 1) TO PROGRAM 'id'", /a COPY/],
    ['GRANT ALL ON orders TO public', /a GRANT/],
    ["SET search_path = 'x'", /a SET/],
    ['RESET ALL', /Only one read-only SELECT/],
    ['SHOW ALL', /a SHOW/],
    ['DO $$ BEGIN PERFORM 1; END $$', /a DO block/],
    ['CALL p()', /a CALL/],
    ['EXPLAIN ANALYZE DELETE FROM orders', /an EXPLAIN/],
    ['BEGIN', /transaction statement/],
    ['LISTEN x', /Only one read-only SELECT/],
    ['VACUUM', /Only one read-only SELECT/],
    ['PREPARE p AS SELECT 1', /Only one read-only SELECT/],
    ['DECLARE c CURSOR FOR SELECT 1', /Only one read-only SELECT/],
    ['SELECT 1; DELETE FROM orders', /found 2 statements/],
    ['SELECT 1; SELECT 2', /found 2 statements/],
    ['SELECT * INTO copy FROM orders', /SELECT INTO/],
    ['(SELECT 1) UNION (SELECT 1 INTO t)', /SELECT INTO/],
    ['SELECT * FROM orders FOR UPDATE', /FOR UPDATE/],
    ['SELECT * FROM orders FOR SHARE SKIP LOCKED', /FOR UPDATE/],
    [
      'WITH d AS (DELETE FROM orders RETURNING *) SELECT * FROM d',
      /Data-modifying statements in WITH/,
    ],
    ["SELECT pg_read_file('/etc/passwd')", /pg_read_file\(\) is not allowed: it reads files/],
    ["SELECT pg_catalog.pg_read_binary_file('/etc/passwd')", /pg_read_binary_file\(\)/],
    ["SELECT pg_ls_dir('.')", /pg_ls_dir/],
    ["SELECT pg_stat_file('postgresql.conf')", /pg_stat_file/],
    ["SELECT lo_import('/etc/passwd')", /lo_import/],
    ["SELECT lo_export(1, '/tmp/x')", /lo_export/],
    ["SELECT dblink('dbname=x', 'DELETE FROM orders')", /dblink\(\)/],
    ["SELECT dblink_exec('dbname=x', 'DELETE FROM orders')", /dblink_exec/],
    ["SELECT query_to_xml('DELETE FROM orders', true, true, '')", /query_to_xml/],
    ["SELECT table_to_xml('orders', true, true, '')", /table_to_xml/],
    ["SELECT xpath('/a', '<a/>')", /xpath/],
    ["SELECT nextval('s')", /nextval/],
    ["SELECT currval('s'), setval('s', 1)", /currval/],
    ["SELECT set_config('statement_timeout', '0', false)", /set_config/],
    ["SELECT current_setting('data_directory')", /current_setting/],
    ['SELECT pg_terminate_backend(1)', /pg_terminate_backend/],
    ['SELECT pg_advisory_lock(1)', /pg_advisory_lock/],
    ['SELECT * FROM generate_series(1, 10)', /Functions in FROM \(generate_series\(\)\)/],
    ["SELECT * FROM pg_read_file('/etc/passwd') AS t(x)", /Functions in FROM/],
    ['SELECT * FROM ROWS FROM (generate_series(1, 2))', /Functions in FROM/],
    ['SELECT * FROM orders TABLESAMPLE SYSTEM (10)', /TABLESAMPLE/],
    ["SELECT * FROM XMLTABLE('/a' PASSING '<a/>' COLUMNS x int)", /XMLTABLE/],
    ["SELECT xmlparse(document '<a/>')", /XML functions/],
    ['SELECT my_function(1)', /my_function\(\) is not allowed in queries/],
    ['SELECT public.lower(name) FROM products', /public\.lower\(\)/],
    ['SELECT $2', /uses \$2 but 0 parameters were given/],
  ])('refuses %s', async (sql, message) => {
    expect(await refusal(sql)).toMatch(message);
  });

  it('refuses system catalogs for tenants, not for admins', async () => {
    for (const sql of [
      'SELECT * FROM pg_catalog.pg_user',
      'SELECT * FROM pg_shadow',
      'SELECT * FROM PG_STAT_ACTIVITY',
      'SELECT * FROM information_schema.tables',
      'SELECT * FROM pg_toast.x',
      'SELECT 1 WHERE EXISTS (SELECT 1 FROM pg_settings)',
    ]) {
      expect(await refusal(sql, TENANT), sql).toMatch(
        /System catalogs .* not available to tenants/,
      );
      expect(await refusal(sql, ADMIN), sql).toBe('accepted');
    }
    expect(await refusal('WITH pg_x AS (SELECT 1) SELECT * FROM pg_x', TENANT)).toBe('accepted');
  });

  it('reports parse errors and empty input', async () => {
    expect(await refusal('SELEC 1')).toMatch(
      /could not be parsed: syntax error at or near "SELEC"/,
    );
    expect(await refusal('  -- nothing')).toBe('The query is empty.');
  });

  it.each([
    'SELECT 1',
    'VALUES (1), (2)',
    'SELECT 1 UNION SELECT 2 EXCEPT SELECT 3',
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r',
    "SELECT date_trunc('month', created_at AT TIME ZONE 'UTC'), sum(amount)::numeric(12,2), count(DISTINCT customer_id) FROM orders GROUP BY 1 ORDER BY 1 LIMIT 10",
    "SELECT extract(year FROM now()), trim(' x '), substring('abc' FROM 2), position('b' IN 'abc'), coalesce(NULL, 1), greatest(1, 2), nullif(1, 1)",
    "SELECT CASE WHEN amount > 10 THEN 'big' ELSE 'small' END, amount IS NULL, amount BETWEEN 1 AND 2, tenant_id ILIKE 'a%' FROM orders",
    'SELECT row_number() OVER (PARTITION BY tenant_id ORDER BY amount DESC), lag(amount) OVER w FROM orders WINDOW w AS (ORDER BY order_id)',
    "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY amount), string_agg(tenant_id, ', ') FILTER (WHERE amount > 0) FROM orders",
    "SELECT jsonb_build_object('a', 1) ->> 'a', to_char(now(), 'YYYY'), CURRENT_DATE, CURRENT_TIMESTAMP, interval '1 day'",
    'SELECT * FROM orders o JOIN LATERAL (SELECT * FROM products p WHERE p.product_id = o.product_id LIMIT 1) x ON true',
    'SELECT * FROM orders WHERE order_id = ANY($1::int[])',
    'SELECT unnest(ARRAY[1, 2]), generate_series(1, 3)',
    'SELECT pg_sleep(0)',
    'SELECT 1;',
  ])('accepts %s', async (sql) => {
    expect(await refusal(sql, ADMIN, ['{1}'])).toBe('accepted');
  });
});
