import { describe, expect, it } from 'vitest';
import { estimateTextWidth, fitStatValue, KPI_COMPACT_FROM, statTexts } from './stat-value';

describe('statTexts', () => {
  it('abbreviates a large KPI ($148.4M) and keeps the full value for its title', () => {
    expect(statTexts(148_383_248.7, { formatPrefix: '$' })).toEqual({
      full: '$148,383,248.70',
      compact: '$148.4M',
      preferCompact: true,
    });
    expect(statTexts(-2_500_000).preferCompact).toBe(true);
    expect(statTexts(KPI_COMPACT_FROM).compact).toBe('1M');
  });

  it('shows smaller values in full, amounts of money with 2 decimals', () => {
    expect(statTexts(177.9, { formatPrefix: '$' })).toEqual({
      full: '$177.90',
      compact: '$177.9',
      preferCompact: false,
    });
    expect(statTexts(29_691, null).preferCompact).toBe(false);
    expect(statTexts(null)).toEqual({ full: '-', compact: '-', preferCompact: false });
    expect(statTexts('n/a').preferCompact).toBe(false);
  });
});

describe('fitStatValue with a large value', () => {
  it('shows the compact form even where the full value fits', () => {
    const { full, compact, preferCompact } = statTexts(148_383_248.7, { formatPrefix: '$' });
    expect(fitStatValue(full, compact, 2000, estimateTextWidth).text).toBe(full);
    const fit = fitStatValue(full, compact, 2000, estimateTextWidth, 40, 20, preferCompact);
    expect(fit).toEqual({ text: '$148.4M', fontSize: 40, compact: true });
    // Before layout (no width) too.
    expect(fitStatValue(full, compact, 0, estimateTextWidth, 40, 20, true).text).toBe('$148.4M');
  });
});
