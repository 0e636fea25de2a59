import { describe, expect, it } from 'vitest';
import { dashboardFilterPredicates, isApplied } from './dashboard-filter-predicates';

const filters = [
  {
    id: 'f-date',
    filterType: 'Date',
    filterSubType: 'Date Range',
    chartFilterStructures: { c1: { sourceType: 'Output', column: 'created_at' } },
  },
  {
    id: 'f-channel',
    filterType: 'Select',
    filterSubType: 'Select Multi',
    chartFilterStructures: { c1: { column: 'channel' }, c2: { column: 'ch' } },
  },
  { id: 'f-name', filterType: 'Input', chartFilterStructures: { c1: { column: 'name' } } },
];

describe('dashboardFilterPredicates', () => {
  it('maps Date → BETWEEN, Select → IN, Input → LIKE for the charts a filter targets', () => {
    const values = new Map<string, string | string[]>([
      ['f-date', ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z']],
      ['f-channel', ['Web', 'Mobile']],
      ['f-name', 'acme'],
    ]);
    expect(dashboardFilterPredicates('c1', filters, values)).toEqual([
      {
        column: 'created_at',
        operator: 'between',
        values: ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z'],
        temporal: true,
      },
      { column: 'channel', operator: 'in', values: ['Web', 'Mobile'] },
      { column: 'name', operator: 'like', values: ['%acme%'] },
    ]);
    expect(dashboardFilterPredicates('c2', filters, values)).toEqual([
      { column: 'ch', operator: 'in', values: ['Web', 'Mobile'] },
    ]);
    expect(dashboardFilterPredicates('c3', filters, values)).toEqual([]);
  });

  it('skips values that are null, empty, NaN or empty arrays', () => {
    expect([null, undefined, '', '  ', [], Number.NaN].map(isApplied)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 'a', ['a'], false].map(isApplied)).toEqual([true, true, true, true]);
    const values = new Map<string, string[] | null>([
      ['f-channel', []],
      ['f-date', null],
    ]);
    expect(dashboardFilterPredicates('c1', filters, values)).toEqual([]);
  });

  it('filters a Date Single value to its whole day', () => {
    const single = [
      {
        id: 'd',
        filterType: 'Date',
        filterSubType: 'Date Single',
        chartFilterStructures: { c: { column: 'at' } },
      },
    ];
    expect(
      dashboardFilterPredicates('c', single, new Map([['d', '2025-03-04T10:00:00.000Z']])),
    ).toEqual([
      {
        column: 'at',
        operator: 'between',
        values: ['2025-03-04T00:00:00.000Z', '2025-03-04T23:59:59.999Z'],
        temporal: true,
      },
    ]);
    expect(dashboardFilterPredicates('c', single, new Map([['d', 'not a date']]))).toEqual([]);
  });
});
