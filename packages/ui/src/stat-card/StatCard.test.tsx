// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { makeConfig, makeSeries } from '../test-utils/config';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { StatCard } from './StatCard';
import { estimateTextWidth, fitStatValue, kpiLabel, percentChange } from './stat-value';

beforeAll(installDomPolyfills);
afterEach(cleanup);

const columns = [{ name: 'revenue', type: 'number' as const }];
const config = makeConfig({
  type: 'Stat Card',
  yAxis: [makeSeries('revenue', { format: { label: 'Revenue' } })],
});

describe('StatCard', () => {
  it('shows the value with at most 2 decimals and a green rise', () => {
    renderWithMantine(
      <StatCard
        config={{ ...config, formatConfig: { formatPrefix: '$' } }}
        data={{ columns, rows: [{ revenue: 1234.5678 }], comparisonRows: [{ revenue: 1000 }] }}
      />,
    );
    expect(screen.getByTestId('stat-value').textContent).toBe('$1,234.57');
    expect(screen.getByTestId('stat-value').getAttribute('title')).toBe('$1,234.57');
    const change = screen.getByTestId('stat-change');
    expect(change.textContent).toContain('+23.5%');
    expect(change.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('up');
    expect(screen.getByText('Revenue')).toBeTruthy();
  });

  it('shows a large value compactly in a narrow card, with the full value in its title', () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(60);
    try {
      renderWithMantine(
        <StatCard
          config={{ ...config, formatConfig: { formatPrefix: '$' } }}
          data={{ columns, rows: [{ revenue: 29_691_134.3137 }] }}
        />,
      );
      const value = screen.getByTestId('stat-value');
      expect(value.textContent).toBe('$29.7M');
      expect(value.getAttribute('title')).toBe('$29,691,134.31');
      expect(value.getAttribute('data-compact')).toBe('true');
      expect(value.style.fontSize).toBe('20px');
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a red fall', () => {
    renderWithMantine(
      <StatCard
        config={config}
        data={{ columns, rows: [{ revenue: 80 }], comparisonRows: [{ revenue: 100 }] }}
      />,
    );
    const direction = screen.getByTestId('stat-change').querySelector('[data-direction]');
    expect(direction?.getAttribute('data-direction')).toBe('down');
    expect(direction?.textContent).toContain('-20.0%');
  });

  it('shows no change without comparison rows', () => {
    renderWithMantine(<StatCard config={config} data={{ columns, rows: [{ revenue: 5 }] }} />);
    expect(screen.queryByTestId('stat-change')).toBeNull();
  });

  it('shows the error in place of the value', () => {
    renderWithMantine(<StatCard config={config} error="boom" />);
    expect(screen.getByRole('alert').textContent).toBe('Error: boom');
    expect(screen.queryByTestId('stat-value')).toBeNull();
  });

  it('prefixes the label by the bucket', () => {
    renderWithMantine(
      <StatCard
        config={{ ...config, xAxis: { format: { bucketing: 'month' } } }}
        data={{ columns, rows: [{ revenue: 5 }] }}
      />,
    );
    expect(screen.getByText('Monthly Revenue')).toBeTruthy();
  });
});

describe('stat helpers', () => {
  it('computes percent changes, none against 0', () => {
    expect(percentChange(110, 100)).toBeCloseTo(10);
    expect(percentChange(-50, -100)).toBeCloseTo(50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
  });

  it('prefixes every bucket in English', () => {
    const buckets = ['hour', 'day', 'week', 'month', 'quarter', 'year', 'yearToDate'];
    const labels = buckets.map((b) => kpiLabel('Sales', b, (k) => i18n.t(k, { ns: 'ui' })));
    expect(labels).toEqual([
      'Hourly Sales',
      'Daily Sales',
      'Weekly Sales',
      'Monthly Sales',
      'Quarterly Sales',
      'Yearly Sales',
      'Year to date Sales',
    ]);
  });

  it('does not repeat a prefix', () => {
    const t = (k: string) => (k.endsWith('yearToDate') ? 'Year to date' : 'Daily');
    expect(kpiLabel('Daily users', 'day', t)).toBe('Daily users');
    expect(kpiLabel('Sales', 'yearToDate', t)).toBe('Year to date Sales');
    expect(kpiLabel('Sales', null, t)).toBe('Sales');
  });
});

describe('fitStatValue', () => {
  // 0.55 em per character at a 1 px font: 14 characters → 7.7 px per px of font size.
  const unit = (text: string) => text.length * 0.55;
  const full = '$29,691,134.31';
  const compact = '$29.69M';

  it('shows the full value at 40 px when it fits', () => {
    expect(fitStatValue(full, compact, 400, unit)).toEqual({
      text: full,
      fontSize: 40,
      compact: false,
    });
  });

  it('scales the full value down to fit a narrow card (w=2 of 8 columns)', () => {
    const fit = fitStatValue(full, compact, 250, unit);
    expect(fit.compact).toBe(false);
    expect(fit.fontSize).toBe(31);
    expect(unit(fit.text) * fit.fontSize).toBeLessThanOrEqual(250);
  });

  it('switches to compact notation only below the minimum font size', () => {
    const fit = fitStatValue(full, compact, 140, unit);
    expect(fit).toEqual({ text: compact, fontSize: 35, compact: true });
    expect(fitStatValue(full, compact, 60, unit)).toEqual({
      text: compact,
      fontSize: 20,
      compact: true,
    });
    // Nothing shorter to show: the full value at the minimum size (cut with an ellipsis).
    expect(fitStatValue('123', '123', 20, unit)).toEqual({
      text: '123',
      fontSize: 20,
      compact: false,
    });
  });

  it('shows the full value at the largest size before layout', () => {
    expect(fitStatValue(full, compact, 0, unit)).toEqual({
      text: full,
      fontSize: 40,
      compact: false,
    });
  });

  it('estimates widths without layout', () => {
    expect(estimateTextWidth('1,000')).toBeCloseTo(0.556 * 4 + 0.278);
    expect(estimateTextWidth('$29.69M')).toBeGreaterThan(estimateTextWidth('$29.69'));
  });
});
