import { describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../../test-utils/config';
import type { ChartData } from '../chart-data';
import { buildBarListOption } from './bar-list-option';
import { buildCartesianOption } from './cartesian-option';
import type { ChartOption } from './chart-option';
import { buildHeatmapOption, heatmapPageCount } from './heatmap-option';
import { buildPieOption } from './pie-option';
import { buildScatterOption } from './scatter-option';
import { DEFAULT_COLORS } from '../../theme/palette';

type AnySeries = Record<string, unknown>;
const seriesOf = (o: ChartOption) => (o.series ?? []) as AnySeries[];
const axis = (a: unknown) => a as Record<string, unknown>;

const sales: ChartData = {
  columns: [
    { name: 'month', type: 'date' },
    { name: 'revenue', type: 'number' },
    { name: 'orders', type: 'number' },
  ],
  rows: [
    { month: '2024-01-01T00:00:00.000Z', revenue: 1000.456, orders: 10 },
    { month: '2024-02-01T00:00:00.000Z', revenue: 1500, orders: 12 },
    { month: '2024-03-01T00:00:00.000Z', revenue: 900, orders: 8 },
  ],
};

describe('buildCartesianOption', () => {
  it('draws one line series per visible series with its colour', () => {
    const config = makeConfig({
      type: 'Line',
      xAxis: { column: 'month' },
      yAxis: [
        makeSeries('revenue', { color: 'orange' }),
        makeSeries('orders', { color: '#123456' }),
        makeSeries('orders', { hidden: true }),
      ],
    });
    const option = buildCartesianOption(config, sales, 'light');
    const series = seriesOf(option);
    expect(series).toHaveLength(2);
    expect(series.map((s) => s.type)).toEqual(['line', 'line']);
    expect(series[0]?.data).toEqual([1000.456, 1500, 900]);
    expect(option.color).toEqual(['#f97316', '#123456']);
    expect(series[0]?.areaStyle).toBeUndefined();
  });

  it('formats date categories as yyyy-MM-dd, or month labels for month buckets', () => {
    const daily = buildCartesianOption(
      makeConfig({ xAxis: { column: 'month' }, yAxis: [makeSeries('revenue')] }),
      sales,
      'light',
    );
    expect(axis(daily.xAxis).data).toEqual(['2024-01-01', '2024-02-01', '2024-03-01']);
    const monthly = buildCartesianOption(
      makeConfig({
        xAxis: { column: 'month', format: { bucketing: 'month' } },
        yAxis: [makeSeries('revenue')],
      }),
      sales,
      'light',
    );
    expect(axis(monthly.xAxis).data).toEqual(['Jan 2024', 'Feb 2024', 'Mar 2024']);
  });

  it('stacks Stacked Bar series and fills Area Line series', () => {
    const stacked = buildCartesianOption(
      makeConfig({
        type: 'Stacked Bar',
        xAxis: { column: 'month' },
        yAxis: [makeSeries('revenue'), makeSeries('orders')],
      }),
      sales,
      'light',
    );
    expect(seriesOf(stacked).map((s) => [s.type, s.stack])).toEqual([
      ['bar', 'total'],
      ['bar', 'total'],
    ]);
    const grouped = buildCartesianOption(
      makeConfig({ type: 'Grouped Bar', yAxis: [makeSeries('revenue'), makeSeries('orders')] }),
      sales,
      'light',
    );
    expect(seriesOf(grouped).every((s) => s.stack === undefined)).toBe(true);
    const area = buildCartesianOption(
      makeConfig({ type: 'Area Line', yAxis: [makeSeries('revenue')] }),
      sales,
      'light',
    );
    expect(seriesOf(area)[0]?.areaStyle).toBeDefined();
  });

  it('swaps axes for the horizontal layout', () => {
    const option = buildCartesianOption(
      makeConfig({ type: 'Grouped Bar', layout: 'horizontal', yAxis: [makeSeries('revenue')] }),
      sales,
      'light',
    );
    expect(axis(option.yAxis).type).toBe('category');
    expect(axis(option.xAxis).type).toBe('value');
    expect(axis(option.yAxis).inverse).toBe(true);
  });

  it('uses Combo type overrides: bar then line by default, override wins', () => {
    const combo = buildCartesianOption(
      makeConfig({ type: 'Combo Chart', yAxis: [makeSeries('revenue'), makeSeries('orders')] }),
      sales,
      'light',
    );
    expect(seriesOf(combo).map((s) => s.type)).toEqual(['bar', 'line']);
    expect(seriesOf(combo)[1]?.yAxisIndex).toBe(1);
    const overridden = buildCartesianOption(
      makeConfig({
        type: 'Combo Chart',
        yAxis: [makeSeries('revenue', { typeOverride: 'Line' }), makeSeries('orders')],
      }),
      sales,
      'light',
    );
    expect(seriesOf(overridden).map((s) => s.type)).toEqual(['line', 'line']);
  });

  it('adds data labels with the spec defaults and hides legend for one series', () => {
    const option = buildCartesianOption(
      makeConfig({
        type: 'Bar',
        yAxis: [makeSeries('revenue', { dataLabelConfig: { showDataLabels: true } as never })],
      }),
      sales,
      'light',
    );
    const label = seriesOf(option)[0]?.label as Record<string, unknown>;
    expect(label).toMatchObject({ show: true, position: 'top', fontSize: 12, distance: 10 });
    const formatter = label.formatter as (p: { value: number }) => string;
    expect(formatter({ value: 1000.456 })).toBe('1,000.46');
    expect((option.legend as Record<string, unknown>).show).toBe(false);
  });

  it('honours axis, grid line and legend flags', () => {
    const option = buildCartesianOption(
      makeConfig({
        yAxis: [makeSeries('revenue'), makeSeries('orders')],
        advanced: { tremor: { showGridLines: false, showXAxis: false, showLegend: true } },
      }),
      sales,
      'light',
    );
    expect(axis(option.xAxis).show).toBe(false);
    // Revenue (~1,500) and orders (~10) differ by more than 20x: two value axes.
    const [primary] = option.yAxis as Record<string, unknown>[];
    expect((primary?.splitLine as Record<string, unknown>).show).toBe(false);
    expect((option.legend as Record<string, unknown>).show).toBe(true);
  });

  it('pivots a segmented long-form result into one series per segment', () => {
    const data: ChartData = {
      columns: [
        { name: 'month', type: 'string' },
        { name: 'region', type: 'string' },
        { name: 'revenue', type: 'number' },
      ],
      rows: [
        { month: 'Jan', region: 'EU', revenue: 1 },
        { month: 'Jan', region: 'US', revenue: 2 },
        { month: 'Feb', region: 'US', revenue: 3 },
      ],
      segmentNames: ['EU', 'US'],
    };
    const config = makeConfig({
      type: 'Stacked Bar',
      xAxis: { column: 'month' },
      yAxis: [
        makeSeries('revenue', {
          segmentConfig: {
            segmentSeries: true,
            segmentBy: 'region',
            segmentNames: ['EU', 'US'],
            segments: [{ name: 'US', color: 'rose' }],
            segmentsLocked: false,
          },
        }),
      ],
    });
    const option = buildCartesianOption(config, data, 'dark');
    const series = seriesOf(option);
    expect(series.map((s) => s.name)).toEqual(['EU', 'US']);
    expect(series[0]?.data).toEqual([1, null]);
    expect(series[1]?.data).toEqual([2, 3]);
    // US keeps its saved colour; EU takes the palette colour its name keys to (not rose).
    const colors = option.color as string[];
    expect(colors[1]).toBe('#f43f5e');
    expect(DEFAULT_COLORS).toContain(colors[0]);
    expect(colors[0]).not.toBe('#f43f5e');
  });

  it('samples lines and uses large mode over 10,000 points', () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ x: i, y: i * 2 }));
    const data: ChartData = {
      columns: [
        { name: 'x', type: 'string' },
        { name: 'y', type: 'number' },
      ],
      rows,
    };
    const line = buildCartesianOption(makeConfig({ yAxis: [makeSeries('y')] }), data, 'light');
    expect(seriesOf(line)[0]?.sampling).toBe('lttb');
    expect(line.animation).toBe(false);
    const bar = buildCartesianOption(
      makeConfig({ type: 'Bar', yAxis: [makeSeries('y')] }),
      data,
      'light',
    );
    expect(seriesOf(bar)[0]?.large).toBe(true);
  });
});

