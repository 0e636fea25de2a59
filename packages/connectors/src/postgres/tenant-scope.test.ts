import { describe, expect, it } from 'vitest';
import type { PrepareScope, TenantScope } from '../connector';
import { QueryRefusedError } from '../errors';
import { loadPgParser } from './pg-ast';
import { preparePostgresQuery } from './prepare-query';
import { parseSingleSelect } from './read-only-guard';
import { verifyTenantScopes } from './scope-verifier';
import { buildScopeRules } from './tenant-scope';

const ORDERS: TenantScope = { table: 'orders', column: 'tenant_id', value: 'acme' };
const tenant = (...scopes: TenantScope[]): PrepareScope => ({ tenant: scopes, raw: true });

const WRAP = (alias: string, n: number, ref = 'orders') =>
  `(SELECT * FROM ${ref} AS __chartroom_scoped WHERE __chartroom_scoped.tenant_id = $${n}) AS ${alias}`;

/** The deparser pads subquery parentheses: `( SELECT … )`. */
const norm = (sql: string) => sql.replace(/\(\s+/g, '(').replace(/\s+\)/g, ')');

async function scoped(sql: string, scope = tenant(ORDERS), params: string[] = []) {
  const result = await preparePostgresQuery({ sql, params }, scope);
  return { ...result, sql: norm(result.sql) };
}

