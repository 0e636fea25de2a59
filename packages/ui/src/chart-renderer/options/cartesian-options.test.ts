import type { ChartConfigClassic, TremorOptions } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../../test-utils/config';
import type { ChartData } from '../chart-data';
import { buildPagedBarListOption } from './bar-list-option';
import {
  buildCartesianOption,
  buildPagedCartesianOption,
  cartesianPageCount,
} from './cartesian-option';
import type { ChartOption } from './chart-option';
import type { TooltipParam } from './tooltip';

type Rec = Record<string, unknown>;
const seriesOf = (o: ChartOption) => (o.series ?? []) as Rec[];
const axes = (a: unknown) => (Array.isArray(a) ? a : [a]) as Rec[];
const tooltipOf = (o: ChartOption) =>
  o.tooltip as Rec & { formatter: (p: TooltipParam[]) => string };

const shop: ChartData = {
  columns: [
    { name: 'day', type: 'string' },
    { name: 'web', type: 'number' },
    { name: 'store', type: 'number' },
  ],
  rows: [
    { day: 'Mon', web: 30, store: 70 },
    { day: 'Tue', web: 10, store: 30 },
    { day: 'Wed', web: null, store: 50 },
  ],
};

const two = [makeSeries('web'), makeSeries('store')];
const build = (overrides: Partial<ChartConfigClassic>) =>
  buildCartesianOption(
    makeConfig({ xAxis: { column: 'day' }, yAxis: two, ...overrides }),
    shop,
    'light',
  );
const withTremor = (tremor: TremorOptions, overrides: Partial<ChartConfigClassic> = {}) =>
  build({ advanced: { tremor }, ...overrides });

describe('series options', () => {
  it('percentage: values as % of the x total, % labels, axis up to 100', () => {
    const option = build({
      type: 'Stacked Bar',
      yAxis: [makeSeries('web', { percentage: true }), makeSeries('store', { percentage: true })],
    });
    expect(seriesOf(option)[0]?.data).toEqual([30, 25, null]);
    expect(seriesOf(option)[1]?.data).toEqual([70, 75, 100]);
    const [value] = axes(option.yAxis);
    expect(value?.max).toBe(100);
    expect((value?.axisLabel as { formatter: (v: number) => string }).formatter(50)).toBe('50%');
    expect(tooltipOf(option).formatter([{ seriesIndex: 0, name: 'Mon', value: 25 }])).toContain(
      '25%',
    );
  });

  it('normalizeConfig: min-max into the range (0–1000 default)', () => {
    const option = build({
      yAxis: [
        makeSeries('store', {
          normalizeConfig: { normalizeSeries: true, normalizeRange: { start: 0, end: 1000 } },
        }),
      ],
    });
    expect(seriesOf(option)[0]?.data).toEqual([1000, 0, 500]);
  });

  it('hidden series are not drawn', () => {
    const option = build({ yAxis: [makeSeries('web', { hidden: true }), makeSeries('store')] });
    expect(seriesOf(option).map((s) => s.name)).toEqual(['store']);
  });

  it('data labels: position, font size, offset, angle and formatted values', () => {
    const option = build({
      type: 'Bar',
      formatConfig: { formatPrefix: '$' },
      yAxis: [
        makeSeries('web', {
          dataLabelConfig: {
            showDataLabels: true,
            dataLabelPosition: 'inside',
            dataLabelAngle: 45,
            dataLabelFontSize: 14,
            dataLabelOffset: 4,
          },
        }),
      ],
    });
    const label = seriesOf(option)[0]?.label as Rec & { formatter: (p: Rec) => string };
    expect(label).toMatchObject({
      show: true,
      position: 'inside',
      fontSize: 14,
      distance: 4,
      rotate: 45,
    });
    expect(label.formatter({ value: 1234.5 })).toBe('$1,234.50');
    const bad = build({
      type: 'Bar',
      formatConfig: { formatConfig: '{oops' },
      yAxis: [makeSeries('web', { dataLabelConfig: { showDataLabels: true } as never })],
    });
    const badLabel = seriesOf(bad)[0]?.label as { formatter: (p: Rec) => string };
    expect(badLabel.formatter({ value: 1 })).toMatch(/^Error parsing config: /);
  });

  it('typeOverride draws a series as another type (Combo)', () => {
    const option = build({
      type: 'Combo Chart',
      yAxis: [
        makeSeries('web', { typeOverride: 'Line' }),
        makeSeries('store', { typeOverride: 'Bar' }),
      ],
    });
    expect(seriesOf(option).map((s) => s.type)).toEqual(['line', 'bar']);
  });
});

