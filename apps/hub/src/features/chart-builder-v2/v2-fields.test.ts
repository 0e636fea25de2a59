import { describe, expect, it } from 'vitest';
import {
  dimensionFields,
  fieldType,
  measureFields,
  tableFields,
  V2_AGGREGATIONS,
  V2_BUCKETINGS,
  V2_CHART_TYPES,
} from './v2-fields';

describe('v2 fields', () => {
  const fields = tableFields({
    tableName: 'orders',
    columns: [
      { columnName: 'created_at', type: 'date', selectable: true },
      { columnName: 'channel', type: 'string', selectable: true },
      { columnName: 'amount', type: 'number', selectable: true },
      { columnName: 'blob', type: 'mixed', selectable: true },
      { columnName: 'paid', type: 'boolean', selectable: true },
    ],
  });

  it('lists non-number fields as dimensions and number fields as measures', () => {
    expect(dimensionFields(fields).map((f) => f.name)).toEqual([
      'created_at',
      'channel',
      'blob',
      'paid',
    ]);
    expect(measureFields(fields).map((f) => f.name)).toEqual(['amount']);
  });

  it('treats mixed and unknown columns as text', () => {
    expect(fieldType('mixed')).toBe('string');
    expect(fieldType('unknown')).toBe('string');
    expect(fieldType('boolean')).toBe('boolean');
  });

  it('has the spec lists', () => {
    expect(V2_CHART_TYPES).toEqual([
      'table',
      'bar',
      'line',
      'area',
      'pie',
      'donut',
      'scatter',
      'kpiCard',
    ]);
    expect(V2_AGGREGATIONS).toEqual(['sum', 'avg', 'min', 'max', 'count', 'distinct_count']);
    expect(V2_BUCKETINGS).toEqual(['hour', 'day', 'month', 'quarter', 'year']);
  });
});
