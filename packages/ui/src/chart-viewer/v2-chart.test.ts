import { DEFAULT_V2_COLORS, chartConfigV2Schema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '../chart-renderer/chart-data';
import { preferredColorIndex } from '../theme/series-colors';
import { drawV2Chart } from './v2-chart';

const v2 = (input: Record<string, unknown>) => chartConfigV2Schema.parse(input);
const channel = { name: 'Channel', field: 'channel', type: 'string' };
const month = { name: 'Month', field: 'created_at', type: 'date', bucketing: 'month' };
const revenue = { name: 'Revenue', field: 'amount', aggregation: 'sum' };
const orders = { name: 'Orders', field: 'order_id', aggregation: 'count' };

const byChannel: ChartData = {
  columns: [
    { name: 'Channel', type: 'string' },
    { name: 'Revenue', type: 'number' },
    { name: 'Orders', type: 'number' },
  ],
  rows: [
    { Channel: 'Web', Revenue: 10, Orders: 2 },
    { Channel: 'Retail', Revenue: 5, Orders: 1 },
  ],
};

describe('drawV2Chart', () => {
  it.each([
    ['table', {}, 'Table'],
    ['kpiCard', {}, 'Stat Card'],
    ['pie', {}, 'Pie Chart'],
    ['donut', {}, 'Donut Chart'],
    ['scatter', {}, 'Scatter Plot'],
    ['line', {}, 'Line'],
    ['area', {}, 'Area'],
    ['area', { stacking: true }, 'Stacked Area'],
    ['bar', { stacking: true }, 'Stacked Bar'],
  ])('draws a v2 %s (%o) as a classic %s', (type, settings, classic) => {
    const drawing = drawV2Chart(
      v2({ type, dimensions: [channel], measures: [revenue], settings }),
      byChannel,
    );
    expect(drawing.config.type).toBe(classic);
  });

  it('heads table columns with the dimension and measure names, not their SQL aliases', () => {
    const data: ChartData = {
      columns: [
        { name: 'channel', type: 'string' },
        { name: 'Sum_of_amount', type: 'number' },
      ],
      rows: [{ channel: 'Web', Sum_of_amount: 10 }],
    };
    const { config } = drawV2Chart(
      v2({
        type: 'table',
        dimensions: [{ name: 'channel', field: 'channel', type: 'string' }],
        measures: [{ name: 'Sum of amount', field: 'amount', aggregation: 'sum' }],
      }),
      data,
    );
    expect(config.advanced?.table?.columnNameConfigs).toEqual({ Sum_of_amount: 'Sum of amount' });
    const raw = drawV2Chart(v2({ type: 'table' }), data);
    expect(raw.config.advanced?.table?.columnNameConfigs).toBeUndefined();
  });

  it('maps dimensions to the x axis and measures to labelled, coloured series', () => {
    const { config, legendPosition } = drawV2Chart(
      v2({
        type: 'bar',
        title: 'Revenue by channel',
        dimensions: [channel],
        measures: [revenue, orders],
        settings: { layout: 'Horizontal', legendPosition: 'Bottom', showDataLabels: true },
      }),
      byChannel,
    );
    expect(config.type).toBe('Grouped Bar');
    expect(config.title).toBe('Revenue by channel');
    expect(config.layout).toBe('horizontal');
    expect(config.xAxis?.column).toBe('Channel');
    expect(config.yAxis.map((s) => [s.column, s.format?.label])).toEqual([
      ['Revenue', 'Revenue'],
      ['Orders', 'Orders'],
    ]);
    // Coloured from the settings' palette by measure name, two different colours.
    const colors = config.yAxis.map((s) => s.color);
    expect(colors.every((c) => (DEFAULT_V2_COLORS as readonly string[]).includes(c ?? ''))).toBe(
      true,
    );
    expect(new Set(colors).size).toBe(2);
    expect(config.yAxis[0]?.dataLabelConfig.showDataLabels).toBe(true);
    expect(legendPosition).toBe('Bottom');
  });

  it('keeps a date dimension bucketing for the axis labels', () => {
    const { config } = drawV2Chart(v2({ type: 'line', dimensions: [month], measures: [revenue] }), {
      columns: [
        { name: 'Month', type: 'date' },
        { name: 'Revenue', type: 'number' },
      ],
      rows: [{ Month: '2025-01-01', Revenue: 3 }],
    });
    expect(config.xAxis?.format?.bucketing).toBe('month');
  });

  it('segments by a second dimension and shows the 10 largest segments only', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      Month: '2025-01-01',
      Channel: `C${i}`,
      Revenue: i + 1,
    }));
    const drawing = drawV2Chart(
      v2({ type: 'line', dimensions: [month, channel], measures: [revenue] }),
      {
        columns: [
          { name: 'Month', type: 'date' },
          { name: 'Channel', type: 'string' },
          { name: 'Revenue', type: 'number' },
        ],
        rows,
      },
    );
    const segment = drawing.config.yAxis[0]?.segmentConfig;
    expect(segment?.segmentSeries).toBe(true);
    expect(segment?.segmentBy).toBe('Channel');
    expect(drawing.data.segmentNames).toEqual([
      'C11',
      'C10',
      'C9',
      'C8',
      'C7',
      'C6',
      'C5',
      'C4',
      'C3',
      'C2',
    ]);
    expect(drawing.data.rows).toHaveLength(10);
    expect(drawing.config.yAxis).toHaveLength(1);
  });

  it('plots the first measure against the second in a scatter of two measures', () => {
    const { config } = drawV2Chart(
      v2({ type: 'scatter', dimensions: [channel], measures: [revenue, orders] }),
      byChannel,
    );
    expect(config.xAxis?.column).toBe('Revenue');
    expect(config.yAxis.map((s) => s.column)).toEqual(['Orders']);
  });

  it('finds columns by position when the answer names them differently', () => {
    const { config } = drawV2Chart(
      v2({ type: 'pie', dimensions: [channel], measures: [revenue, orders] }),
      {
        columns: [
          { name: 'ch', type: 'string' },
          { name: 'rev', type: 'number' },
        ],
        rows: [{ ch: 'Web', rev: 1 }],
      },
    );
    expect(config.xAxis?.column).toBe('ch');
    expect(config.yAxis.map((s) => s.column)).toEqual(['rev']);
  });

  it('hides the legend when the settings switch it off', () => {
    const { config } = drawV2Chart(
      v2({ type: 'bar', dimensions: [channel], measures: [revenue], settings: { legend: false } }),
      byChannel,
    );
    expect(config.advanced?.tremor?.showLegend).toBe(false);
  });
});

