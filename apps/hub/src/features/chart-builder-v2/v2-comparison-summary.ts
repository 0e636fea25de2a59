import { columnAlias, type ChartConfigV2, type MeasureAggregation } from '@chartroom/core';

type Row = Readonly<Record<string, string | number | boolean | null>>;

/** One comparison's totals: this period, the previous one and the change in percent. */
export interface ComparisonTotal {
  name: string;
  measure: string;
  current: number;
  previous: number;
  /** Percent change (1 decimal); null when the previous total is 0. */
  change: number | null;
}

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** The rows' values of a column combined as the measure's aggregation combines (sum by default). */
function total(rows: readonly Row[], column: string, aggregation: MeasureAggregation): number {
  const values = rows.map((r) => Number(r[column])).filter((v) => Number.isFinite(v));
  if (values.length === 0) return 0;
  if (aggregation === 'min') return Math.min(...values);
  if (aggregation === 'max') return Math.max(...values);
  const sum = values.reduce((a, b) => a + b, 0);
  return aggregation === 'avg' ? sum / values.length : sum;
}

/**
 * Totals of each comparison's measure over the answer's rows and the previous period's rows: sums,
 * except averages (mean), minimums and maximums (numbers at most 2 decimals, percent changes 1 decimal, charts.md §9).
 */
export function comparisonTotals(
  config: ChartConfigV2,
  rows: readonly Row[],
  previousRows: readonly Row[],
): ComparisonTotal[] {
  return config.comparisons.map((c) => {
    const column = columnAlias(c.measure);
    const aggregation = config.measures.find((m) => m.name === c.measure)?.aggregation ?? 'sum';
    const current = round(total(rows, column, aggregation), 2);
    const previous = round(total(previousRows, column, aggregation), 2);
    const change =
      previous === 0 ? null : round(((current - previous) / Math.abs(previous)) * 100, 1);
    return { name: c.name, measure: c.measure, current, previous, change };
  });
}
