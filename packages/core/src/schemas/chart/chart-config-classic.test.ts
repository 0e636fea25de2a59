import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { chartConfigClassicSchema } from './chart-config-classic';
import { dataPrepSchema } from './data-prep';
import { formatConfigJsonSchema, isFormatConfigEmpty } from './format-config';
import { layerSchema } from './layer';

const series = (n: number, extra: object = {}) =>
  Array.from({ length: n }, (_, i) => ({ column: `c${i}`, ...extra }));

describe('chartConfigClassicSchema', () => {
  it('parses a full bar chart config and fills defaults', () => {
    const config = chartConfigClassicSchema.parse({
      type: 'Grouped Bar',
      title: 'Sales',
      titleSize: 'large',
      xAxis: {
        column: 'day',
        format: { label: '(by bucket)', bucketing: 'month', dateFormat: 'yyyy-MM' },
      },
      yAxis: [{ column: 'amount' }],
      orderBy: { column: 'amount' },
      layout: 'horizontal',
      formatConfig: { formatLocale: 'en-US', formatPrefix: '$' },
      advanced: {
        generic: { limit: 1000, showInfoTooltip: true, infoText: 'hi' },
        tremor: { pageOn: 50, curveType: 'monotone', customTooltipContent: { header: 'h' } },
        table: {
          columnNameConfigs: { amount: 'Amount' },
          sortingState: [{ id: 'amount', desc: true }],
        },
        heatmap: { labelCells: true },
      },
    });
    expect(config.orderBy?.direction).toBe('ascending');
    expect(config.yAxis[0]?.baseAggregationStrategy).toBe('Sum');
    expect(config.xAxis?.format?.bucketing).toBe('month');
    expect(config.advanced?.table?.columnNameConfigs).toEqual({ amount: 'Amount' });
  });

  it('accepts every classic type name and refuses others', () => {
    expect(chartConfigClassicSchema.safeParse({ type: 'KPI card' }).success).toBe(true);
    expect(chartConfigClassicSchema.safeParse({ type: 'Stacked Area' }).success).toBe(true);
    expect(firstMessage(chartConfigClassicSchema, { type: 'Sunburst' })).toBe('Invalid chart type');
  });

  it('refuses more than 20 series', () => {
    expect(chartConfigClassicSchema.safeParse({ type: 'Line', yAxis: series(20) }).success).toBe(
      true,
    );
    expect(firstMessage(chartConfigClassicSchema, { type: 'Line', yAxis: series(21) })).toBe(
      'No more than 20 series supported',
    );
  });

  it('refuses more than 20 layers, and more than 1 on a Scatter Plot', () => {
    const layers = (n: number) => Array.from({ length: n }, (_, i) => ({ column: `l${i}` }));
    expect(firstMessage(chartConfigClassicSchema, { type: 'Map', layers: layers(21) })).toBe(
      'No more than 20 layer supported',
    );
    expect(
      firstMessage(chartConfigClassicSchema, { type: 'Scatter Plot', layers: layers(2) }),
    ).toBe('No more than 1 layer supported');
  });

  it('keeps a Combo Chart to 2 series', () => {
    expect(firstMessage(chartConfigClassicSchema, { type: 'Combo Chart', yAxis: series(3) })).toBe(
      'No more than 2 series supported for a Combo Chart',
    );
  });

  it('allows only 1 series with segmentation, and needs a segment-by column', () => {
    const segmented = { segmentConfig: { segmentSeries: true, segmentBy: 'country' } };
    expect(
      firstMessage(chartConfigClassicSchema, { type: 'Stacked Bar', yAxis: series(2, segmented) }),
    ).toBe('Only 1 series supported if segmentation is enabled');
    expect(
      firstMessage(chartConfigClassicSchema, {
        type: 'Stacked Bar',
        yAxis: series(1, { segmentConfig: { segmentSeries: true } }),
      }),
    ).toBe('Select a column to segment by');
  });

  it('refuses bad enums of layout, title size and order direction', () => {
    expect(firstMessage(chartConfigClassicSchema, { type: 'Line', layout: 'diagonal' })).toBe(
      'Layout must be vertical or horizontal',
    );
    expect(firstMessage(chartConfigClassicSchema, { type: 'Line', titleSize: 'huge' })).toBe(
      'Title size must be small or large',
    );
    expect(
      firstMessage(chartConfigClassicSchema, {
        type: 'Line',
        orderBy: { column: 'a', direction: 'up' },
      }),
    ).toBe('Order direction must be ascending or descending');
  });
});

describe('layerSchema', () => {
  it('fills the map layer defaults', () => {
    expect(layerSchema.parse({ column: 'status' })).toEqual({
      column: 'status',
      colors: [],
      layerInfo: { clustering: false, circleRadius: 10, clusterRadius: 2 },
    });
  });
});

describe('dataPrepSchema', () => {
  it('fills an empty data prep', () => {
    expect(dataPrepSchema.parse({})).toEqual({
      query: '',
      rawTableNames: [],
      rawTables: [],
      outputColumns: [],
      limit: 2000,
      steps: [],
    });
  });

  it('checks steps and output columns', () => {
    expect(
      firstMessage(dataPrepSchema, { steps: [{ column: 'a', comparison: 'roughly', value: 1 }] }),
    ).toBe('Unknown filter comparison');
    expect(
      firstMessage(dataPrepSchema, { outputColumns: [{ columnName: 'a', type: 'blob' }] }),
    ).toBe('Column type must be one of number, string, date, boolean, mixed, unknown');
    expect(firstMessage(dataPrepSchema, { limit: 0 })).toBe('Limit must be at least 1');
  });
});

describe('format config', () => {
  it('parses JSON text with single quotes and reports parser errors', () => {
    expect(formatConfigJsonSchema.safeParse("{'style': 'currency'}").success).toBe(true);
    expect(formatConfigJsonSchema.safeParse('').success).toBe(true);
    expect(firstMessage(formatConfigJsonSchema, '{style:')).toMatch(/^Error parsing config: /);
  });

  it('detects an empty format config', () => {
    expect(isFormatConfigEmpty({})).toBe(true);
    expect(isFormatConfigEmpty({ formatSuffix: ' ' })).toBe(true);
    expect(isFormatConfigEmpty({ formatPrefix: '$' })).toBe(false);
  });
});
