import { describe, expect, it } from 'vitest';
import { chartDataKey, chartDataQueryPart } from './data-key';

const classic = {
  type: 'Bar',
  dataPrep: {
    query: 'SELECT channel, amount FROM orders',
    rawTableNames: ['orders'],
    rawTables: [{ tableName: 'orders', rows: [{ amount: 1 }] }],
    outputColumns: [{ columnName: 'amount', type: 'number' }],
    steps: [],
  },
  chartConfig: {
    type: 'Bar',
    title: 'Revenue',
    layout: 'vertical',
    titleSize: 'small',
    bgColor: '#ffffff',
    fontFamily: 'Helvetica',
    formatConfig: { formatPrefix: '$' },
    advanced: { generic: { showInfoTooltip: false } },
    xAxis: { column: 'channel' },
    yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
  },
};

const v2 = {
  type: 'bar',
  goldenTable: 'orders',
  dataPrep: { query: 'SELECT * FROM orders', outputColumns: [] },
  chartConfigV2: {
    type: 'bar',
    title: 'Revenue',
    dimensions: [{ name: 'Channel', field: 'channel', type: 'string' }],
    measures: [{ name: 'Revenue', field: 'amount', aggregation: 'sum' }],
    filters: [],
    comparisons: [],
    settings: { layout: 'Vertical', legend: true, colors: ['blue'] },
  },
};

function edit<T>(doc: T, change: (copy: T) => void): T {
  const copy = structuredClone(doc);
  change(copy);
  return copy;
}

describe('chartDataKey', () => {
  const key = chartDataKey(classic);

  it.each([
    ['title', (d: typeof classic) => (d.chartConfig.title = 'Sales')],
    ['layout', (d: typeof classic) => (d.chartConfig.layout = 'horizontal')],
    ['title size', (d: typeof classic) => (d.chartConfig.titleSize = 'large')],
    ['background color', (d: typeof classic) => (d.chartConfig.bgColor = '#000000')],
    ['font', (d: typeof classic) => (d.chartConfig.fontFamily = 'Georgia')],
    ['format', (d: typeof classic) => (d.chartConfig.formatConfig = { formatPrefix: '€' })],
    [
      'advanced',
      (d: typeof classic) => (d.chartConfig.advanced = { generic: { showInfoTooltip: true } }),
    ],
    ['output columns', (d: typeof classic) => (d.dataPrep.outputColumns = [])],
    ['raw tables', (d: typeof classic) => (d.dataPrep.rawTables = [])],
    [
      'colour map',
      (d: typeof classic) =>
        Object.assign(d.chartConfig, { colorMap: { Web: 'red', Mobile: '#00ff00' } }),
    ],
  ])('keeps the key when only the %s changes', (_, change) => {
    expect(chartDataKey(edit(classic, change))).toBe(key);
  });

  it.each([
    ['query', (d: typeof classic) => (d.dataPrep.query = 'SELECT * FROM orders LIMIT 5')],
    ['type', (d: typeof classic) => (d.chartConfig.type = 'Line')],
    ['x axis', (d: typeof classic) => (d.chartConfig.xAxis = { column: 'status' })],
    [
      'aggregation',
      (d: typeof classic) =>
        (d.chartConfig.yAxis = [{ column: 'amount', baseAggregationStrategy: 'Average' }]),
    ],
    ['raw table names', (d: typeof classic) => (d.dataPrep.rawTableNames = ['customers'])],
    [
      'data-prep steps',
      (d: typeof classic) =>
        (d.dataPrep.steps = [{ column: 'amount', comparison: 'greater than', value: 5 }] as never),
    ],
  ])('changes the key when the %s changes', (_, change) => {
    expect(chartDataKey(edit(classic, change))).not.toBe(key);
  });

  it('keeps the generic row limit, which reaches the SQL', () => {
    const limited = edit(classic, (d) => {
      d.chartConfig.advanced = { generic: { limit: 10 } as never };
    });
    expect(chartDataKey(limited)).not.toBe(key);
    expect(chartDataQueryPart(limited)).toMatchObject({ chartConfig: { limit: 10 } });
  });

  it('does not depend on the order of object keys', () => {
    const reordered = {
      chartConfig: { yAxis: classic.chartConfig.yAxis, xAxis: { column: 'channel' }, type: 'Bar' },
      dataPrep: { steps: [], query: classic.dataPrep.query, rawTableNames: ['orders'] },
      type: 'Bar',
    };
    expect(chartDataKey(reordered)).toBe(key);
  });

  it('treats v2 title and settings as cosmetic, dimensions, measures and filters not', () => {
    const v2Key = chartDataKey(v2);
    expect(
      chartDataKey(
        edit(v2, (d) => {
          d.chartConfigV2.title = 'Other';
          d.chartConfigV2.settings = { layout: 'Horizontal', legend: false, colors: ['red'] };
        }),
      ),
    ).toBe(v2Key);
    expect(
      chartDataKey(edit(v2, (d) => (d.chartConfigV2.measures[0]!.aggregation = 'avg'))),
    ).not.toBe(v2Key);
    expect(
      chartDataKey(
        edit(v2, (d) => {
          d.chartConfigV2.dimensions.push({ name: 'Status', field: 'status', type: 'string' });
        }),
      ),
    ).not.toBe(v2Key);
    expect(
      chartDataKey(
        edit(v2, (d) => {
          d.chartConfigV2.filters = [{ field: 'channel', operator: 'IN', value: ['Web'] }] as never;
        }),
      ),
    ).not.toBe(v2Key);
    expect(chartDataKey(edit(v2, (d) => (d.goldenTable = 'customers')))).not.toBe(v2Key);
  });

  it('does not modify the document it is given', () => {
    const copy = structuredClone(classic);
    chartDataKey(copy);
    expect(copy).toEqual(classic);
  });
});
