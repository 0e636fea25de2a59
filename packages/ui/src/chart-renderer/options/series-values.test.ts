import { describe, expect, it } from 'vitest';
import { makeSeries } from '../../test-utils/config';
import {
  applyValueOptions,
  normalizeRangeOf,
  normalizeValues,
  percentagesOfTotal,
} from './series-values';

describe('percentagesOfTotal', () => {
  it('gives each value as a share of its x total over all series', () => {
    const a = [30, 10, null, 0];
    const b = [70, 30, 5, 0];
    expect(percentagesOfTotal(a, [a, b])).toEqual([30, 25, null, 0]);
    expect(percentagesOfTotal(b, [a, b])).toEqual([70, 75, 100, 0]);
  });
});

describe('normalizeValues', () => {
  it('maps min..max onto the range; equal values map to its end; nulls stay', () => {
    expect(normalizeValues([10, 20, null, 30], { start: 0, end: 1000 })).toEqual([
      0,
      500,
      null,
      1000,
    ]);
    expect(normalizeValues([5, 5], { start: 0, end: 100 })).toEqual([100, 100]);
    expect(normalizeValues([null], { start: 0, end: 100 })).toEqual([null]);
  });

  it('defaults to 0–1000, or 0–100 for percentage series', () => {
    expect(normalizeRangeOf(makeSeries('a'))).toEqual({ start: 0, end: 1000 });
    expect(normalizeRangeOf(makeSeries('a', { percentage: true }))).toEqual({ start: 0, end: 100 });
    expect(
      normalizeRangeOf(
        makeSeries('a', {
          normalizeConfig: { normalizeSeries: true, normalizeRange: { start: 10, end: 20 } },
        }),
      ),
    ).toEqual({ start: 10, end: 20 });
  });
});

describe('applyValueOptions', () => {
  it('applies percentage, then normalisation, per series', () => {
    const drawn = applyValueOptions([
      { values: [1, 3], source: makeSeries('a', { percentage: true }) },
      { values: [3, 1], source: makeSeries('b') },
      {
        values: [2, 4],
        source: makeSeries('c', {
          normalizeConfig: { normalizeSeries: true, normalizeRange: { start: 0, end: 1000 } },
        }),
      },
    ]);
    // Totals per x are 6 and 8.
    expect(drawn[0]?.values).toEqual([(1 / 6) * 100, (3 / 8) * 100]);
    expect(drawn[1]?.values).toEqual([3, 1]);
    expect(drawn[2]?.values).toEqual([0, 1000]);
  });
});
