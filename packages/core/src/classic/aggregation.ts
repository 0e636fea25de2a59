import type { Dialect } from '../sql/dialect';

/** The classic builder's aggregation names (charts.md §3, filters-and-rendering.md §9). */
export type AggregationStrategy =
  'Sum' | 'Average' | 'Count' | 'Distinct count' | 'Max' | 'Min' | 'First' | 'Collect list';

/**
 * Sum→SUM, Average→AVG, Count and Distinct count→COUNT (distinct values for the latter),
 * Max→MAX, Min and First→MIN, Collect list→STRING_AGG.
 */
export function renderAggregation(
  dialect: Dialect,
  strategy: string | undefined,
  columnRef: string,
): string {
  switch ((strategy ?? 'Sum') as AggregationStrategy) {
    case 'Sum':
      return `SUM(${columnRef})`;
    case 'Average':
      return `AVG(${columnRef})`;
    case 'Count':
      return `COUNT(${columnRef})`;
    case 'Distinct count':
      return `COUNT(DISTINCT ${columnRef})`;
    case 'Max':
      return `MAX(${columnRef})`;
    case 'Min':
    case 'First':
      return `MIN(${columnRef})`;
    case 'Collect list':
      return dialect.stringAgg(columnRef);
    default:
      throw new Error(`Unknown aggregation '${strategy}'`);
  }
}
