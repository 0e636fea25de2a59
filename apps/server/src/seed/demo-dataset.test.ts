import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoDataset } from './demo-dataset';

const dir = mkdtempSync(join(tmpdir(), 'chartroom-demo-'));
const today = new Date('2025-03-10T15:00:00Z');
const ROWS = 20_000;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function query(path: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(sql);
    const rows = reader.getRowObjectsJson() as Record<string, unknown>[];
    connection.closeSync();
    return rows;
  } finally {
    instance.closeSync();
  }
}

const FINGERPRINT = `
  SELECT tenant_id, count(*) AS orders, sum(amount)::VARCHAR AS revenue, sum(quantity) AS quantity,
         min(created_at)::VARCHAR AS first, max(created_at)::VARCHAR AS last,
         count(DISTINCT customer_id) AS customers, string_agg(DISTINCT status, ',' ORDER BY status) AS statuses
  FROM orders GROUP BY tenant_id ORDER BY tenant_id`;

describe('buildDemoDataset', () => {
  const first = join(dir, 'demo-a.duckdb');
  const second = join(dir, 'sub', 'demo-b.duckdb');

  it('builds the five tables at the requested size', async () => {
    const result = await buildDemoDataset({ path: first, rows: ROWS, today, seed: 7 });
    expect(result.path).toBe(first);
    expect(result.rows).toBe(ROWS);
    expect(result.tables).toMatchObject({
      tenants: 5,
      products: 50,
      orders: ROWS,
      web_events: ROWS / 2,
    });
    expect(result.tables.customers).toBeGreaterThanOrEqual(250);
    // Only the finished file is left behind: no temporary build file, no WAL.
    expect(readdirSync(dir)).toEqual(['demo-a.duckdb']);
  });

  it('is deterministic for the same seed, rows and day', async () => {
    await buildDemoDataset({ path: second, rows: ROWS, today, seed: 7 });
    const a = await query(first, FINGERPRINT);
    const b = await query(second, FINGERPRINT);
    expect(a).toHaveLength(5);
    expect(b).toEqual(a);
    const customersA = await query(
      first,
      "SELECT md5(string_agg(name || email || city, '|' ORDER BY customer_id)) AS h FROM customers",
    );
    const customersB = await query(
      second,
      "SELECT md5(string_agg(name || email || city, '|' ORDER BY customer_id)) AS h FROM customers",
    );
    expect(customersB).toEqual(customersA);
  });

  it('changes with the seed', async () => {
    const other = join(dir, 'demo-seed.duckdb');
    await buildDemoDataset({ path: other, rows: ROWS, today, seed: 8 });
    expect(await query(other, FINGERPRINT)).not.toEqual(await query(first, FINGERPRINT));
  });

  it('has five tenants with different sizes', async () => {
    const tenants = await query(first, 'SELECT tenant_id, plan FROM tenants ORDER BY tenant_id');
    expect(tenants.map((t) => t.tenant_id)).toEqual([
      'acme',
      'globex',
      'initech',
      'stark',
      'umbrella',
    ]);
    const counts = await query(first, 'SELECT tenant_id, count(*) AS n FROM orders GROUP BY 1');
    expect(new Set(counts.map((c) => c.n)).size).toBe(5);
  });

  it('dates fall within the two years up to today', async () => {
    const [range] = await query(
      first,
      `SELECT min(created_at)::DATE::VARCHAR AS first, max(created_at)::DATE::VARCHAR AS last,
              (SELECT min(occurred_at)::DATE::VARCHAR FROM web_events) AS first_event,
              (SELECT max(occurred_at)::DATE::VARCHAR FROM web_events) AS last_event
       FROM orders`,
    );
    expect(String(range?.first) >= '2023-03-12').toBe(true);
    expect(range?.last).toBe('2025-03-10');
    expect(String(range?.first_event) >= '2023-03-12').toBe(true);
    expect(String(range?.last_event) <= '2025-03-10').toBe(true);
  });

  it("references only each tenant's own customers", async () => {
    const [orders] = await query(
      first,
      `SELECT count(*) AS bad FROM orders o LEFT JOIN customers c USING (customer_id)
       WHERE c.tenant_id IS DISTINCT FROM o.tenant_id`,
    );
    const [events] = await query(
      first,
      `SELECT count(*) AS bad FROM (SELECT session_id FROM web_events GROUP BY 1 HAVING count(DISTINCT tenant_id) > 1)`,
    );
    expect(orders?.bad).toBe('0');
    expect(events?.bad).toBe('0');
  });

  it('has the expected categorical values and coordinates', async () => {
    const [values] = await query(
      first,
      `SELECT (SELECT string_agg(DISTINCT status, ',' ORDER BY status) FROM orders) AS statuses,
              (SELECT string_agg(DISTINCT channel, ',' ORDER BY channel) FROM orders) AS channels,
              (SELECT count(*) FROM customers WHERE latitude NOT BETWEEN -90 AND 90 OR longitude NOT BETWEEN -180 AND 180) AS bad_coordinates,
              (SELECT count(*) FROM orders WHERE amount <= 0 OR quantity < 1) AS bad_amounts`,
    );
    expect(values).toEqual({
      statuses: 'cancelled,completed,pending,refunded',
      channels: 'Mobile,Partner,Retail,Web',
      bad_coordinates: '0',
      bad_amounts: '0',
    });
  });

  it('refuses invalid sizes', async () => {
    await expect(buildDemoDataset({ path: join(dir, 'x.duckdb'), rows: 0 })).rejects.toThrow(
      /row count/,
    );
  });
});