describe('PostgreSQL tenant rewrite (parser only)', () => {
  it('wraps a plain reference, keeping the table name as alias', async () => {
    const result = await scoped('SELECT count(*) FROM orders');
    expect(result.sql).toBe(`SELECT count(*) FROM ${WRAP('orders', 1)}`);
    expect(result.params).toEqual(['acme']);
  });

  it('keeps existing parameters and appends the tenant value after them', async () => {
    const result = await scoped(
      'SELECT * FROM orders o WHERE o.amount > $1 AND $2 = $2',
      tenant(ORDERS),
      ['5', 'x'],
    );
    expect(result.sql).toContain(WRAP('o', 3));
    expect(result.params).toEqual(['5', 'x', 'acme']);
  });

  it('matches any letter case, quoted names and schema-qualified names', async () => {
    for (const ref of ['ORDERS', '"orders"', 'public.orders', 'Public."orders"', '"Orders"']) {
      const result = await scoped(`SELECT * FROM ${ref} AS x`);
      expect(result.sql, ref).toMatch(
        /^SELECT \* FROM \(SELECT \* FROM .+ AS __chartroom_scoped WHERE __chartroom_scoped\.tenant_id = \$1\) AS x$/,
      );
    }
  });

  it('keeps column alias lists on the wrapper', async () => {
    const result = await scoped('SELECT t FROM orders AS o(id, t)');
    expect(result.sql).toBe(`SELECT t FROM ${WRAP('o(id, t)', 1)}`);
  });

  it('rewrites CTE bodies, joins, subqueries in WHERE and SELECT, unions and laterals', async () => {
    const sql = `WITH x AS (SELECT * FROM orders)
      SELECT (SELECT count(*) FROM orders) AS n, x.tenant_id FROM x
      JOIN orders o2 ON o2.order_id = x.order_id
      CROSS JOIN LATERAL (SELECT * FROM orders o3 WHERE o3.order_id = o2.order_id) l
      WHERE EXISTS (SELECT 1 FROM orders o4) AND x.order_id IN (SELECT order_id FROM orders)
      UNION ALL SELECT 1, tenant_id FROM orders`;
    const result = await scoped(sql);
    expect(result.sql.match(/__chartroom_scoped WHERE/g)).toHaveLength(7);
    expect(result.params).toEqual(Array(7).fill('acme'));
    expect(result.sql).toContain('FROM x JOIN (SELECT');
  });

  it('leaves references to a CTE that shadows the table, but scopes its body', async () => {
    const result = await scoped(
      'WITH orders AS (SELECT * FROM orders WHERE amount > 1) SELECT * FROM orders',
    );
    expect(result.sql).toBe(
      `WITH orders AS (SELECT * FROM ${WRAP('orders', 1)} WHERE amount > 1) SELECT * FROM orders`,
    );
  });

  it('scopes a reference a later sibling CTE or a differently-cased CTE would not shadow', async () => {
    const later = await scoped(
      'WITH a AS (SELECT * FROM orders), orders AS (SELECT 1) SELECT * FROM a',
    );
    expect(later.params).toHaveLength(1);
    const quoted = await scoped('WITH "x" AS (SELECT 1) SELECT * FROM orders');
    expect(quoted.sql).toContain(WRAP('orders', 1));
    // The deparser writes CTE names unquoted, so a mixed-case one would change meaning.
    await expect(scoped('WITH "Orders" AS (SELECT 1) SELECT * FROM orders')).rejects.toThrow(
      /WITH query name "Orders"/,
    );
    const qualified = await scoped('WITH orders AS (SELECT 1) SELECT * FROM public.orders');
    expect(qualified.sql).toContain(WRAP('orders', 1, 'public.orders'));
  });

  it('treats every CTE of WITH RECURSIVE as visible in every body', async () => {
    const result = await scoped(
      'WITH RECURSIVE orders(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM orders WHERE n < 3) SELECT * FROM orders',
    );
    expect(result.params).toEqual([]);
    const real = await scoped(
      'WITH RECURSIVE r(n) AS (SELECT order_id FROM orders UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r',
    );
    expect(real.params).toEqual(['acme']);
  });

  it('scopes a CTE declared in a subquery only within that subquery', async () => {
    const result = await scoped(
      'SELECT * FROM (WITH orders AS (SELECT 1 AS n) SELECT * FROM orders) s, orders',
    );
    expect(result.sql).toBe(
      `SELECT * FROM (WITH orders AS (SELECT 1 AS n) SELECT * FROM orders) AS s, ${WRAP('orders', 1)}`,
    );
  });

  it('applies several scopes and table filters in one wrapper, values as parameters', async () => {
    const result = await scoped('SELECT * FROM orders', {
      tenant: [ORDERS, { table: 'public.orders', column: 'region', value: 7 }],
      tableFilters: [
        {
          table: 'orders',
          predicate: {
            column: 'created_at',
            operator: 'between',
            values: ['2024-01-01', '2024-02-01'],
            temporal: true,
          },
        },
        {
          table: 'orders',
          predicate: {
            column: 'status',
            operator: 'in',
            values: ['x', "'; DROP TABLE orders; --"],
          },
        },
        { table: 'orders', predicate: { column: 'name', operator: 'like', values: ['%a%'] } },
        { table: 'orders', predicate: { column: 'note', operator: 'is_null', values: [] } },
        { table: 'orders', predicate: { column: 'amount', operator: 'gte', values: [5] } },
      ],
    });
    expect(result.sql).toBe(
      'SELECT * FROM (SELECT * FROM orders AS __chartroom_scoped WHERE __chartroom_scoped.tenant_id = $1' +
        ' AND __chartroom_scoped.region = $2' +
        ' AND __chartroom_scoped.created_at BETWEEN CAST($3 AS timestamptz) AND CAST($4 AS timestamptz)' +
        ' AND __chartroom_scoped.status IN ($5, $6)' +
        ' AND __chartroom_scoped.name::text ILIKE $7' +
        ' AND __chartroom_scoped.note IS NULL' +
        ' AND __chartroom_scoped.amount >= $8) AS orders',
    );
    expect(result.params).toEqual([
      'acme',
      7,
      '2024-01-01',
      '2024-02-01',
      'x',
      "'; DROP TABLE orders; --",
      '%a%',
      5,
    ]);
  });

  it('leaves queries without scoped tables as written', async () => {
    const sql = 'SELECT name FROM products WHERE price > $1 -- shared';
    expect(await scoped(sql, tenant(ORDERS), ['1'])).toEqual({ sql, params: ['1'] });
  });

  it('refuses FETCH WITH TIES when a rewrite is needed (the deparser drops it)', async () => {
    await expect(
      scoped('SELECT * FROM orders ORDER BY 1 FETCH FIRST 1 ROWS WITH TIES'),
    ).rejects.toThrow(QueryRefusedError);
  });

  it('quotes identifiers that need it', async () => {
    const result = await scoped(
      'SELECT * FROM "Web Events"',
      tenant({ table: 'web events', column: 'Tenant Id', value: 'x' }),
    );
    expect(result.sql).toBe(
      'SELECT * FROM (SELECT * FROM "Web Events" AS __chartroom_scoped WHERE __chartroom_scoped."Tenant Id" = $1) AS "Web Events"',
    );
  });

  it('refuses invalid scopes', async () => {
    await expect(scoped('SELECT 1', tenant({ table: '', column: 'x', value: 1 }))).rejects.toThrow(
      /Invalid tenant scope/,
    );
  });

  it('verifier refuses any scoped reference that is not inside a proven wrapper', async () => {
    await loadPgParser();
    const rules = buildScopeRules([ORDERS]).tenant;
    const check = (sql: string, params: string[]) => () =>
      verifyTenantScopes(parseSingleSelect(sql), rules, params);
    expect(check('SELECT * FROM orders', [])).toThrow(/table "orders" is not filtered/);
    expect(check(`SELECT * FROM ${WRAP('o', 1)}`, ['other'])).toThrow(/not filtered/);
    expect(
      check(
        'SELECT * FROM (SELECT * FROM orders AS __chartroom_scoped WHERE __chartroom_scoped.tenant_id = $1 OR true) AS o',
        ['acme'],
      ),
    ).toThrow(/not filtered/);
    expect(
      check(
        'SELECT * FROM (SELECT * FROM orders AS __chartroom_scoped, orders WHERE __chartroom_scoped.tenant_id = $1) AS o',
        ['acme'],
      ),
    ).toThrow(/not filtered/);
    expect(check(`SELECT * FROM ${WRAP('o', 1)} WHERE true`, ['acme'])).not.toThrow();
    expect(check('WITH orders AS (SELECT 1) SELECT * FROM orders', [])).not.toThrow();
  });
});
