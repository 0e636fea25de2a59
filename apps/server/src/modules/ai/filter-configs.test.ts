import { describe, expect, it } from 'vitest';
import { matchFilters } from '@chartroom/dash';
import { chartFilterOf, dashboardFilterOf } from './filter-configs';

describe('AI filters', () => {
  const columns = [
    { name: 'country', type: 'string' as const },
    { name: 'channel', type: 'string' as const },
    { name: 'created_at', type: 'date' as const },
  ];
  const values = {
    country: ['France', 'United States', 'United Kingdom'],
    channel: ['Web', 'Mobile'],
  };

  it('reads values of the unique-values index and date bounds in a prompt', () => {
    expect(
      matchFilters(
        'orders from france and the united kingdom on mobile after 2021',
        columns,
        values,
      ),
    ).toEqual([
      { kind: 'values', column: 'country', values: ['United Kingdom', 'France'] },
      { kind: 'values', column: 'channel', values: ['Mobile'] },
      { kind: 'date', column: 'created_at', bound: 'after', value: '2022-01-01T00:00:00.000Z' },
    ]);
    expect(matchFilters('sales by month', columns, values)).toEqual([]);
  });

  it('makes valid chart and dashboard filter configs', () => {
    expect(chartFilterOf({ kind: 'values', column: 'country', values: ['France'] })).toMatchObject({
      filterType: 'Select',
      filterSubType: 'Select Single',
      filterTarget: { sourceType: 'Output', outputColumn: 'country' },
      selectedValue: 'France',
    });
    expect(
      dashboardFilterOf({ kind: 'values', column: 'country', values: ['France', 'Spain'] }),
    ).toMatchObject({
      filterType: 'Select',
      filterSubType: 'Select Multi',
      selectedValue: ['France', 'Spain'],
    });
    expect(
      chartFilterOf({
        kind: 'date',
        column: 'created_at',
        bound: 'before',
        value: '2021-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({ filterType: 'Date', filterSubType: 'Date Before' });
  });
});
