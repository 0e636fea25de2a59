import { describe, expect, it } from 'vitest';
import { formatDateLabel, looksLikeDates } from './date-label';
import {
  axisLabelFormatter,
  formatCompactNumber,
  formatNumber,
  formatPercentChange,
  maxAbsValue,
  prefersCompactAxis,
  toNumber,
} from './number-format';

describe('formatNumber', () => {
  it('keeps at most 2 decimals in en-US', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(3)).toBe('3');
    expect(formatNumber('42.123')).toBe('42.12');
  });

  it('applies prefix, suffix, locale and Intl options', () => {
    expect(formatNumber(1500, { formatPrefix: '$', formatSuffix: ' USD' })).toBe('$1,500.00 USD');
    expect(formatNumber(1500.5, { formatLocale: 'de-DE' })).toBe('1.500,5');
    expect(formatNumber(0.256, { formatConfig: "{'style': 'percent'}" })).toBe('25.6%');
  });

  it('gives amounts of money always 2 decimals, unless the format sets the digits', () => {
    const dollars = { formatPrefix: '$' };
    // Next to each other in one table: not '$148,383,248.7', '$177.9' and '$174.52'.
    expect([148_383_248.7, 177.9, 174.52, 12].map((v) => formatNumber(v, dollars))).toEqual([
      '$148,383,248.70',
      '$177.90',
      '$174.52',
      '$12.00',
    ]);
    expect(formatNumber(9.999, { formatSuffix: ' €' })).toBe('10.00 €');
    expect(formatNumber(3.5, { formatSuffix: ' EUR' })).toBe('3.50 EUR');
    expect(formatNumber(3.5, { formatConfig: "{'style': 'currency', 'currency': 'USD'}" })).toBe(
      '$3.50',
    );
    expect(formatNumber(1234, { formatConfig: "{'style': 'currency', 'currency': 'JPY'}" })).toBe(
      '¥1,234',
    );
    expect(formatNumber(3.5, { ...dollars, formatConfig: "{'maximumFractionDigits': 0}" })).toBe(
      '$4',
    );
    // Not money: at most 2 decimals, no padding.
    expect(formatNumber(3.5, { formatSuffix: ' kg' })).toBe('3.5 kg');
    expect(formatNumber(3.5, { formatPrefix: '#' })).toBe('#3.5');
    // Axis ticks drop the padding.
    expect(formatNumber(2500, dollars, { fixedMoneyDigits: false })).toBe('$2,500');
    expect(axisLabelFormatter(5_000, dollars)(2_500)).toBe('$2,500');
  });

  it('survives bad options', () => {
    expect(formatNumber(1.5, { formatConfig: 'not json', formatLocale: 'xx-invalid-@' })).toBe(
      '1.5',
    );
  });

  it('passes non-numbers through', () => {
    expect(formatNumber('abc')).toBe('abc');
    expect(formatNumber(null)).toBe('');
    expect(toNumber(true)).toBeNull();
  });

  it('formats percent changes with 1 decimal and a sign', () => {
    expect(formatPercentChange(12.345)).toBe('+12.3%');
    expect(formatPercentChange(-4)).toBe('-4.0%');
  });
});

describe('compact numbers', () => {
  it('formats compactly with at most 2 decimals, prefix and suffix', () => {
    expect(formatCompactNumber(1_500_000)).toBe('1.5M');
    expect(formatCompactNumber(200_000)).toBe('200K');
    expect(formatCompactNumber(29_691_134.31, { formatPrefix: '$' })).toBe('$29.69M');
    expect(formatCompactNumber(1_234_567_890, { formatSuffix: ' USD' })).toBe('1.23B USD');
    expect(formatCompactNumber(-12_345)).toBe('-12.35K');
    expect(formatCompactNumber(950)).toBe('950');
    expect(formatCompactNumber(1_500_000, { formatLocale: 'de-DE' })).toBe('1,5 Mio.');
    expect(formatCompactNumber(null)).toBe('');
    expect(formatCompactNumber('n/a')).toBe('n/a');
    expect(formatCompactNumber(148_383_248.7, { formatPrefix: '$' }, 1)).toBe('$148.4M');
    expect(formatCompactNumber(2_000_000, { formatPrefix: '$' }, 1)).toBe('$2M');
  });

  it('uses compact axis labels from 10,000 on', () => {
    expect(prefersCompactAxis(9_999)).toBe(false);
    expect(prefersCompactAxis(10_000)).toBe(true);
    expect(prefersCompactAxis(-2_000_000)).toBe(true);
    expect(axisLabelFormatter(2_500_000)(500_000)).toBe('500K');
    expect(axisLabelFormatter(2_500_000)(0)).toBe('0');
    expect(axisLabelFormatter(5_000)(2_500)).toBe('2,500');
    expect(maxAbsValue([3, null, -7, Number.NaN, undefined])).toBe(7);
    expect(maxAbsValue([])).toBe(0);
  });
});

describe('formatDateLabel', () => {
  it('formats ISO dates as yyyy-MM-dd in UTC wall-clock time', () => {
    expect(formatDateLabel('2024-03-01T00:00:00.000Z')).toBe('2024-03-01');
    expect(formatDateLabel('2024-03-01')).toBe('2024-03-01');
  });

  it('uses month labels for month buckets and custom formats', () => {
    expect(formatDateLabel('2024-03-01T00:00:00Z', 'month')).toBe('Mar 2024');
    expect(formatDateLabel('2024-03-01T00:00:00Z', 'month', 'MM/yyyy')).toBe('03/2024');
  });

  it('leaves non-dates alone and detects date columns', () => {
    expect(formatDateLabel('Paris')).toBe('Paris');
    expect(looksLikeDates(['2024-01-01', null, '2024-02-01'])).toBe(true);
    expect(looksLikeDates(['Paris'])).toBe(false);
  });
});

describe('formatDateLabel fast path', () => {
  it('agrees with the general path for UTC values', () => {
    expect(formatDateLabel('2024-03-01T13:45:00.000Z', 'hour')).toBe('2024-03-01 13:45');
    expect(formatDateLabel('2024-03-01T13:45:00+00:00', 'day')).toBe('2024-03-01');
    expect(formatDateLabel('2024-12-31T23:00:00Z', 'year')).toBe('2024');
    expect(formatDateLabel('2024-03-01T01:00:00+02:00')).toBe('2024-02-29');
  });
});
