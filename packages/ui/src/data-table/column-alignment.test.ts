import { describe, expect, it } from 'vitest';
import { alignStyle, rightAlignedColumns } from './column-alignment';
import { detectPlainNumberColumns } from './plain-number-columns';

describe('rightAlignedColumns', () => {
  const columns = [
    { name: 'order_id', type: 'number' as const },
    { name: 'year', type: 'number' as const },
    { name: 'customer', type: 'string' as const },
    { name: 'amount', type: 'number' as const },
    { name: 'quantity', type: 'number' as const },
    { name: 'score', type: 'unknown' as const },
    { name: 'note', type: 'mixed' as const },
    { name: 'created_at', type: 'date' as const },
  ];
  const rows = [
    { order_id: 199810, year: 2024, customer: 'Ava', amount: 79.5, quantity: 1, score: 3, note: 1 },
    {
      order_id: 199722,
      year: 2025,
      customer: 'Leo',
      amount: 1200,
      quantity: 2,
      score: null,
      note: 'x',
    },
  ];

  it('right-aligns amounts, not identifiers, years, text or dates', () => {
    const plain = detectPlainNumberColumns(columns, rows);
    expect([...rightAlignedColumns(columns, rows, plain)].sort()).toEqual([
      'amount',
      'quantity',
      'score',
    ]);
  });

  it('leaves an untyped column without values on the left', () => {
    const right = rightAlignedColumns(
      [{ name: 'score', type: 'unknown' }],
      [{ score: null }],
      new Set(),
    );
    expect(right.size).toBe(0);
  });
});

describe('alignStyle', () => {
  it('right-aligns with tabular digits, else adds nothing', () => {
    expect(alignStyle('right')).toEqual({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
    expect(alignStyle('left')).toEqual({});
  });
});
