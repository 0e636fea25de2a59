import { describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError, TableNotReadableError, tableNotReadableMessage } from '../errors';
import { preparePartiQl } from './partiql-scope';

/** `orders` is scoped, `products` shared; every other table is not listed. */
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'acme' }],
  readableTables: ['products'],
};

function notReadable(sql: string, scope: PrepareScope = TENANT): string {
  let error: unknown;
  try {
    preparePartiQl({ sql }, scope);
  } catch (e) {
    error = e;
  }
  expect(error, `expected "${sql}" to be refused`).toBeInstanceOf(TableNotReadableError);
  const { table, message } = error as TableNotReadableError;
  expect(message).toBe(tableNotReadableMessage(table));
  return table;
}

describe('DynamoDB default-deny (PartiQL prepare)', () => {
  it('reads the scoped table (and its indexes) filtered, the shared one as written', () => {
    expect(preparePartiQl({ sql: 'SELECT * FROM "orders"."byTenant"' }, TENANT)).toEqual({
      sql: 'SELECT * FROM "orders"."byTenant" WHERE "tenant_id" = ?',
      params: ['acme'],
    });
    expect(preparePartiQl({ sql: 'SELECT * FROM products' }, TENANT)).toEqual({
      sql: 'SELECT * FROM products',
      params: [],
    });
  });

  it('refuses any other table, and other letter cases (DynamoDB names are case-sensitive)', () => {
    expect(notReadable('SELECT * FROM customers')).toBe('customers');
    expect(notReadable('SELECT * FROM "customers"."byTenant"')).toBe('customers');
    expect(notReadable('SELECT * FROM "Orders"')).toBe('Orders');
    expect(notReadable('SELECT * FROM Products')).toBe('Products');
  });

  it('always lets the tenant read its scoped table; nothing changes without the list', () => {
    expect(
      preparePartiQl({ sql: 'SELECT * FROM orders' }, { ...TENANT, readableTables: [] }).params,
    ).toEqual(['acme']);
    expect(notReadable('SELECT * FROM products', { ...TENANT, readableTables: [] })).toBe(
      'products',
    );
    expect(preparePartiQl({ sql: 'SELECT * FROM customers' }, { tenant: TENANT.tenant }).sql).toBe(
      'SELECT * FROM customers',
    );
  });

  it('refuses PartiQL written by any tenant, even one with only shared tables', () => {
    expect(() =>
      preparePartiQl(
        { sql: 'SELECT * FROM products' },
        { tenant: [], readableTables: ['products'], raw: true },
      ),
    ).toThrow(QueryRefusedError);
  });
});
