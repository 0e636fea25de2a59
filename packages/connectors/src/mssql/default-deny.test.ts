import { describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { QueryRefusedError, TableNotReadableError, tableNotReadableMessage } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import { msSqlEngine } from './sql-engine';

const engine = msSqlEngine('shop');
/** `orders` scoped, `sales.products` shared; everything else is not listed. */
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'acme' }],
  readableTables: ['dbo.orders', 'Sales.Products'],
  raw: true,
};
const prepare = (sql: string, scope: PrepareScope = TENANT) =>
  prepareWithParser(engine, { sql, params: [] }, scope);

function notReadable(sql: string, scope: PrepareScope = TENANT): string {
  let error: unknown;
  try {
    prepare(sql, scope);
  } catch (e) {
    error = e;
  }
  expect(error, `expected "${sql}" to be refused`).toBeInstanceOf(TableNotReadableError);
  const { table, message } = error as TableNotReadableError;
  expect(message).toBe(tableNotReadableMessage(table));
  return table;
}

describe('MS SQL default-deny (prepare)', () => {
  it('accepts listed tables as SQL Server resolves them (any case, dbo by default), scoped', () => {
    for (const ref of ['orders', '[Orders]', 'dbo.orders', 'DBO.[ORDERS]', 'shop.dbo.orders']) {
      expect(prepare(`SELECT * FROM ${ref} AS x`).sql, ref).toMatch(
        /^SELECT \* FROM \(SELECT \* FROM .+ AS \[__chartroom_scoped\] WHERE \(\[__chartroom_scoped\]\.\[tenant_id\] = @p1\)\) AS \[x\]$/,
      );
    }
    for (const ref of ['sales.products', '[SALES].[products]', 'Shop.Sales.Products']) {
      expect(prepare(`SELECT * FROM ${ref}`).params, ref).toEqual([]);
    }
  });

  it('refuses unlisted and differently-qualified tables, naming them as written', () => {
    expect(notReadable('SELECT * FROM customers')).toBe('customers');
    expect(notReadable('SELECT * FROM products')).toBe('products');
    expect(notReadable('SELECT * FROM sales.orders')).toBe('sales.orders');
    expect(() => prepare('SELECT * FROM archive.dbo.orders')).toThrow(
      /outside this connection's database/,
    );
  });

  it('refuses unlisted tables in joins, WHERE subqueries, CTE bodies and unions', () => {
    for (const sql of [
      'SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id',
      'SELECT * FROM orders WHERE customer_id IN (SELECT id FROM customers)',
      'SELECT (SELECT COUNT(*) FROM customers) AS n',
      'WITH x AS (SELECT * FROM customers) SELECT * FROM x',
      'WITH customers AS (SELECT * FROM customers) SELECT * FROM customers',
      'SELECT tenant_id FROM orders UNION ALL SELECT tenant_id FROM customers',
    ]) {
      expect(notReadable(sql), sql).toBe('customers');
    }
  });

  it('lets a CTE named like an unlisted table through when it does not read it', () => {
    expect(prepare('WITH customers AS (SELECT 1 AS n) SELECT n FROM customers').sql).toBe(
      'WITH customers AS (SELECT 1 AS [n]) SELECT [n] FROM [customers]',
    );
  });

  it('refuses linked servers for tenants (four-part names)', () => {
    expect(() => prepare('SELECT * FROM remote.shop.dbo.orders')).toThrow(QueryRefusedError);
    expect(() =>
      prepare('SELECT * FROM remote.shop.dbo.orders', { tenant: TENANT.tenant, raw: true }),
    ).toThrow(/Linked servers are not available to tenants/);
  });

  it('always lets the tenant read its scoped tables; nothing changes without the list', () => {
    expect(prepare('SELECT * FROM orders', { ...TENANT, readableTables: [] }).params).toEqual([
      'acme',
    ]);
    expect(prepare('SELECT * FROM customers', { tenant: TENANT.tenant }).params).toEqual([]);
  });
});