describe('buildBarListOption', () => {
  it('draws horizontal bars sorted by value, largest first', () => {
    const option = buildBarListOption(
      makeConfig({ type: 'Bar List', xAxis: { column: 'month' }, yAxis: [makeSeries('revenue')] }),
      sales,
      'light',
    );
    expect(axis(option.yAxis).type).toBe('category');
    expect(seriesOf(option)[0]?.data).toEqual([1500, 1000.456, 900]);
    expect(axis(option.yAxis).data).toEqual(['2024-02-01', '2024-01-01', '2024-03-01']);
  });
});

describe('buildPieOption', () => {
  const many: ChartData = {
    columns: [
      { name: 'country', type: 'string' },
      { name: 'users', type: 'number' },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({ country: `C${i + 1}`, users: i + 1 })),
  };

  it('keeps the first 24 categories and groups the rest into Other', () => {
    const option = buildPieOption(
      makeConfig({ type: 'Pie Chart', xAxis: { column: 'country' }, yAxis: [makeSeries('users')] }),
      many,
      'light',
    );
    const slices = seriesOf(option)[0]?.data as { name: string; value: number }[];
    expect(slices).toHaveLength(25);
    expect(slices[23]).toEqual({ name: 'C24', value: 24 });
    expect(slices[24]).toEqual({ name: 'Other', value: 25 + 26 + 27 + 28 + 29 + 30 });
  });

  it('keeps 25 categories as they are and draws donuts with an inner radius', () => {
    const option = buildPieOption(
      makeConfig({ type: 'Donut Chart', yAxis: [makeSeries('users')] }),
      { ...many, rows: many.rows.slice(0, 25) },
      'dark',
    );
    const series = seriesOf(option)[0];
    expect(series?.data).toHaveLength(25);
    expect(series?.radius).toEqual(['42%', '68%']);
    // One legend label a line on the right, truncated, with the full name in a tooltip.
    const legend = option.legend as Record<string, unknown>;
    expect(legend.orient).toBe('vertical');
    expect(legend.right).toBe(4);
    expect(legend.textStyle).toMatchObject({ overflow: 'truncate', width: 110 });
    expect(legend.tooltip).toEqual({ show: true });
  });

  it('parts slices with the card background of the scheme, or the chart background', () => {
    const config = makeConfig({ type: 'Donut Chart', yAxis: [makeSeries('users')] });
    const border = (o: ChartOption) => seriesOf(o)[0]?.itemStyle as { borderColor?: string };
    expect(border(buildPieOption(config, many, 'light')).borderColor).toBe('#ffffff');
    // Mantine's dark card (dark-6), not a blue-grey that shows as a seam on it.
    expect(border(buildPieOption(config, many, 'dark')).borderColor).toBe('#2e2e2e');
    const own = buildPieOption({ ...config, bgColor: '#fdf6e3' }, many, 'dark');
    expect(border(own).borderColor).toBe('#fdf6e3');
    expect(own.backgroundColor).toBe('#fdf6e3');
  });
});

