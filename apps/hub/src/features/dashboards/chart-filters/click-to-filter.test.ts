import { anyDashboardFilterSchema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import type { ViewerFilter } from '../dashboard-model';
import { boundFilterFor, clickedValue, filterColumnForChart } from './click-to-filter';

const filter = (raw: Record<string, unknown>): ViewerFilter => anyDashboardFilterSchema.parse(raw);
const structure = (column: string) => ({
  connection: 'conn',
  sourceType: 'Output',
  table: 'orders',
  column,
});
const channel = filter({
  id: 'filter-channel',
  displayName: 'Channel',
  filterType: 'Select',
  filterSubType: 'Select Multi',
  filterColumn: 'channel',
  chartFilterStructures: { c1: structure('channel'), c2: structure('sales_channel') },
});
const date = filter({
  id: 'filter-date',
  displayName: 'Date',
  filterType: 'Date',
  filterSubType: 'Date Range',
  chartFilterStructures: { c1: structure('created_at') },
});
const legacy = filter({
  id: 'legacy',
  displayName: 'Status',
  filterType: 'Input',
  filterTargets: [{ chartId: 'c3', type: 'After logic', targetColumn: 'status', columns: [] }],
});

describe('click to filter', () => {
  it("finds the filter bound to the clicked chart's column (structures, then legacy targets)", () => {
    const all = [date, channel, legacy];
    expect(filterColumnForChart(channel, 'c2')).toBe('sales_channel');
    expect(boundFilterFor(all, 'c1', 'channel')?.id).toBe('filter-channel');
    expect(boundFilterFor(all, 'c2', 'sales_channel')?.id).toBe('filter-channel');
    expect(boundFilterFor(all, 'c2', 'channel')).toBeNull();
    expect(boundFilterFor(all, 'c3', 'status')?.id).toBe('legacy');
    expect(boundFilterFor(all, 'c9', 'channel')).toBeNull();
  });

  it('leaves Date filters alone (a category is no date range)', () => {
    expect(boundFilterFor([date], 'c1', 'created_at')).toBeNull();
  });

  it("gives the value the filter's shape", () => {
    expect(clickedValue(channel, { column: 'channel', value: 'Web' })).toEqual(['Web']);
    const single = { ...channel, filterSubType: 'Select Single' } as ViewerFilter;
    expect(clickedValue(single, { column: 'channel', value: 'Web' })).toBe('Web');
    const number = {
      ...channel,
      filterType: 'Number',
      filterSubType: 'Number Equal to',
    } as ViewerFilter;
    expect(clickedValue(number, { column: 'x', value: '12' })).toBe(12);
    expect(clickedValue(legacy, { column: 'status', value: 3 })).toBe('3');
    expect(clickedValue(channel, { column: 'channel', value: null })).toBeNull();
  });
});
