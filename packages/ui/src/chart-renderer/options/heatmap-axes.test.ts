import { describe, expect, it } from 'vitest';
import { heatmapAxis, splitSortPrefix } from './heatmap-axes';

describe('splitSortPrefix', () => {
  it('reads a leading sort number and the name after it', () => {
    expect(splitSortPrefix('1 Mon')).toEqual({ rank: 1, name: 'Mon' });
    expect(splitSortPrefix('07 Sunday')).toEqual({ rank: 7, name: 'Sunday' });
    expect(splitSortPrefix('3. Wed')).toEqual({ rank: 3, name: 'Wed' });
    expect(splitSortPrefix('12-December')).toEqual({ rank: 12, name: 'December' });
    expect(splitSortPrefix('2_Tue')).toEqual({ rank: 2, name: 'Tue' });
  });

  it('leaves numbers, dates, years and names without a prefix alone', () => {
    for (const value of ['12', '2024-01-05', '2024 Jan', '10am', 'Mon', 'Q1 2024', '3 5']) {
      expect(splitSortPrefix(value), value).toBeNull();
    }
  });
});

describe('heatmapAxis', () => {
  it('orders sort-prefixed values by their number and shows the names', () => {
    const axis = heatmapAxis(
      ['3 Wed', '1 Mon', '7 Sun', '2 Tue', '4 Thu', '5 Fri', '6 Sat'],
      false,
    );
    expect(axis.labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(axis.keys).toEqual(['1 Mon', '2 Tue', '3 Wed', '4 Thu', '5 Fri', '6 Sat', '7 Sun']);
    // By number, not as text: 10 after 9.
    const months = heatmapAxis(['10 Oct', '9 Sep', '11 Nov', '12 Dec', '8 Aug'], true);
    expect(months.labels).toEqual(['Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  it('keeps the values when a prefix is not a running order', () => {
    // Days of dates, names that collide, some values without a prefix.
    expect(heatmapAxis(['10 Oct', '2 Feb', '1 Jan'], true).labels).toEqual([
      '1 Jan',
      '2 Feb',
      '10 Oct',
    ]);
    expect(heatmapAxis(['1 am', '1 pm', '2 am'], true).labels).toEqual(['1 am', '1 pm', '2 am']);
    expect(heatmapAxis(['1 Mon', 'Tue'], false).labels).toEqual(['1 Mon', 'Tue']);
  });

  it('orders other values naturally, or as given, labelled by the labeller', () => {
    expect(heatmapAxis(['10', '2', '1'], true).labels).toEqual(['1', '2', '10']);
    expect(heatmapAxis(['b', 'a'], false).labels).toEqual(['b', 'a']);
    expect(heatmapAxis(['x'], false, (k) => `<${k}>`)).toEqual({ keys: ['x'], labels: ['<x>'] });
  });
});
