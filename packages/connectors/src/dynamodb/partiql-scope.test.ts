import { describe, expect, it } from 'vitest';
import { QueryRefusedError } from '../errors';
import { preparePartiQl } from './partiql-scope';
import { parsePartiQlSelect } from './partiql-statement';

const acme = [{ table: 'orders', column: 'tenant_id', value: 'acme' }];

describe('PartiQL statement check and tenant predicate by construction', () => {
  it.each([
    ['SELECT * FROM orders', 'SELECT * FROM orders WHERE "tenant_id" = ?'],
    [
      'select "a" from "orders"."byTenant"',
      'select "a" from "orders"."byTenant" WHERE "tenant_id" = ?',
    ],
    [
      `SELECT * FROM "orders" WHERE "a" = 1 OR "b" = 'x' ORDER BY "id" DESC`,
      `SELECT * FROM "orders" WHERE ("a" = 1 OR "b" = 'x') AND "tenant_id" = ? ORDER BY "id" DESC`,
    ],
    [
      `SELECT * FROM "orders" ORDER BY "id"`,
      `SELECT * FROM "orders" WHERE "tenant_id" = ? ORDER BY "id"`,
    ],
    [
      `SELECT * FROM "orders" WHERE "t" IN ['a', 'b'] AND begins_with("s", 'x')`,
      `SELECT * FROM "orders" WHERE ("t" IN ['a', 'b'] AND begins_with("s", 'x')) AND "tenant_id" = ?`,
    ],
  ])('%s', (sql, expected) => {
    expect(preparePartiQl({ sql }, { tenant: acme })).toEqual({ sql: expected, params: ['acme'] });
  });

  it('leaves other tables alone and keeps admin queries as written', () => {
    expect(preparePartiQl({ sql: 'SELECT * FROM "products"' }, { tenant: acme }).sql).toBe(
      'SELECT * FROM "products"',
    );
    expect(preparePartiQl({ sql: 'SELECT * FROM orders' }, { tenant: [] }).sql).toBe(
      'SELECT * FROM orders',
    );
  });

  it('renders every filter operator with bound values', () => {
    const prepared = preparePartiQl(
      { sql: 'SELECT * FROM "orders"' },
      {
        tenant: [],
        tableFilters: [
          { table: 'orders', predicate: { column: 'a', operator: 'between', values: [1, 2] } },
          { table: 'orders', predicate: { column: 'b', operator: 'not_in', values: ['x'] } },
          { table: 'orders', predicate: { column: 'c', operator: 'like', values: ['ab%'] } },
          { table: 'orders', predicate: { column: 'd', operator: 'like', values: ['%cd%'] } },
          { table: 'orders', predicate: { column: 'e', operator: 'is_null', values: [] } },
          { table: 'orders', predicate: { column: 'f', operator: 'not_equals', values: [true] } },
        ],
      },
    );
    expect(prepared.sql).toBe(
      'SELECT * FROM "orders" WHERE "a" BETWEEN ? AND ? AND NOT ("b" IN [?]) AND begins_with("c", ?) AND contains("d", ?) AND ("e" IS NULL OR "e" IS MISSING) AND "f" <> ?',
    );
    expect(prepared.params).toEqual([1, 2, 'x', 'ab', 'cd', true]);
  });

  it.each([
    'UPDATE "orders" SET "a" = 1',
    'DELETE FROM "orders"',
    `INSERT INTO "orders" VALUE {'a': 1}`,
    'EXISTS(SELECT * FROM "orders")',
    'SELECT * FROM "orders"; SELECT * FROM "x"',
    'SELECT * FROM "orders" -- comment',
    'SELECT * FROM "orders" /* x */',
    'SELECT * FROM (SELECT * FROM "orders")',
    'SELECT * FROM "orders" WHERE "a" IN (SELECT "a" FROM "x")',
    'SELECT * FROM "orders", "customers"',
    'SELECT * FROM "orders" WHERE ("a" = 1',
    'SELECT * FROM "orders" WHERE',
    'SELECT * FROM "orders" ORDER BY ?',
    'SELECT *',
    'SELECT * FROM "orders" WHERE a = 1 # x',
    '',
  ])('refuses %s', (sql) => {
    expect(() =>
      preparePartiQl({ sql, params: sql.includes('?') ? [1] : [] }, { tenant: [] }),
    ).toThrow(QueryRefusedError);
  });

  it('refuses a parameter count that does not match', () => {
    expect(() =>
      preparePartiQl({ sql: 'SELECT * FROM t WHERE a = ?', params: [] }, { tenant: [] }),
    ).toThrow(/1 parameters/);
  });

  it('refuses raw PartiQL from tenants', () => {
    expect(() =>
      preparePartiQl({ sql: 'SELECT * FROM orders' }, { tenant: acme, raw: true }),
    ).toThrow(/not accepted/);
  });

  it('reads the table, projection and clause positions', () => {
    expect(parsePartiQlSelect('SELECT "a", b FROM "we""ird" WHERE x = ?')).toMatchObject({
      table: 'we"ird',
      projection: ['a', 'b'],
      paramCount: 1,
    });
  });
});
