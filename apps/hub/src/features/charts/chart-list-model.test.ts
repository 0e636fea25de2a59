import { chartRowSchema, type ListedChart } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { chunks, filterLibrary, libraryItems } from './chart-list-model';

const listed = (over: Partial<ListedChart>): ListedChart => ({
  id: 'c1',
  name: 'Revenue by month',
  version: 1,
  published: true,
  updated_at: '2026-03-04T10:00:00.000Z',
  config_version: 'v1',
  ...over,
});
const row = (id: string, version: number, type: string, thumbnail?: string) =>
  chartRowSchema.parse({
    id,
    version,
    name: id,
    config: { chartConfig: { type }, dataPrep: {} },
    ...(thumbnail ? { thumbnail } : {}),
  });

describe('libraryItems', () => {
  it("takes type and thumbnail from the listed version's row", () => {
    const items = libraryItems(
      [listed({ id: 'line', version: 2 }), listed({ id: 'gone', name: 'Gone', version: 3 })],
      [row('line', 2, 'Line', 'data:image/jpeg;base64,xx'), row('gone', 2, 'Map')],
    );
    expect(items[0]).toMatchObject({
      chartId: 'line',
      type: 'Line',
      thumbnail: 'data:image/jpeg;base64,xx',
    });
    expect(items[0]?.date).toBe('2026-03-04T10:00:00.000Z');
    // No row at the listed version: still a card, as a table without thumbnail.
    expect(items[1]).toMatchObject({
      chartId: 'gone',
      name: 'Gone',
      type: 'Table',
      thumbnail: null,
    });
  });
});

describe('filterLibrary', () => {
  const items = libraryItems(
    [
      listed({ id: 'a', name: 'Revenue by month', updated_at: '2026-03-01T00:00:00.000Z' }),
      listed({
        id: 'b',
        name: 'Orders by status',
        published: false,
        updated_at: '2026-03-03T00:00:00.000Z',
      }),
      listed({ id: 'c', name: 'Top products', updated_at: '2026-03-02T00:00:00.000Z' }),
    ],
    [row('a', 1, 'Line'), row('b', 1, 'Stacked Bar'), row('c', 1, 'Bar List')],
  );
  const ids = (list: { chartId: string | null }[]) => list.map((i) => i.chartId);

  it('keeps every chart, newest first, without a search', () => {
    expect(ids(filterLibrary(items, '', 'all'))).toEqual(['b', 'c', 'a']);
  });
  it('matches every word of the search in the name or the type, any case', () => {
    expect(ids(filterLibrary(items, 'REVENUE', 'all'))).toEqual(['a']);
    expect(ids(filterLibrary(items, 'bar', 'all'))).toEqual(['b', 'c']);
    expect(ids(filterLibrary(items, 'bar list', 'all'))).toEqual(['c']);
    expect(ids(filterLibrary(items, 'sunburst', 'all'))).toEqual([]);
  });
  it('keeps published charts or drafts', () => {
    expect(ids(filterLibrary(items, '', 'draft'))).toEqual(['b']);
    expect(ids(filterLibrary(items, 'bar', 'published'))).toEqual(['c']);
  });
});

describe('chunks', () => {
  it('splits a list into groups of at most the size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
  });
});
