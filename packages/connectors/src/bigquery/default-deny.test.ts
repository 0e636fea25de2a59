import { describe, expect, it } from 'vitest';
import type { PrepareScope } from '../connector';
import { TableNotReadableError, tableNotReadableMessage } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import { bigQueryEngine } from './sql-engine';

const engine = bigQueryEngine('proj', 'ds');
/** `orders` scoped, `products` shared (named with its dataset); everything else is not listed. */
const TENANT: PrepareScope = {
  tenant: [{ table: 'orders', column: 'tenant_id', value: 'acme' }],
  readableTables: ['orders', 'ds.products'],
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

describe('BigQuery default-deny (prepare)', () => {
  it('accepts listed tables with or without their dataset and project, scoped', () => {
    for (const ref of ['orders', 'ds.orders', '`proj.ds.orders`', '`proj`.`ds`.`orders`']) {
      expect(prepare(`SELECT * FROM ${ref} AS x`).params, ref).toEqual(['acme']);
    }
    for (const ref of ['products', 'ds.products', '`proj.ds.products`']) {
      expect(prepare(`SELECT * FROM ${ref}`).params, ref).toEqual([]);
    }
  });

  it('refuses unlisted tables and other letter cases (BigQuery names are case-sensitive)', () => {
    expect(notReadable('SELECT * FROM customers')).toBe('customers');
    expect(notReadable('SELECT * FROM ds.Orders')).toBe('ds.Orders');
    expect(notReadable('SELECT * FROM `proj.ds.PRODUCTS`')).toBe('proj.ds.PRODUCTS');
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
    expect(prepare('WITH customers AS (SELECT 1 AS n) SELECT n FROM customers').params).toEqual([]);
  });

  it('always lets the tenant read its scoped tables; nothing changes without the list', () => {
    expect(prepare('SELECT * FROM orders', { ...TENANT, readableTables: [] }).params).toEqual([
      'acme',
    ]);
    expect(prepare('SELECT * FROM customers', { tenant: TENANT.tenant }).params).toEqual([]);
  });
});
