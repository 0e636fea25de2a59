import type { ClassicChartInput, Predicate, SemanticQueryInput } from '@chartroom/core';

/** The charts every dialect compiles in the golden and execution tests. */
export const MONTHLY_REVENUE: ClassicChartInput = {
  query: 'SELECT * FROM orders WHERE status <> {{excluded}}',
  type: 'Line',
  xAxis: { column: 'created_at', format: { bucketing: 'month' } },
  yAxis: [{ column: 'amount', baseAggregationStrategy: 'Sum' }],
};

export const FIRST_QUARTER: Predicate = {
  column: 'created_at',
  operator: 'between',
  values: ['2025-01-01T00:00:00.000Z', '2025-03-31T23:59:59.999Z'],
  temporal: true,
};

export const REVENUE_BY_CHANNEL: SemanticQueryInput = {
  type: 'bar',
  table: 'orders',
  dimensions: [{ field: 'channel', type: 'string', name: 'Sales channel' }],
  measures: [
    { field: 'amount', aggregation: 'sum', name: 'Revenue' },
    { field: 'customer', aggregation: 'distinct_count', name: 'Customers' },
  ],
  filters: [
    { field: 'created_at', operator: 'BETWEEN', value: ['2025-01-01', '2025-03-31'] },
    { field: 'channel', operator: 'contains', value: 'E' },
  ],
  havingFilters: [{ field: 'amount', operator: '>', value: 40 }],
  orderBy: [{ field: 'amount', direction: 'desc' }],
  limit: 10,
};
