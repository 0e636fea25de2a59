import type { ChartConfigV2, DimensionType } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import {
  addPreviousPeriod,
  canComparePreviousPeriod,
  isDateFilter,
  PREVIOUS_PERIOD_NO_DATE_FILTER,
  PREVIOUS_PERIOD_REQUIRES_DATE_FILTER,
} from './v2-comparison-rules';
import { emptyV2Config, v2ConfigReducer } from './v2-config-reducer';

const types = new Map<string, DimensionType>([
  ['created_at', 'date'],
  ['channel', 'string'],
]);
const dateFilter = {
  field: 'created_at',
  operator: 'BETWEEN' as const,
  value: ['2025-01-01', '2025-01-07'],
};

function withMeasure(): ChartConfigV2 {
  return v2ConfigReducer(emptyV2Config('bar'), {
    type: 'addMeasure',
    field: 'amount',
    aggregation: 'sum',
  });
}

describe('previous period comparison', () => {
  it('has the spec texts', () => {
    expect(PREVIOUS_PERIOD_REQUIRES_DATE_FILTER).toBe('Requires exactly one date filter');
    expect(PREVIOUS_PERIOD_NO_DATE_FILTER).toBe(
      'Cannot add previous period comparison: No date filter found. Please add a date filter first.',
    );
  });

  it('counts date-type fields and valid BETWEEN ranges as date filters', () => {
    expect(isDateFilter({ field: 'created_at', operator: 'IN', value: ['x'] }, types)).toBe(true);
    expect(
      isDateFilter(
        { field: 'other', operator: 'BETWEEN', value: ['2025-01-01', '2025-02-01'] },
        types,
      ),
    ).toBe(true);
    expect(isDateFilter({ field: 'other', operator: 'BETWEEN', value: ['last7days'] }, types)).toBe(
      true,
    );
    expect(isDateFilter({ field: 'other', operator: 'BETWEEN', value: [1, 5] }, types)).toBe(false);
    expect(isDateFilter({ field: 'channel', operator: 'LIKE', value: '%a%' }, types)).toBe(false);
  });

  it('is enabled only with exactly one date filter', () => {
    const none = withMeasure();
    expect(canComparePreviousPeriod(none, types)).toBe(false);
    const one = v2ConfigReducer(none, { type: 'addFilter', filter: dateFilter });
    expect(canComparePreviousPeriod(one, types)).toBe(true);
    const two = v2ConfigReducer(one, { type: 'addFilter', filter: dateFilter });
    expect(canComparePreviousPeriod(two, types)).toBe(false);
  });

  it('refuses a forced attempt without a date filter with the spec alert', () => {
    const result = addPreviousPeriod(withMeasure(), 'Sum of amount', types);
    expect(result).toEqual({ ok: false, message: PREVIOUS_PERIOD_NO_DATE_FILTER });
  });

  it('adds the comparison with one date filter', () => {
    const config = v2ConfigReducer(withMeasure(), { type: 'addFilter', filter: dateFilter });
    const result = addPreviousPeriod(config, 'Sum of amount', types);
    expect(result.ok && result.config.comparisons).toEqual([
      {
        name: 'Sum of amount (previous period)',
        measure: 'Sum of amount',
        compareBy: 'previous_period',
      },
    ]);
  });
});
