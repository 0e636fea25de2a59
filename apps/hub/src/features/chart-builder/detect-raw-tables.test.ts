import { describe, expect, it } from 'vitest';
import { alignToSelection, detectRawTables } from './detect-raw-tables';

const TABLES = ['main.customers', 'main.orders', 'main.order_items', 'main.products'];

describe('detectRawTables', () => {
  it('finds tables by whole-word match, bare or qualified', () => {
    expect(detectRawTables('SELECT * FROM orders', TABLES)).toEqual(['main.orders']);
    expect(detectRawTables('select * from main.customers c join ORDERS o on 1=1', TABLES)).toEqual([
      'main.customers',
      'main.orders',
    ]);
  });

  it('does not match a name inside a longer word', () => {
    expect(detectRawTables('SELECT * FROM order_items', TABLES)).toEqual(['main.order_items']);
    expect(detectRawTables('SELECT orders_count FROM x', TABLES)).toEqual([]);
  });

  it('ignores comments and string literals, accepts quoted identifiers', () => {
    expect(detectRawTables('SELECT \'products\' -- customers\nFROM "orders"', TABLES)).toEqual([
      'main.orders',
    ]);
    expect(detectRawTables('/* products */ SELECT 1', TABLES)).toEqual([]);
  });

  it('returns nothing for an empty query', () => {
    expect(detectRawTables('', TABLES)).toEqual([]);
  });
});

describe('alignToSelection', () => {
  it('keeps the selection spelling of the same table', () => {
    expect(alignToSelection(['main.orders', 'main.customers'], ['orders'])).toEqual([
      'orders',
      'main.customers',
    ]);
    expect(alignToSelection(['orders'], ['main.orders'])).toEqual(['main.orders']);
  });

  it('never merges tables of two different schemas', () => {
    expect(alignToSelection(['sales.orders'], ['archive.orders'])).toEqual(['sales.orders']);
  });
});