describe('drawV2Chart scatter axes', () => {
  it('names both axes of a v2 scatter', () => {
    const { config } = drawV2Chart(
      v2({ type: 'scatter', dimensions: [channel], measures: [revenue, orders] }),
      byChannel,
    );
    expect(config.advanced?.generic).toMatchObject({ showXAxisLabel: true, showYAxisLabel: true });
  });
});

describe('drawV2Chart colours', () => {
  const byMonthAndStatus = (statuses: string[]): ChartData => ({
    columns: [
      { name: 'Month', type: 'date' },
      { name: 'Status', type: 'string' },
      { name: 'Revenue', type: 'number' },
    ],
    rows: statuses.map((Status, i) => ({ Month: '2025-01-01', Status, Revenue: 100 - i })),
  });
  const status = { name: 'Status', field: 'status', type: 'string' };
  const segmentColors = (statuses: string[], settings: Record<string, unknown> = {}) => {
    const drawing = drawV2Chart(
      v2({ type: 'bar', dimensions: [month, status], measures: [revenue], settings }),
      byMonthAndStatus(statuses),
    );
    const segments = drawing.config.yAxis[0]?.segmentConfig?.segments ?? [];
    return Object.fromEntries(segments.map((s) => [s.name, s.color]));
  };

  it('colours a segment by its name, whatever its rank or the other segments', () => {
    const all = segmentColors(['completed', 'cancelled', 'pending', 'refunded']);
    // Another tenant's ranking, and a filter leaving two statuses.
    const other = segmentColors(['pending', 'refunded', 'completed', 'cancelled']);
    const filtered = segmentColors(['cancelled', 'pending']);
    expect(other).toEqual(all);
    expect(filtered.cancelled).toBe(all.cancelled);
    expect(filtered.pending).toBe(all.pending);
    expect(new Set(Object.values(all)).size).toBe(4);
  });

  it('colours a measure by its name in any position; a saved colour map wins', () => {
    const colorOf = (measures: Record<string, unknown>[], settings = {}) =>
      Object.fromEntries(
        drawV2Chart(
          v2({ type: 'bar', dimensions: [channel], measures, settings }),
          byChannel,
        ).config.yAxis.map((s) => [s.format?.label, s.color]),
      );
    const first = colorOf([revenue, orders]);
    expect(colorOf([orders, revenue])).toEqual(first);
    // Alone, a measure has the colour its name prefers (with Orders, the two may clash).
    expect(colorOf([revenue]).Revenue).toBe(
      DEFAULT_V2_COLORS[preferredColorIndex('Revenue', DEFAULT_V2_COLORS.length)],
    );
    expect(colorOf([revenue, orders], { colorMap: { Orders: '#123456' } }).Orders).toBe('#123456');
    expect(segmentColors(['cancelled', 'completed'], { colorMap: { cancelled: 'red' } })).toEqual(
      expect.objectContaining({ cancelled: '#ef4444' }),
    );
  });
});
