import { describe, expect, it } from 'vitest';
import { comparisonTotals } from './v2-comparison-summary';
import { emptyV2Config, v2ConfigReducer } from './v2-config-reducer';

describe('comparisonTotals', () => {
  const base = v2ConfigReducer(emptyV2Config('bar'), {
    type: 'addMeasure',
    field: 'amount',
    aggregation: 'sum',
  });
  const config = v2ConfigReducer(base, { type: 'addComparison', measure: 'Sum of amount' });

  it('sums the measure over both periods with a 1-decimal percent change', () => {
    const rows = [{ Sum_of_amount: 10.126 }, { Sum_of_amount: 20 }];
    const previous = [{ Sum_of_amount: 9 }];
    expect(comparisonTotals(config, rows, previous)).toEqual([
      {
        name: 'Sum of amount (previous period)',
        measure: 'Sum of amount',
        current: 30.13,
        previous: 9,
        change: 234.8,
      },
    ]);
  });

  it('has no change against an empty previous period', () => {
    expect(comparisonTotals(config, [{ Sum_of_amount: 5 }], [])[0]?.change).toBeNull();
  });
});
