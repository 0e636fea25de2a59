import { chartRowSchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  itemFromRow,
  searchItems,
  sortItems,
  thumbnailCandidates,
  versionKey,
  type LibraryItem,
} from './library-model';

const row = (over: Record<string, unknown>) =>
  chartRowSchema.parse({
    id: 'c1',
    version: 2,
    name: 'Revenue by month',
    config: { chartConfig: { type: 'Line' }, dataPrep: {} },
    created_at: '2026-03-04T10:00:00.000Z',
    ...over,
  });

describe('itemFromRow', () => {
  it('reads name, type, date and thumbnail', () => {
    const item = itemFromRow(row({ thumbnail: 'data:image/jpeg;base64,xx', published: true }));
    expect(item).toMatchObject({
      chartId: 'c1',
      version: 2,
      name: 'Revenue by month',
      type: 'Line',
      date: '2026-03-04T10:00:00.000Z',
      thumbnail: 'data:image/jpeg;base64,xx',
      published: true,
    });
  });
  it('uses the v2 type for semantic charts and no thumbnail when blank', () => {
    const item = itemFromRow(
      row({
        config_version: 'v2',
        thumbnail: '',
        config: { chartConfigV2: { type: 'donut' }, dataPrep: {} },
      }),
    );
    expect(item.type).toBe('donut');
    expect(item.thumbnail).toBeNull();
  });
});

describe('searchItems', () => {
  const items: LibraryItem[] = [
    itemFromRow(row({})),
    itemFromRow(row({ id: 'c2', name: 'Orders', config: { chartConfig: { type: 'Stat Card' } } })),
    itemFromRow(row({ id: 'c3', name: 'Top customers', created_at: '2025-12-24T08:00:00Z' })),
  ];
  const names = (search: string) => searchItems(items, search, 'en-US').map((i) => i.name);
  it('matches name, type and date, ignoring case', () => {
    expect(names('')).toHaveLength(3);
    expect(names('orders')).toEqual(['Orders']);
    expect(names('stat card')).toEqual(['Orders']);
    expect(names('LINE')).toEqual(['Revenue by month', 'Top customers']);
    expect(names('2025-12-24')).toEqual(['Top customers']);
    expect(names('Dec 24, 2025')).toEqual(['Top customers']);
    expect(names('nothing like this')).toEqual([]);
  });
  it('sorts newest first', () => {
    expect(sortItems(items).map((i) => i.name)).toEqual([
      'Orders',
      'Revenue by month',
      'Top customers',
    ]);
  });
});

describe('thumbnailCandidates', () => {
  const line = itemFromRow(row({ id: 'line' }));
  const drawn = itemFromRow(row({ id: 'drawn', thumbnail: 'data:image/jpeg;base64,xx' }));
  const map = itemFromRow(
    row({ id: 'map', config: { chartConfig: { type: 'Map' }, dataPrep: {} } }),
  );
  const golden: LibraryItem = { ...line, key: 'golden-1', chartId: null, row: undefined };

  it('are saved versions without a thumbnail, not yet tried, whose drawing can be captured', () => {
    expect(thumbnailCandidates([line, drawn, map, golden], new Set()).map((i) => i.key)).toEqual([
      'line',
    ]);
    expect(thumbnailCandidates([line], new Set([versionKey(line)]))).toEqual([]);
    expect(versionKey(line)).toBe('line@2');
  });
});