describe('buildScatterOption', () => {
  it('plots numeric x against each series', () => {
    const data: ChartData = {
      columns: [
        { name: 'age', type: 'number' },
        { name: 'spend', type: 'number' },
      ],
      rows: [
        { age: 20, spend: 5 },
        { age: 30, spend: 7 },
      ],
    };
    const option = buildScatterOption(
      makeConfig({ type: 'Scatter Plot', xAxis: { column: 'age' }, yAxis: [makeSeries('spend')] }),
      data,
      'light',
    );
    expect(axis(option.xAxis).type).toBe('value');
    expect(seriesOf(option)).toHaveLength(1);
    expect(seriesOf(option)[0]?.data).toEqual([
      [20, 5],
      [30, 7],
    ]);
  });
});

describe('buildHeatmapOption', () => {
  const data: ChartData = {
    columns: [
      { name: 'day', type: 'string' },
      { name: 'hour', type: 'string' },
      { name: 'visits', type: 'number' },
    ],
    rows: Array.from({ length: 25 }, (_, d) => [
      { day: `D${d + 1}`, hour: 'AM', visits: d },
      { day: `D${d + 1}`, hour: 'PM', visits: d * 2 },
    ]).flat(),
  };
  const config = makeConfig({
    type: 'Heat Map',
    xAxis: { column: 'day' },
    yAxis: [
      makeSeries('visits', {
        segmentConfig: {
          segmentSeries: true,
          segmentBy: 'hour',
          segmentNames: [],
          segments: [],
          segmentsLocked: false,
        },
      }),
    ],
  });

  it('pages 10 x values at a time', () => {
    expect(heatmapPageCount(config, data)).toBe(3);
    const first = buildHeatmapOption(config, data, 'light', 0);
    expect(axis(first.xAxis).data).toHaveLength(10);
    expect(axis(first.yAxis).data).toEqual(['AM', 'PM']);
    expect(seriesOf(first)[0]?.data).toHaveLength(20);
    const last = buildHeatmapOption(config, data, 'light', 2);
    expect(axis(last.xAxis).data).toEqual(['D21', 'D22', 'D23', 'D24', 'D25']);
    expect((seriesOf(last)[0]?.data as unknown[])[0]).toEqual([0, 0, 20]);
  });

  it('scales colours over all pages', () => {
    const option = buildHeatmapOption(config, data, 'light', 0);
    const visualMap = option.visualMap as Record<string, unknown>;
    expect(visualMap.min).toBe(0);
    expect(visualMap.max).toBe(48);
  });

  it('shows its colour scale under the plot, the values at its ends, not over it', () => {
    const option = buildHeatmapOption(config, data, 'light', 0);
    const visualMap = option.visualMap as Record<string, unknown>;
    expect(visualMap).toMatchObject({ orient: 'horizontal', bottom: 0, text: ['48', '0'] });
    // No drag handles: their floating value labels sat over the ramp.
    expect(visualMap.calculable).toBe(false);
    const grid = option.grid as Record<string, number>;
    expect(grid.bottom).toBeGreaterThanOrEqual(
      (visualMap.itemWidth as number) + (visualMap.bottom as number) + 8,
    );
    expect(grid.right).toBe(8);
  });

  it('parts cells with the card background of the scheme, or the chart background', () => {
    const border = (o: ChartOption) => seriesOf(o)[0]?.itemStyle as { borderColor?: string };
    expect(border(buildHeatmapOption(config, data, 'light')).borderColor).toBe('#ffffff');
    expect(border(buildHeatmapOption(config, data, 'dark')).borderColor).toBe('#2e2e2e');
    const own = buildHeatmapOption({ ...config, bgColor: '#101010' }, data, 'dark');
    expect(border(own).borderColor).toBe('#101010');
    expect(own.backgroundColor).toBe('#101010');
  });
});

