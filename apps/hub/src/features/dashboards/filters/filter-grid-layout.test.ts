import { dashboardFilterSchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { cellsFor, filterGridColumns } from './filter-grid-layout';

const f = (id: string, x: number, y: number, w = 3) =>
  dashboardFilterSchema.parse({ id, filterType: 'Input', layout: { i: id, x, y, w, h: 2 } });

describe('edit-mode filter grid', () => {
  it('keeps the stored 10 columns from tablet width, 4 on a phone', () => {
    expect(filterGridColumns(1008)).toBe(10);
    expect(filterGridColumns(768)).toBe(10);
    expect(filterGridColumns(350)).toBe(4);
  });
  it('shows stored cells as they are on 10 columns, and flows them on a phone', () => {
    const filters = [f('b', 3, 0), f('a', 0, 0), f('c', 6, 0), f('d', 0, 2, 10)];
    expect(cellsFor(filters, 10).map((c) => [c.i, c.x, c.y, c.w])).toEqual([
      ['b', 3, 0, 3],
      ['a', 0, 0, 3],
      ['c', 6, 0, 3],
      ['d', 0, 2, 10],
    ]);
    expect(cellsFor(filters, 4).map((c) => [c.i, c.x, c.y, c.w])).toEqual([
      ['a', 0, 0, 2],
      ['b', 2, 0, 2],
      ['c', 0, 2, 2],
      ['d', 0, 4, 4],
    ]);
  });
});
