import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError, TableNotReadableError } from '../errors';
import { DuckDbConnector } from './driver';
import { prepareQuery, type PrepareEngine } from './prepare-query';
import { createTenantDb } from './tenant-db.fixture';

const ADMIN: PrepareScope = { tenant: [] };
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'a' }],
  raw: true,
};
const DEFAULT_DENY: PrepareScope = { ...TENANT, readableTables: ['orders'] };

const COUNT_TO_FIVE =
  'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r ORDER BY n';

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

async function rows(sql: string, scope: PrepareScope) {
  return (await connector.run(await connector.prepare({ sql }, scope))).rows;
}

async function refusal(sql: string, scope: PrepareScope): Promise<unknown> {
  return connector.prepare({ sql }, scope).then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('DuckDB recursive CTEs', () => {
  for (const [who, scope] of Object.entries({ ADMIN, TENANT, DEFAULT_DENY })) {
    it(`${who}: the main query reads the recursive CTE (not "Table r does not exist")`, async () => {
      expect((await rows(COUNT_TO_FIVE, scope)).map((row) => row.n)).toEqual([1, 2, 3, 4, 5]);
    });

    it(`${who}: a recursive CTE joined to a scoped table`, async () => {
      const result = await rows(
        `WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r WHERE n < 8)
         SELECT r.n, o.tenant_id FROM r JOIN orders o ON o.order_id = r.n ORDER BY r.n`,
        scope,
      );
      const expected = scope.tenant.length === 0 ? ['a', 'b', 'c'] : ['a'];
      expect([...new Set(result.map((row) => row.tenant_id))].sort()).toEqual(expected);
    });
  }

  it('sees the CTE in subqueries, joins and laterals of the recursive term', async () => {
    const sql = `WITH RECURSIVE r(n) AS (
        SELECT 1 UNION ALL
        SELECT x.n + 1 FROM r x JOIN (SELECT n FROM r) y ON x.n = y.n,
          LATERAL (SELECT * FROM r z WHERE z.n = x.n) l WHERE x.n < 4)
      SELECT n FROM r ORDER BY n`;
    expect((await rows(sql, DEFAULT_DENY)).map((row) => row.n)).toEqual([1, 2, 3, 4]);
  });

  it('a recursive CTE named like a scoped table: the anchor reads the table, scoped; the recursive term reads the CTE', async () => {
    // The anchor's `orders` is the real table (DuckDB binds it so), the recursive term's is the
    // CTE: as admin the CTE doubles the 300 orders of all tenants, as tenant 'a' its 100.
    const sql = `WITH RECURSIVE orders(tenant_id, order_id, depth) AS (
        SELECT tenant_id, order_id, 0 FROM orders
        UNION ALL SELECT tenant_id, order_id, depth + 1 FROM orders WHERE depth < 1)
      SELECT tenant_id, count(*) AS n FROM orders GROUP BY tenant_id ORDER BY tenant_id`;
    expect(await rows(sql, ADMIN)).toEqual([
      { tenant_id: 'a', n: 200 },
      { tenant_id: 'b', n: 200 },
      { tenant_id: 'c', n: 200 },
    ]);
    expect(await rows(sql, TENANT)).toEqual([{ tenant_id: 'a', n: 200 }]);
    expect(await rows(sql, DEFAULT_DENY)).toEqual([{ tenant_id: 'a', n: 200 }]);
    const prepared = await connector.prepare({ sql }, TENANT);
    expect(prepared.sql.match(/__chartroom_scoped WHERE/g)).toHaveLength(1);
  });

  it('a qualified reference in the recursive term reads the real table, scoped', async () => {
    const sql = `WITH RECURSIVE orders(tenant_id, n) AS (
        SELECT 'none', 0 UNION ALL
        SELECT o.tenant_id, r.n + 1 FROM orders r, main.orders o WHERE r.n < 1)
      SELECT DISTINCT tenant_id FROM orders ORDER BY tenant_id`;
    expect((await rows(sql, ADMIN)).map((row) => row.tenant_id)).toEqual(['a', 'b', 'c', 'none']);
    expect((await rows(sql, TENANT)).map((row) => row.tenant_id)).toEqual(['a', 'none']);
  });

  it('without RECURSIVE, a self-reference is the real table (scoped)', async () => {
    const sql = `WITH orders AS (SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM orders)
      SELECT tenant_id, count(*) AS n FROM orders GROUP BY tenant_id`;
    expect(await rows(sql, TENANT)).toEqual([{ tenant_id: 'a', n: 200 }]);
    const unknown = await refusal(
      'WITH r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT * FROM r',
      ADMIN,
    );
    expect(unknown).toBeInstanceOf(QueryRefusedError);
    expect((unknown as Error).message).toMatch(/Table "r" does not exist/);
  });

  it('default-deny: a recursive CTE may take an unlisted name, but its anchor may not read that table', async () => {
    const named =
      'WITH RECURSIVE customers(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM customers WHERE n < 3) SELECT n FROM customers';
    expect((await rows(named, DEFAULT_DENY)).map((row) => row.n)).toEqual([1, 2, 3]);
    const anchor = await refusal(
      `WITH RECURSIVE customers AS (SELECT * FROM customers UNION ALL SELECT * FROM customers WHERE false)
       SELECT * FROM customers`,
      DEFAULT_DENY,
    );
    expect(anchor).toBeInstanceOf(TableNotReadableError);
    expect((anchor as TableNotReadableError).table).toBe('customers');
    const term = await refusal(
      `WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT r.n + 1 FROM r JOIN customers c ON c.customer_id = r.n WHERE r.n < 3)
       SELECT n FROM r`,
      DEFAULT_DENY,
    );
    expect((term as TableNotReadableError).table).toBe('customers');
  });

  it('refuses the query if the printed SQL would lose RECURSIVE (a deparser change)', async () => {
    const engine: PrepareEngine = connector['engine'];
    const lossy: PrepareEngine = {
      ...engine,
      deserialize: async (json) => (await engine.deserialize(json)).replace(/RECURSIVE /g, ''),
    };
    const error = await prepareQuery(lossy, { sql: COUNT_TO_FIVE }, TENANT).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QueryRefusedError);
    expect((error as Error).message).toMatch(/recursive query could not be checked safely/);
    expect((await prepareQuery(engine, { sql: COUNT_TO_FIVE }, TENANT)).sql).toMatch(
      /WITH RECURSIVE r/,
    );
  });
});
