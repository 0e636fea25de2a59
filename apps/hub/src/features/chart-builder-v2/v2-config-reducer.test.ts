import { chartConfigV2Schema } from '@chartroom/core';
import { describe, expect, it } from 'vitest';
import { emptyV2Config, measureName, v2ConfigReducer as reduce } from './v2-config-reducer';

const created = { name: 'created_at', type: 'date' as const };
const channel = { name: 'channel', type: 'string' as const };
const amount = { name: 'amount', type: 'number' as const };

describe('v2ConfigReducer', () => {
  it('starts as a table with the v2 default settings', () => {
    const c = emptyV2Config();
    expect(c.type).toBe('table');
    expect(c.settings.layout).toBe('Vertical');
    expect(c.settings.legendPosition).toBe('Right');
    expect(c.settings.colors).toHaveLength(17);
  });

  it('adds a dimension once; a date dimension is bucketed by day', () => {
    let c = reduce(emptyV2Config('bar'), { type: 'addDimension', field: created });
    c = reduce(c, { type: 'addDimension', field: created });
    c = reduce(c, { type: 'addDimension', field: channel });
    expect(c.dimensions).toEqual([
      { name: 'created_at', field: 'created_at', type: 'date', bucketing: 'day' },
      { name: 'channel', field: 'channel', type: 'string' },
    ]);
  });

  it('refuses a number field as a dimension (measures are number fields)', () => {
    expect(reduce(emptyV2Config(), { type: 'addDimension', field: amount }).dimensions).toEqual([]);
  });

  it('sets the bucketing of a date dimension only', () => {
    let c = reduce(emptyV2Config(), { type: 'addDimension', field: created });
    c = reduce(c, { type: 'addDimension', field: channel });
    c = reduce(c, { type: 'setBucketing', field: 'created_at', bucketing: 'month' });
    c = reduce(c, { type: 'setBucketing', field: 'channel', bucketing: 'year' });
    expect(c.dimensions.map((d) => d.bucketing)).toEqual(['month', undefined]);
  });

  it('removes a dimension', () => {
    let c = reduce(emptyV2Config(), { type: 'addDimension', field: channel });
    c = reduce(c, { type: 'removeDimension', field: 'channel' });
    expect(c.dimensions).toEqual([]);
  });

  it('adds a measure once per field and aggregation', () => {
    let c = reduce(emptyV2Config(), { type: 'addMeasure', field: 'amount', aggregation: 'sum' });
    c = reduce(c, { type: 'addMeasure', field: 'amount', aggregation: 'sum' });
    c = reduce(c, { type: 'addMeasure', field: 'amount', aggregation: 'avg' });
    expect(c.measures).toEqual([
      { name: 'Sum of amount', field: 'amount', aggregation: 'sum' },
      { name: 'Average of amount', field: 'amount', aggregation: 'avg' },
    ]);
    expect(measureName('id', 'distinct_count')).toBe('Distinct count of id');
  });

  it('changes an aggregation and its default name, unless it would duplicate a measure', () => {
    let c = reduce(emptyV2Config(), { type: 'addMeasure', field: 'amount', aggregation: 'sum' });
    c = reduce(c, { type: 'addComparison', measure: 'Sum of amount' });
    c = reduce(c, { type: 'setAggregation', name: 'Sum of amount', aggregation: 'max' });
    expect(c.measures[0]).toEqual({ name: 'Max of amount', field: 'amount', aggregation: 'max' });
    expect(c.comparisons[0]?.measure).toBe('Max of amount');
    c = reduce(c, { type: 'addMeasure', field: 'amount', aggregation: 'min' });
    expect(reduce(c, { type: 'setAggregation', name: 'Max of amount', aggregation: 'min' })).toBe(
      c,
    );
  });

  it('removing a measure removes its comparisons', () => {
    let c = reduce(emptyV2Config(), { type: 'addMeasure', field: 'amount', aggregation: 'sum' });
    c = reduce(c, { type: 'addComparison', measure: 'Sum of amount' });
    c = reduce(c, { type: 'removeMeasure', name: 'Sum of amount' });
    expect(c.measures).toEqual([]);
    expect(c.comparisons).toEqual([]);
    expect(chartConfigV2Schema.safeParse(c).success).toBe(true);
  });

  it('a blank measure name makes the config invalid with the schema message', () => {
    let c = reduce(emptyV2Config(), { type: 'addMeasure', field: 'amount', aggregation: 'sum' });
    c = reduce(c, { type: 'renameMeasure', name: 'Sum of amount', newName: '' });
    const parsed = chartConfigV2Schema.safeParse(c);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Measure name is required');
  });

  it('adds a comparison once, only of a known measure, compared by previous period', () => {
    let c = reduce(emptyV2Config(), { type: 'addComparison', measure: 'nope' });
    expect(c.comparisons).toEqual([]);
    c = reduce(c, { type: 'addMeasure', field: 'amount', aggregation: 'sum' });
    c = reduce(c, { type: 'addComparison', measure: 'Sum of amount' });
    c = reduce(c, { type: 'addComparison', measure: 'Sum of amount' });
    expect(c.comparisons).toEqual([
      {
        name: 'Sum of amount (previous period)',
        measure: 'Sum of amount',
        compareBy: 'previous_period',
      },
    ]);
    c = reduce(c, { type: 'removeComparison', name: 'Sum of amount (previous period)' });
    expect(c.comparisons).toEqual([]);
  });

  it('adds, updates and removes filters and merges settings', () => {
    let c = reduce(emptyV2Config(), {
      type: 'addFilter',
      filter: { field: 'channel', operator: 'LIKE', value: '%web%' },
    });
    c = reduce(c, {
      type: 'updateFilter',
      index: 0,
      filter: { field: 'channel', operator: 'LIKE', value: '%app%' },
    });
    expect(c.filters).toEqual([{ field: 'channel', operator: 'LIKE', value: '%app%' }]);
    c = reduce(c, { type: 'removeFilter', index: 0 });
    expect(c.filters).toEqual([]);
    c = reduce(c, { type: 'setSettings', settings: { legendPosition: 'Bottom', stacking: true } });
    expect(c.settings).toMatchObject({ legendPosition: 'Bottom', stacking: true, legend: true });
    expect(reduce(c, { type: 'setType', chartType: 'donut' }).type).toBe('donut');
  });
});
