import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { makeConfig, makeSeries } from '../../test-utils/config';
import type { ChartData } from '../chart-data';
import { buildCartesianOption } from './cartesian-option';
import type { ChartOption } from './chart-option';
import { NARROW_CHART_WIDTH, pieLegendMedia, sideLegendMedia } from './legend';
import { buildPieOption } from './pie-option';

// The real ECharts engine, server-side (SVG, no DOM): media rules are applied at the chart's
// width as in the browser, and the drawn legend and plot are measured.
echarts.use([PieChart, BarChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface ComponentModel {
  get(key: string): unknown;
}
/** The engine's own models and views (not in its public typings). */
interface EngineInternals {
  getModel(): {
    getComponent(type: string): ComponentModel;
    getSeriesByIndex(i: number): { getData(): { getItemLayout(i: number): unknown } };
  };
  getViewOfComponentModel(model: ComponentModel): {
    group: { getBoundingRect(): Rect; x: number; y: number };
  };
}

const charts: echarts.ECharts[] = [];
afterEach(() => charts.splice(0).forEach((c) => c.dispose()));

function draw(option: ChartOption, width: number, height: number) {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  charts.push(chart);
  chart.setOption({ ...option, animation: false });
  const engine = chart as unknown as EngineInternals;
  const legendModel = engine.getModel().getComponent('legend');
  const view = engine.getViewOfComponentModel(legendModel).group;
  const local = view.getBoundingRect();
  const legend = { ...local, x: local.x + view.x, y: local.y + view.y };
  return { engine, legend, orient: legendModel.get('orient') };
}

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const categories: ChartData = {
  columns: [
    { name: 'category', type: 'string' },
    { name: 'revenue', type: 'number' },
  ],
  rows: [
    'Electronics',
    'Home & Kitchen',
    'Sports & Outdoors',
    'Office',
    'Clothing',
    'Beauty',
    'Books',
    'Toys',
    'Grocery',
  ].map((category, i) => ({ category, revenue: 1000 - i * 90 })),
};
const donut = makeConfig({
  type: 'Donut Chart',
  xAxis: { column: 'category' },
  yAxis: [makeSeries('revenue')],
});

function pieBox(engine: EngineInternals): Rect {
  const layout = engine.getModel().getSeriesByIndex(0).getData().getItemLayout(0) as {
    cx: number;
    cy: number;
    r: number;
  };
  return {
    x: layout.cx - layout.r,
    y: layout.cy - layout.r,
    width: 2 * layout.r,
    height: 2 * layout.r,
  };
}

describe('pie legend', () => {
  it('lists the names beside a wide pie without covering it', () => {
    const { engine, legend, orient } = draw(buildPieOption(donut, categories, 'light'), 700, 350);
    expect(orient).toBe('vertical');
    expect(intersects(legend, pieBox(engine))).toBe(false);
  });

  it('goes under the pie on a phone-wide card and never covers it', () => {
    // The demo's donut on a 390 px phone (card content 340 × 346) and in a 241 px card.
    for (const [width, height] of [
      [340, 346],
      [215, 346],
    ] as const) {
      const { engine, legend, orient } = draw(
        buildPieOption(donut, categories, 'light'),
        width,
        height,
      );
      expect(orient).toBe('horizontal');
      expect(intersects(legend, pieBox(engine))).toBe(false);
      // Under the pie (a scrolling row: its content may run past the card, clipped).
      expect(legend.y).toBeGreaterThan(pieBox(engine).y + pieBox(engine).height);
    }
  });

  it('has no media rules without a legend', () => {
    expect(pieLegendMedia(false)).toBeUndefined();
    const option = buildPieOption(
      { ...donut, advanced: { tremor: { showLegend: false } } },
      categories,
      'light',
    );
    expect(option.media).toBeUndefined();
  });
});

describe('side legend of a cartesian chart', () => {
  const sales: ChartData = {
    columns: [
      { name: 'month', type: 'string' },
      { name: 'revenue', type: 'number' },
      { name: 'orders', type: 'number' },
    ],
    rows: ['Jan', 'Feb', 'Mar'].map((month, i) => ({ month, revenue: 100 + i, orders: 10 + i })),
  };
  const config = makeConfig({
    type: 'Bar',
    xAxis: { column: 'month' },
    yAxis: [makeSeries('revenue'), makeSeries('orders')],
  });

  it('stays on the side of a wide chart and moves on top of a narrow one', () => {
    const option = buildCartesianOption(config, sales, 'light', { legendPosition: 'Right' });
    const wide = draw(option, NARROW_CHART_WIDTH + 200, 300);
    expect(wide.orient).toBe('vertical');
    expect(wide.legend.x).toBeGreaterThan(NARROW_CHART_WIDTH);
    const narrow = draw(option, 340, 300);
    expect(narrow.orient).toBe('horizontal');
    expect(narrow.legend.y).toBeLessThan(30);
  });

  it('needs no media rules for a legend on top or at the bottom', () => {
    expect(sideLegendMedia(true, 'Top')).toBeUndefined();
    expect(sideLegendMedia(true, 'Bottom')).toBeUndefined();
    expect(sideLegendMedia(false, 'Left')).toBeUndefined();
    expect(sideLegendMedia(true, 'Left')).toHaveLength(2);
  });
});
