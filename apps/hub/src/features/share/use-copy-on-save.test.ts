import type { ChartFilter } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { matchFilters } from './use-copy-on-save';

const filter = (filterId: string, displayName: string) =>
  ({
    filterId,
    parent_chart_id: 'c',
    config: { displayName, filterType: 'Number' },
  }) as unknown as ChartFilter;

describe('matchFilters', () => {
  it("maps each filter of the chart to the copy's filter with the same config", () => {
    const ids = matchFilters(
      [filter('a', 'Amount'), filter('b', 'Channel'), filter('c', 'Amount')],
      [filter('y', 'Channel'), filter('x', 'Amount'), filter('z', 'Amount')],
    );
    expect([...ids]).toEqual([
      ['a', 'x'],
      ['b', 'y'],
      ['c', 'z'],
    ]);
    expect(matchFilters([filter('a', 'Amount')], []).size).toBe(0);
  });
});