describe('advanced.tremor options', () => {
  it('custom min/max only with useCustomMax, empty values ignored', () => {
    const [custom] = axes(withTremor({ useCustomMax: true, minValue: -5, maxValue: 200 }).yAxis);
    expect(custom).toMatchObject({ min: -5, max: 200 });
    const [maxOnly] = axes(withTremor({ useCustomMax: true, minValue: null, maxValue: 90 }).yAxis);
    expect(maxOnly?.min).toBeUndefined();
    expect(maxOnly?.max).toBe(90);
    const [off] = axes(withTremor({ useCustomMax: false, minValue: 1, maxValue: 2 }).yAxis);
    expect(off?.min).toBeUndefined();
    expect(off?.max).toBeUndefined();
  });

  it('curveType: linear, natural, monotone, step', () => {
    const line = (curveType: TremorOptions['curveType']) =>
      seriesOf(withTremor({ curveType }, { type: 'Line' }))[0];
    expect(line('linear')).toMatchObject({ smooth: false });
    expect(line('natural')).toMatchObject({ smooth: 0.5 });
    expect(line('monotone')).toMatchObject({ smooth: true, smoothMonotone: 'x' });
    expect(line('step')).toMatchObject({ step: 'middle' });
    expect(line(undefined)?.step).toBeUndefined();
  });

  it('connectNulls', () => {
    expect(seriesOf(withTremor({ connectNulls: true }))[0]?.connectNulls).toBe(true);
    expect(seriesOf(withTremor({}))[0]?.connectNulls).toBe(false);
  });

  it('customTooltipContent: header and entry templates, HTML-escaped', () => {
    const option = withTremor({
      customTooltipContent: { header: 'Day: {label}', entry: '{name} sold {value}' },
    });
    const html = tooltipOf(option).formatter([
      { seriesIndex: 0, seriesName: 'web', name: '<Mon>', value: 30, marker: '<i></i>' },
      { seriesIndex: 1, seriesName: 'store', name: '<Mon>', value: 70 },
    ]);
    expect(html).toContain('Day: &#60;Mon&#62;');
    expect(html).toContain('<i></i>web sold 30');
    expect(html).toContain('store sold 70');
    const plain = tooltipOf(withTremor({})).formatter([
      { seriesIndex: 0, seriesName: 'web', name: 'Mon', value: 30 },
    ]);
    expect(plain).toContain('Mon');
    expect(tooltipOf(withTremor({ showTooltip: false })).show).toBe(false);
  });

  it('startEndOnly labels only the first and last category', () => {
    const xAxis = axes(withTremor({ startEndOnly: true }).xAxis)[0];
    const interval = (xAxis?.axisLabel as { interval: (i: number) => boolean }).interval;
    expect([0, 1, 2].map((i) => interval(i))).toEqual([true, false, true]);
  });

  it('showAnimation', () => {
    expect(withTremor({ showAnimation: false }).animation).toBe(false);
    expect(withTremor({ showAnimation: true }).animation).toBe(true);
  });

  it('showLegend, legend position and enableLegendSlider', () => {
    expect((withTremor({ showLegend: false }).legend as Rec).show).toBe(false);
    expect((withTremor({}).legend as Rec).type).toBe('scroll');
    expect((withTremor({ enableLegendSlider: false }).legend as Rec).type).toBe('plain');
    const config = makeConfig({ xAxis: { column: 'day' }, yAxis: two });
    const bottom = buildCartesianOption(config, shop, 'light', { legendPosition: 'Bottom' });
    expect(bottom.legend).toMatchObject({ bottom: 0 });
  });

  it('axis and grid line flags', () => {
    const option = withTremor({
      showXAxis: false,
      showYAxis: false,
      showXAxisLine: false,
      showYAxisLine: true,
      showGridLines: false,
    });
    const x = axes(option.xAxis)[0];
    const y = axes(option.yAxis)[0];
    expect(x).toMatchObject({ show: false, axisLine: { show: false } });
    expect(y).toMatchObject({ show: false, axisLine: { show: true }, splitLine: { show: false } });
    const defaults = withTremor({});
    expect(axes(defaults.yAxis)[0]).toMatchObject({ show: true, splitLine: { show: true } });
  });
});

