import { describe, expect, it } from 'vitest';
import {
  dimensionFields,
  fieldType,
  measureAggregationChoices,
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

  it('offers identifiers as counted measures only, never summed or averaged', () => {
    const orders = tableFields({
      tableName: 'orders',
      columns: [
        { columnName: 'order_id', type: 'number', selectable: true },
        { columnName: 'customerId', type: 'number', selectable: true },
        { columnName: 'id', type: 'number', selectable: true },
        { columnName: 'session_id', type: 'string', selectable: true },
        { columnName: 'amount', type: 'number', selectable: true },
        { columnName: 'channel', type: 'string', selectable: true },
      ],
    });
    const measures = measureFields(orders);
    expect(measures.map((f) => f.name)).toEqual(['order_id', 'customerId', 'id', 'amount']);
    for (const id of measures.filter((f) => f.name !== 'amount')) {
      expect(id.aggregations).toEqual(['count', 'distinct_count']);
    }
    expect(measures.find((f) => f.name === 'amount')?.aggregations).toEqual(V2_AGGREGATIONS);
    // A text id stays a dimension (measures are number fields, charts.md §5).
    expect(dimensionFields(orders).map((f) => f.name)).toEqual(['session_id', 'channel']);
  });

  it("a measure's menu offers its field's aggregations plus the one it has", () => {
    const orders = tableFields({
      tableName: 'orders',
      columns: [{ columnName: 'order_id', type: 'number', selectable: true }],
    });
    expect(measureAggregationChoices(orders, { field: 'order_id', aggregation: 'count' })).toEqual([
      'count',
      'distinct_count',
    ]);
    expect(measureAggregationChoices(orders, { field: 'order_id', aggregation: 'sum' })).toEqual([
      'sum',
      'count',
      'distinct_count',
    ]);
    expect(measureAggregationChoices(orders, { field: 'gone', aggregation: 'sum' })).toEqual(
      V2_AGGREGATIONS,
    );
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
