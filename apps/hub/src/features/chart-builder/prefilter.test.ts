import type { TableSchemaEntry, TenantPolicy } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { prefilterColumns, prefilterGaps } from './prefilter';

const table = (tableName: string, ...columns: string[]): TableSchemaEntry => ({
  tableName,
  schemaName: 'main',
  columns: columns.map((columnName) => ({ columnName, type: 'string', selectable: true })),
});

const TABLES = [
  table('orders', 'order_id', 'tenant_id'),
  table('customers', 'customer_id', 'org'),
  table('products', 'product_id', 'name'),
  table('tenants', 'TENANT_ID', 'name'),
];
const POLICIES: TenantPolicy[] = [
  { table: 'orders', column: 'tenant_id', payloadKey: 'tenant_id' },
  { table: 'main.customers', column: 'tenant_id', payloadKey: 'tenant_id' },
];

describe('prefilter warning', () => {
  it("uses a table's own policy columns, else every policy column", () => {
    expect(prefilterColumns(TABLES[0]!, POLICIES)).toEqual(['tenant_id']);
    expect(prefilterColumns(TABLES[2]!, POLICIES)).toEqual(['tenant_id']);
    expect(prefilterColumns(TABLES[2]!, [])).toEqual([]);
  });

  it('lists the selected tables missing prefilter columns (case-insensitive)', () => {
    const selected = ['main.orders', 'main.customers', 'main.products', 'main.tenants'];
    expect(prefilterGaps(TABLES, selected, POLICIES)).toEqual([
      { table: 'main.customers', missing: ['tenant_id'] },
      { table: 'main.products', missing: ['tenant_id'] },
    ]);
  });

  it('warns about nothing without tenant policies or unknown tables', () => {
    expect(prefilterGaps(TABLES, ['main.products'], [])).toEqual([]);
    expect(prefilterGaps(TABLES, ['main.nope'], POLICIES)).toEqual([]);
  });
});
