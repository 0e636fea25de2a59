import { describe, expect, it } from 'vitest';
import { detectPlainNumberColumns } from './plain-number-columns';

const num = (name: string) => ({ name, type: 'number' as const });

describe('detectPlainNumberColumns', () => {
  it('finds identifier columns by name', () => {
    const columns = [
      'id',
      'order_id',
      'customer-id',
      'customerId',
      'ID',
      'paid',
      'valid',
      'amount',
    ];
    const found = detectPlainNumberColumns(columns.map(num), [
      { id: 1, order_id: 2, 'customer-id': 3, customerId: 4, ID: 5, paid: 6, valid: 7, amount: 8 },
    ]);
    expect([...found].sort()).toEqual(['ID', 'customer-id', 'customerId', 'id', 'order_id']);
  });

  it('finds year columns by name or by values that all look like years', () => {
    const rows = [
      { year: 2024, fiscal_year: 2023, opened: 1998, quantity: 1999, total: 150_000 },
      { year: 2025, fiscal_year: 2024, opened: 2012, quantity: 4, total: 2_100 },
    ];
    const columns = ['year', 'fiscal_year', 'opened', 'quantity', 'total'].map(num);
    expect([...detectPlainNumberColumns(columns, rows)].sort()).toEqual([
      'fiscal_year',
      'opened',
      'year',
    ]);
  });

  it('leaves text and date columns alone', () => {
    const found = detectPlainNumberColumns(
      [
        { name: 'product_id', type: 'string' },
        { name: 'created_at', type: 'date' },
      ],
      [{ product_id: 'A-1', created_at: '2024-01-01' }],
    );
    expect(found.size).toBe(0);
  });
});
