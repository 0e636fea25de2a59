import type { TableSchemaEntry } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import { errorDetail, filterTables, pickTable, tableLabel, tableRef } from './schema-model';

const table = (tableName: string, schemaName?: string, override?: string): TableSchemaEntry => ({
  tableName,
  schemaName,
  tableNameOverride: override,
  columns: [],
});

describe('schema model', () => {
  const tables = [table('orders', 'public'), table('Customers', 'crm', 'Clients'), table('events')];

  it('names tables as the API does', () => {
    expect(tableRef(tables[0]!)).toBe('public.orders');
    expect(tableRef(tables[2]!)).toBe('events');
    expect(tableLabel(tables[1]!)).toBe('Clients');
  });

  it('searches names, overrides and schemas', () => {
    expect(filterTables(tables, 'CLIENT').map((t) => t.tableName)).toEqual(['Customers']);
    expect(filterTables(tables, 'pub').map((t) => t.tableName)).toEqual(['orders']);
    expect(filterTables(tables, '').map(tableRef)).toEqual([
      'crm.Customers',
      'events',
      'public.orders',
    ]);
  });

  it('picks the wanted table or the first one', () => {
    expect(pickTable(tables, 'orders')?.tableName).toBe('orders');
    expect(pickTable(tables, 'public.orders')?.tableName).toBe('orders');
    expect(pickTable(tables, 'nope')?.tableName).toBe('Customers');
    expect(pickTable([], null)).toBeUndefined();
  });

  it('keeps the text after the last "Error: "', () => {
    expect(errorDetail('Error: Query failed: Error: relation "x" does not exist')).toBe(
      'relation "x" does not exist',
    );
    expect(errorDetail('timeout')).toBe('timeout');
  });
});
