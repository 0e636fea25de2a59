import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../test-utils/config';
import { legendLayout, normalizeLegendPosition } from './legend';
import { barPageSize, pageCountOf, pageRange } from './paging';
import { palette } from './common';

describe('bar paging', () => {
  it('pages bar types by tremor.pageOn only', () => {
    const paged = { advanced: { tremor: { pageOn: 5 } } };
    expect(barPageSize(makeConfig({ type: 'Bar', ...paged }))).toBe(5);
    expect(barPageSize(makeConfig({ type: 'Bar List', ...paged }))).toBe(5);
    expect(barPageSize(makeConfig({ type: 'Line', ...paged }))).toBeNull();
    expect(barPageSize(makeConfig({ type: 'Grouped Bar' }))).toBeNull();
  });

  it('counts pages and clamps the page', () => {
    expect(pageCountOf(12, 5)).toBe(3);
    expect(pageCountOf(0, 5)).toBe(1);
    expect(pageCountOf(12, null)).toBe(1);
    expect(pageRange(12, 5, 2)).toEqual({ start: 10, end: 12, page: 2 });
    expect(pageRange(12, 5, 9)).toEqual({ start: 10, end: 12, page: 2 });
    expect(pageRange(12, 5, -1)).toEqual({ start: 0, end: 5, page: 0 });
    expect(pageRange(12, null, 3)).toEqual({ start: 0, end: 12, page: 0 });
  });
});

describe('legendLayout', () => {
  const p = palette('light');
  it('places the legend and keeps room for it in the grid', () => {
    const top = legendLayout(true, 'Top', true, p);
    expect(top.legend).toMatchObject({ show: true, type: 'scroll', top: 0, orient: 'horizontal' });
    expect(top.margins.top).toBe(40);
    const right = legendLayout(true, normalizeLegendPosition('right'), false, p);
    expect(right.legend).toMatchObject({ type: 'plain', right: 0, orient: 'vertical' });
    expect(right.margins.right).toBeGreaterThan(100);
    const bottom = legendLayout(true, 'Bottom', true, p);
    expect(bottom.legend).toMatchObject({ bottom: 0 });
    expect(bottom.margins.bottom).toBeGreaterThan(8);
    const left = legendLayout(false, 'Left', true, p);
    expect(left.margins.left).toBe(8);
    expect(normalizeLegendPosition(undefined)).toBe('Top');
  });
});
