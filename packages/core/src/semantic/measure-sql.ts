import type { MeasureAggregation } from '../schemas/chart-v2/measure-aggregation';

/** A v2 measure's aggregate: sum, avg, min, max, count, distinct_count (charts.md §5). */
export function measureSql(aggregation: MeasureAggregation, columnRef: string): string {
  switch (aggregation) {
    case 'sum':
      return `SUM(${columnRef})`;
    case 'avg':
      return `AVG(${columnRef})`;
    case 'min':
      return `MIN(${columnRef})`;
    case 'max':
      return `MAX(${columnRef})`;
    case 'count':
      return `COUNT(${columnRef})`;
    case 'distinct_count':
      return `COUNT(DISTINCT ${columnRef})`;
  }
}
