import { describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../../test-utils/config';
import type { ChartData } from '../chart-data';
import { categoryLabelLayout, secondaryAxisSeries } from './axes';
import { buildBarListOption } from './bar-list-option';
import { buildCartesianOption, secondaryAxisIndices } from './cartesian-option';
import { buildScatterOption } from './scatter-option';
import type { TooltipParam } from './tooltip';

type AxisRecord = Record<string, unknown>;
const axes = (a: unknown): AxisRecord[] => (Array.isArray(a) ? a : [a]) as AxisRecord[];
const labelFormatter = (a: AxisRecord | undefined) =>
  (a?.axisLabel as { formatter: (v: number) => string }).formatter;

const channels: ChartData = {
  columns: [
    { name: 'channel', type: 'string' },
    { name: 'revenue', type: 'number' },
    { name: 'orders', type: 'number' },
    { name: 'refunds', type: 'number' },
  ],
  rows: [
    { channel: 'Mobile', revenue: 13_500_000.25, orders: 76_000, refunds: 9_000_000 },
    { channel: 'Partner', revenue: 3_900_000, orders: 21_000, refunds: 2_000_000 },
    { channel: 'Web', revenue: 8_900_000, orders: 50_000, refunds: 4_000_000 },
  ],
};

describe('secondaryAxisSeries', () => {
  it('moves series more than 20x smaller than the largest one to the second axis', () => {
    expect(
      secondaryAxisSeries([
        [13_500_000, 3_900_000],
        [76_000, 21_000],
      ]),
    ).toEqual([1]);
    expect(secondaryAxisSeries([[10], [-600], [20]])).toEqual([0, 2]);
  });

  it('keeps similar magnitudes, single series and empty series on one axis', () => {
    expect(secondaryAxisSeries([[1000], [60]])).toEqual([]);
    expect(secondaryAxisSeries([[1_000_000]])).toEqual([]);
    expect(secondaryAxisSeries([[1_000_000], [null, 0]])).toEqual([]);
    expect(secondaryAxisSeries([[], []])).toEqual([]);
  });
});

describe('secondaryAxisIndices', () => {
  const values = [{ values: [1_000_000] }, { values: [100] }];
  it('applies to vertical unstacked charts only; Combo keeps its second axis', () => {
    expect(secondaryAxisIndices(makeConfig({ type: 'Grouped Bar' }), values, false)).toEqual([1]);
    expect(secondaryAxisIndices(makeConfig({ type: 'Grouped Bar' }), values, true)).toEqual([]);
    expect(secondaryAxisIndices(makeConfig({ type: 'Stacked Bar' }), values, false)).toEqual([]);
    expect(
      secondaryAxisIndices(
        makeConfig({ type: 'Combo Chart' }),
        [{ values: [5] }, { values: [6] }],
        false,
      ),
    ).toEqual([1]);
  });
});

describe('value axis labels', () => {
  it('puts Orders on a right-hand axis with its own compact labels; tooltips stay full', () => {
    const option = buildCartesianOption(
      makeConfig({
        type: 'Grouped Bar',
        xAxis: { column: 'channel' },
        yAxis: [makeSeries('revenue', { color: '#7C3AED' }), makeSeries('orders')],
        formatConfig: { formatPrefix: '$' },
      }),
      channels,
      'light',
    );
    const [left, right] = axes(option.yAxis);
    expect(right?.position).toBe('right');
    expect(labelFormatter(left)(1_500_000)).toBe('$1.5M');
    expect(labelFormatter(right)(20_000)).toBe('$20K');
    const series = option.series as AxisRecord[];
    expect(series.map((s) => s.yAxisIndex)).toEqual([undefined, 1]);
    const tooltip = option.tooltip as { formatter: (p: TooltipParam[]) => string };
    expect(tooltip.formatter([{ seriesIndex: 0, name: 'Web', value: 13_500_000.25 }])).toContain(
      '$13,500,000.25',
    );
  });

  it('keeps one axis when magnitudes are close, and full labels for small numbers', () => {
    const option = buildCartesianOption(
      makeConfig({
        type: 'Grouped Bar',
        xAxis: { column: 'channel' },
        yAxis: [makeSeries('revenue'), makeSeries('refunds')],
      }),
      channels,
      'light',
    );
    expect(axes(option.yAxis)).toHaveLength(1);
    const small = buildCartesianOption(
      makeConfig({ type: 'Bar', xAxis: { column: 'channel' }, yAxis: [makeSeries('x')] }),
      {
        columns: [
          { name: 'channel', type: 'string' },
          { name: 'x', type: 'number' },
        ],
        rows: [{ channel: 'a', x: 9_500 }],
      },
      'light',
    );
    expect(labelFormatter(axes(small.yAxis)[0])(9_500)).toBe('9,500');
  });

  it('labels the value axis of a Bar List compactly and truncates long categories', () => {
    const option = buildBarListOption(
      makeConfig({
        type: 'Bar List',
        xAxis: { column: 'channel' },
        yAxis: [makeSeries('revenue')],
      }),
      channels,
      'light',
    );
    expect(labelFormatter(axes(option.xAxis)[0])(1_500_000)).toBe('1.5M');
    const category = axes(option.yAxis)[0];
    expect(category?.axisLabel).toMatchObject({ overflow: 'truncate', ellipsis: '…', width: 130 });
    expect(category?.tooltip).toEqual({ show: true });
  });

  it('labels scatter axes compactly for large numbers', () => {
    const option = buildScatterOption(
      makeConfig({
        type: 'Scatter Plot',
        xAxis: { column: 'orders' },
        yAxis: [makeSeries('revenue')],
      }),
      channels,
      'light',
    );
    expect(labelFormatter(axes(option.yAxis)[0])(2_000_000)).toBe('2M');
    expect(labelFormatter(axes(option.xAxis)[0])(50_000)).toBe('50K');
  });
});

describe('categoryLabelLayout', () => {
  it('rotates many long labels under an x axis, never dates or y-axis labels', () => {
    const long = Array.from({ length: 12 }, (_, i) => `Noise-Cancelling Headphones ${i}`);
    expect(categoryLabelLayout(long, false, false).rotate).toBe(30);
    expect(categoryLabelLayout(long, true, false)).toMatchObject({ rotate: 0, width: 130 });
    expect(categoryLabelLayout(long, false, true).rotate).toBe(0);
    expect(categoryLabelLayout(['Web', 'Mobile', 'Retail'], false, false)).toEqual({
      rotate: 0,
      width: 100,
      overflow: 'truncate',
      ellipsis: '…',
      hideOverlap: true,
    });
  });
});
