import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * A small multi-tenant DuckDB file for tests: tenants 'a', 'b', 'c' share customer ids,
 * so any unscoped join or subquery shows another tenant's rows. `extraSql` runs after the
 * tables are created (views, more schemas).
 */
export async function createTenantDb(
  extraSql = '',
): Promise<{ path: string; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'chartroom-duckdb-'));
  const path = join(dir, 'tenants.duckdb');
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(`
    CREATE TABLE customers AS
      SELECT t.tenant_id, c.customer_id, t.tenant_id || '-customer-' || c.customer_id AS name
      FROM (VALUES ('a'), ('b'), ('c')) t(tenant_id), range(1, 6) c(customer_id);
    CREATE TABLE orders AS
      SELECT i AS order_id,
             ['a', 'b', 'c'][1 + i % 3] AS tenant_id,
             1 + (i // 3) % 5 AS customer_id,
             1 + i % 7 AS product_id,
             CAST(10 + (i * 37) % 200 AS DOUBLE) AS amount,
             TIMESTAMP '2024-01-01' + INTERVAL (i) HOUR AS created_at
      FROM range(0, 300) r(i);
    CREATE TABLE products AS
      SELECT i AS product_id, 'Product ' || i AS name, CAST(i * 1.5 AS DECIMAL(10, 2)) AS price
      FROM range(1, 8) r(i);
  `);
  if (extraSql !== '') await connection.run(extraSql);
  connection.closeSync();
  instance.closeSync();
  return { path, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
