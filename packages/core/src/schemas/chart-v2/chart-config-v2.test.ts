import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { chartConfigV2Schema } from './chart-config-v2';
import { DEFAULT_V2_COLORS } from './chart-settings-v2';
import { semanticQuerySchema } from './semantic-query';

describe('chartConfigV2Schema', () => {
  it('fills the v2 settings defaults', () => {
    const c = chartConfigV2Schema.parse({ type: 'bar' });
    expect(c.settings).toEqual({
      layout: 'Vertical',
      legend: true,
      legendPosition: 'Right',
      enableLegendSlider: true,
      stacking: false,
      showDataLabels: false,
      debug: false,
      colors: [...DEFAULT_V2_COLORS],
    });
    expect(c.settings.colors).toHaveLength(17);
    expect(c.settings.colors[0]).toBe('blue');
    expect(c.settings.colors[16]).toBe('rose');
    expect(c.dimensions).toEqual([]);
  });

  it('does not share the default colour list between parses', () => {
    const a = chartConfigV2Schema.parse({ type: 'bar' });
    a.settings.colors.push('black');
    expect(chartConfigV2Schema.parse({ type: 'bar' }).settings.colors).toHaveLength(17);
  });

  it('parses dimensions, measures, filters and comparisons', () => {
    const c = chartConfigV2Schema.parse({
      type: 'line',
      dimensions: [{ name: 'Day', field: 'created_at', type: 'date', bucketing: 'day' }],
      measures: [{ name: 'Revenue', field: 'amount', aggregation: 'sum' }],
      filters: [
        { field: 'created_at', operator: 'BETWEEN', value: ['2025-01-01', '2025-01-31'] },
        { field: 'country', operator: 'IN', value: ['FR', 'TR'], customDisplayName: 'Country' },
        { field: 'name', operator: 'LIKE', value: '%ann%' },
      ],
      comparisons: [{ name: 'Prev', measure: 'Revenue' }],
    });
    expect(c.comparisons[0]?.compareBy).toBe('previous_period');
  });

  it('refuses unknown types, aggregations and positions', () => {
    expect(firstMessage(chartConfigV2Schema, { type: 'Bar' })).toBe(
      'Invalid chart type: expected table, bar, line, area, pie, donut, scatter or kpiCard',
    );
    expect(
      firstMessage(chartConfigV2Schema, {
        type: 'bar',
        measures: [{ name: 'm', field: 'f', aggregation: 'median' }],
      }),
    ).toBe('Aggregation must be one of sum, avg, min, max, count, distinct_count');
    expect(
      firstMessage(chartConfigV2Schema, { type: 'bar', settings: { legendPosition: 'Center' } }),
    ).toBe('Legend position must be Left, Right, Top or Bottom');
  });

  it('refuses a comparison of an unknown measure', () => {
    expect(
      firstMessage(chartConfigV2Schema, {
        type: 'kpiCard',
        comparisons: [{ name: 'Prev', measure: 'Revenue' }],
      }),
    ).toBe("Comparison measure 'Revenue' is not one of the chart's measures");
  });
});

describe('semanticQuerySchema', () => {
  it('parses a query with having filters', () => {
    const q = semanticQuerySchema.parse({
      type: 'bar',
      dimensions: [{ field: 'country', type: 'string' }],
      measures: [{ field: 'amount', aggregation: 'sum' }],
      havingFilters: [{ field: 'amount', operator: '>', value: 100 }],
    });
    expect(q.filters).toEqual([]);
    expect(q.havingFilters).toHaveLength(1);
    expect(
      firstMessage(semanticQuerySchema, {
        type: 'bar',
        filters: [{ field: 'a', operator: 'ILIKE' }],
      }),
    ).toBe('Unknown filter operator');
  });
});
