import type { TableSchemaEntry } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import { sqlCompletionSchema } from './sql-schema';

const table = (
  tableName: string,
  schemaName: string | null,
  columns: string[],
): TableSchemaEntry => ({
  tableName,
  schemaName,
  columns: columns.map((columnName) => ({ columnName, type: 'string', selectable: true })),
});

describe('sqlCompletionSchema', () => {
  it('offers tables by bare name and under their schema, with columns', () => {
    expect(
      sqlCompletionSchema([
        table('orders', 'main', ['id', 'amount']),
        table('users', null, ['id']),
      ]),
    ).toEqual({
      orders: { self: { label: 'orders', type: 'table' }, children: ['id', 'amount'] },
      main: {
        self: { label: 'main', type: 'namespace' },
        children: {
          orders: { self: { label: 'orders', type: 'table' }, children: ['id', 'amount'] },
        },
      },
      users: { self: { label: 'users', type: 'table' }, children: ['id'] },
    });
  });
});