describe('option details seen in the gallery', () => {
  it('names scatter axes when the generic options ask for it', () => {
    const option = buildScatterOption(
      makeConfig({
        type: 'Scatter Plot',
        xAxis: { column: 'price', format: { label: 'Price' } },
        yAxis: [makeSeries('units', { format: { label: 'Units' } })],
        advanced: { generic: { showXAxisLabel: true, showYAxisLabel: true } },
      }),
      {
        columns: [
          { name: 'price', type: 'number' },
          { name: 'units', type: 'number' },
        ],
        rows: [{ price: 1, units: 2 }],
      },
      'light',
    ) as Record<string, Record<string, unknown>>;
    expect(option.xAxis?.name).toBe('Price');
    expect(option.yAxis?.name).toBe('Units');
  });

  it('orders heat map rows naturally, first on top, and labels every hour', () => {
    const config = makeConfig({
      type: 'Heat Map',
      xAxis: { column: 'hour' },
      yAxis: [
        makeSeries('orders', {
          segmentConfig: {
            segmentSeries: true,
            segmentBy: 'day',
            segmentNames: [],
            segments: [],
            segmentsLocked: false,
          },
        }),
      ],
    });
    const rows = ['10 Oct', '2 Feb', '1 Jan'].flatMap((day) =>
      Array.from({ length: 24 }, (_, hour) => ({ hour, day, orders: hour })),
    );
    const option = buildHeatmapOption(
      config,
      {
        columns: [
          { name: 'hour', type: 'number' },
          { name: 'day', type: 'string' },
          { name: 'orders', type: 'number' },
        ],
        rows,
      },
      'light',
      0,
      24,
    ) as Record<string, Record<string, unknown>>;
    expect(option.yAxis?.data).toEqual(['1 Jan', '2 Feb', '10 Oct']);
    expect(option.yAxis?.inverse).toBe(true);
    expect((option.xAxis?.axisLabel as Record<string, unknown>).interval).toBe(0);
  });

  it('fills stacked areas more than single areas, and more in dark mode', () => {
    const config = makeConfig({
      type: 'Stacked Area',
      xAxis: { column: 'x' },
      yAxis: [makeSeries('a'), makeSeries('b')],
    });
    const data: ChartData = {
      columns: [
        { name: 'x', type: 'string' },
        { name: 'a', type: 'number' },
        { name: 'b', type: 'number' },
      ],
      rows: [{ x: 'A', a: 1, b: 2 }],
    };
    const opacity = (scheme: 'light' | 'dark') =>
      (
        (buildCartesianOption(config, data, scheme).series as Record<string, unknown>[])[0]
          ?.areaStyle as Record<string, unknown>
      ).opacity as number;
    expect(opacity('dark')).toBeGreaterThan(opacity('light'));
    expect(opacity('light')).toBeGreaterThanOrEqual(0.4);
  });
});
