import { describe, expect, it } from 'vitest';
import { firstMessage } from '../test-helpers';
import { dataLabelConfigSchema } from './data-label-config';
import { normalizeConfigSchema } from './normalize-config';
import { segmentConfigSchema } from './segment-config';
import { seriesSchema } from './series';

describe('seriesSchema', () => {
  it('fills the spec defaults', () => {
    const s = seriesSchema.parse({ column: 'revenue' });
    expect(s.baseAggregationStrategy).toBe('Sum');
    expect(s.hidden).toBe(false);
    expect(s.percentage).toBe(false);
    expect(s.dataLabelConfig).toEqual({
      showDataLabels: false,
      dataLabelPosition: 'top',
      dataLabelAngle: 0,
      dataLabelFontSize: 12,
      dataLabelOffset: 10,
    });
  });

  it('keeps every field of a full series', () => {
    const full = {
      column: 'revenue',
      color: '#ff0000',
      format: { label: 'Revenue' },
      typeOverride: 'Line',
      percentage: true,
      normalizeConfig: { normalizeSeries: true, normalizeRange: { start: 0, end: 100 } },
      hidden: true,
      baseAggregationStrategy: 'Distinct count',
      segmentConfig: {
        segmentSeries: true,
        segmentBy: 'country',
        segmentNames: ['FR', 'TR'],
        segments: [{ name: 'FR', color: 'blue' }],
        segmentsLocked: true,
        segmentAggregation: 'Max',
      },
      dataLabelConfig: {
        showDataLabels: true,
        dataLabelPosition: 'inside',
        dataLabelAngle: 45,
        dataLabelFontSize: 14,
        dataLabelOffset: 4,
      },
    };
    expect(seriesSchema.parse(full)).toEqual(full);
  });

  it('accepts all eight aggregations and refuses others', () => {
    for (const a of [
      'Sum',
      'Average',
      'Count',
      'Distinct count',
      'Max',
      'Min',
      'First',
      'Collect list',
    ]) {
      expect(seriesSchema.safeParse({ column: 'x', baseAggregationStrategy: a }).success).toBe(
        true,
      );
    }
    expect(firstMessage(seriesSchema, { column: 'x', baseAggregationStrategy: 'Median' })).toBe(
      'Aggregation must be one of Sum, Average, Count, Distinct count, Max, Min, First, Collect list',
    );
  });

  it('requires a column', () => {
    expect(firstMessage(seriesSchema, { column: '' })).toBe('Select a column for every series');
  });
});

describe('normalizeConfigSchema', () => {
  it('defaults the range to 0-1000', () => {
    expect(normalizeConfigSchema.parse({})).toEqual({
      normalizeSeries: false,
      normalizeRange: { start: 0, end: 1000 },
    });
    expect(normalizeConfigSchema.parse({ normalizeRange: { end: 100 } }).normalizeRange).toEqual({
      start: 0,
      end: 100,
    });
  });

  it('refuses an empty or inverted range', () => {
    expect(firstMessage(normalizeConfigSchema, { normalizeRange: { start: 10, end: 5 } })).toBe(
      'Normalize range end must be greater than its start',
    );
  });
});

describe('dataLabelConfigSchema', () => {
  it('refuses out-of-range font sizes and unknown positions', () => {
    expect(firstMessage(dataLabelConfigSchema, { dataLabelFontSize: 0 })).toBe(
      'Data label font size must be between 1 and 100',
    );
    expect(firstMessage(dataLabelConfigSchema, { dataLabelPosition: 'middle' })).toBe(
      'Invalid data label position',
    );
  });
});

describe('segmentConfigSchema', () => {
  it('fills empty lists and flags', () => {
    expect(segmentConfigSchema.parse({ segmentSeries: true, segmentBy: 'c' })).toEqual({
      segmentSeries: true,
      segmentBy: 'c',
      segmentNames: [],
      segments: [],
      segmentsLocked: false,
    });
  });
});