describe('chart-level style and paging', () => {
  it('formats date categories with Intl date options of the format config', () => {
    const data: ChartData = {
      columns: [
        { name: 'month', type: 'date' },
        { name: 'web', type: 'number' },
      ],
      rows: [{ month: '2024-03-01T00:00:00Z', web: 1 }],
    };
    const config = makeConfig({
      xAxis: { column: 'month' },
      yAxis: [makeSeries('web')],
      formatConfig: { formatConfig: "{'year': 'numeric', 'month': 'short'}" },
    });
    expect(axes(buildCartesianOption(config, data, 'light').xAxis)[0]?.data).toEqual(['Mar 2024']);
  });

  it('background colour and font family', () => {
    const option = build({ bgColor: '#fafafa', fontFamily: 'Inter' });
    expect(option.backgroundColor).toBe('#fafafa');
    expect(option.textStyle).toMatchObject({ fontFamily: 'Inter' });
    expect(build({}).backgroundColor).toBeUndefined();
  });

  it('pages bar types by tremor.pageOn and reports the page count', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ day: `d${i}`, web: i, store: 1 }));
    const data = { ...shop, rows };
    const config = makeConfig({
      type: 'Bar',
      xAxis: { column: 'day' },
      yAxis: [makeSeries('web', { percentage: true }), makeSeries('store', { percentage: true })],
      advanced: { tremor: { pageOn: 5 } },
    });
    expect(cartesianPageCount(config, data)).toBe(3);
    const last = buildPagedCartesianOption(config, data, 'light', { page: 2 });
    expect(last).toMatchObject({ page: 2, pageCount: 3 });
    expect(axes(last.option.xAxis)[0]?.data).toEqual(['d10', 'd11']);
    // Percentages are shares of the x total, whatever the page.
    expect(seriesOf(last.option)[1]?.data).toEqual([(1 / 11) * 100, (1 / 12) * 100]);
    const line = buildPagedCartesianOption({ ...config, type: 'Line' }, data, 'light', { page: 2 });
    expect(line).toMatchObject({ page: 0, pageCount: 1 });
    const list = buildPagedBarListOption(config, data, 'light', { page: 0 });
    expect(axes(list.option.yAxis)[0]?.data).toEqual(['d11', 'd10', 'd9', 'd8', 'd7']);
  });
});

describe('bar shape', () => {
  const one: ChartData = { ...shop, rows: [{ day: 'Mon', web: 30, store: 70 }] };
  const buildOne = (overrides: Partial<ChartConfigClassic>) =>
    buildCartesianOption(
      makeConfig({ xAxis: { column: 'day' }, yAxis: two, ...overrides }),
      one,
      'light',
    );

  it('caps the width of bars, grouped and stacked ones too, and the thickness of horizontal ones', () => {
    for (const type of ['Bar', 'Grouped Bar', 'Stacked Bar'] as const) {
      for (const s of seriesOf(buildOne({ type }))) expect(s.barMaxWidth, type).toBe(64);
    }
    for (const s of seriesOf(buildOne({ type: 'Bar', layout: 'horizontal' })))
      expect(s.barMaxWidth).toBe(40);
    const list = buildPagedBarListOption(makeConfig({ type: 'Bar List' }), one, 'light');
    expect(seriesOf(list.option)[0]?.barMaxWidth).toBe(40);
    // Lines of a combo chart have no bar width.
    expect(seriesOf(buildOne({ type: 'Combo Chart' }))[1]?.barMaxWidth).toBeUndefined();
  });

  it('rounds only the outer end of a stack', () => {
    const option = build({ type: 'Stacked Bar' });
    const [web, store] = seriesOf(option);
    expect(web?.itemStyle).toMatchObject({ borderRadius: [0, 0, 0, 0] });
    expect(store?.itemStyle).toMatchObject({ borderRadius: [3, 3, 0, 0] });
    expect(web?.data).toEqual([30, 10, null]);
    expect(store?.data).toEqual([70, 30, 50]);
  });

  it("rounds a lower segment where the stack's last series has no value", () => {
    const data: ChartData = { ...shop, rows: [{ day: 'Mon', web: 30, store: null }] };
    const option = buildCartesianOption(
      makeConfig({
        type: 'Stacked Bar',
        xAxis: { column: 'day' },
        yAxis: two,
        layout: 'horizontal',
      }),
      data,
      'light',
    );
    expect(seriesOf(option)[0]?.data).toEqual([
      { value: 30, itemStyle: { borderRadius: [0, 3, 3, 0] } },
    ]);
  });

  it('rounds every unstacked bar, each at its outer end', () => {
    for (const type of ['Bar', 'Grouped Bar'] as const) {
      for (const s of seriesOf(build({ type })))
        expect(s.itemStyle, type).toMatchObject({ borderRadius: [3, 3, 0, 0] });
    }
  });
});

describe('integer value axes', () => {
  const counts: ChartData = {
    columns: [
      { name: 'day', type: 'string' },
      { name: 'views', type: 'number' },
    ],
    rows: [
      { day: 'Mon', views: 1 },
      { day: 'Tue', views: 2 },
    ],
  };
  const one = (data: ChartData, type: ChartConfigClassic['type']) =>
    buildCartesianOption(
      makeConfig({ type, xAxis: { column: 'day' }, yAxis: [makeSeries('views')] }),
      data,
      'light',
    );

  it('ticks whole numbers only on an axis of whole numbers (no 0.5 on a count of 2)', () => {
    expect(axes(one(counts, 'Bar').yAxis)[0]?.minInterval).toBe(1);
    expect(axes(one(counts, 'Bar List').xAxis)[0]?.minInterval).toBe(1);
  });

  it('leaves the ticks to ECharts when a value has a fraction', () => {
    const averages = { ...counts, rows: [...counts.rows, { day: 'Wed', views: 1.5 }] };
    expect(axes(one(averages, 'Bar').yAxis)[0]).not.toHaveProperty('minInterval');
  });
});
