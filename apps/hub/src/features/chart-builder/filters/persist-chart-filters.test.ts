import { describe, expect, it } from 'vitest';
import type { ChartFilterConfig } from '@chartroom/core';
import { persistChartFilters } from './persist-chart-filters';

const config = (column: string): ChartFilterConfig =>
  ({
    displayName: column,
    filterType: 'Select',
    filterTarget: { sourceType: 'Raw', rawTable: 'orders', rawColumn: column },
  }) as ChartFilterConfig;

function recorder() {
  const calls: string[] = [];
  const client = {
    createOrUpdateChartFilter: (body: { filterId: string; parentChartId: string }) => {
      calls.push(`upsert ${body.filterId} on ${body.parentChartId}`);
      return Promise.resolve({
        filter: {
          filterId: body.filterId,
          parent_chart_id: body.parentChartId,
          config: config('x'),
        },
      });
    },
    deleteChartFilter: (id: string) => {
      calls.push(`delete ${id}`);
      return Promise.resolve({ filterId: id });
    },
    deleteUnusedChartFilters: (q: {
      parentChartId: string;
      columnNamesToKeep: readonly string[];
    }) => {
      calls.push(`unused ${q.parentChartId} keep ${q.columnNamesToKeep.join(',')}`);
      return Promise.resolve({ deletedChartFilters: [] });
    },
    saveChartFilters: (body: { filterIds: string[] }) => {
      calls.push(`save ${body.filterIds.join(',')}`);
      return Promise.resolve({ filterIds: body.filterIds });
    },
  };
  return { calls, client: client as unknown as Parameters<typeof persistChartFilters>[0] };
}

describe('persistChartFilters', () => {
  it('deletes removed filters, writes the others, drops unused columns and marks them saved', async () => {
    const { calls, client } = recorder();
    const saved = await persistChartFilters(client, {
      chartId: 'c1',
      filters: [
        { filterId: 'a', config: config('channel') },
        { filterId: 'b', config: config('status') },
      ],
      deletedFilterIds: ['old'],
    });
    expect(saved.map((f) => f.filterId)).toEqual(['a', 'b']);
    expect(calls).toEqual([
      'delete old',
      'upsert a on c1',
      'upsert b on c1',
      'unused c1 keep channel,status',
      'save a,b',
    ]);
  });

  it("maps ids to a tenant copy's and skips deleted ids the copy does not have", async () => {
    const { calls, client } = recorder();
    const ids = new Map([['a', 'copy-a']]);
    await persistChartFilters(client, {
      chartId: 'copy',
      filters: [
        { filterId: 'a', config: config('channel') },
        { filterId: 'new', config: config('channel') },
      ],
      deletedFilterIds: ['gone'],
      mapId: (id) => ids.get(id),
    });
    expect(calls).toEqual([
      'upsert copy-a on copy',
      'upsert new on copy',
      'unused copy keep channel',
      'save copy-a,new',
    ]);
  });
});
