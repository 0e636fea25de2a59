import type { Predicate } from '../filters/predicate';
import type { Dialect, DateBucket } from '../sql/dialect';
import type { CompiledQuery } from '../sql/param-list';
import { renderAggregation } from './aggregation';
import {
  DEFAULT_CHART_LIMIT,
  MAX_SEGMENT_NAMES,
  SEGMENT_PAGE_SIZE,
  type ClassicChartInput,
  type ClassicCompileOptions,
} from './classic-input';
import { classicSource } from './classic-source';
import { hasTopLevelOrderBy } from './prep-order';

/** The column of a one-scan segmented answer holding a name row's rank (NULL on data rows). */
export const SEGMENT_RANK_COLUMN = 'chartroom_segment_rank';

/**
 * How a segment's total is re-aggregated from its per-bucket aggregates: only for aggregations
 * whose total is an aggregate of the parts (a sum of sums, a sum of counts, a max of maxima).
 */
const REAGGREGATE: Readonly<Record<string, string>> = {
  Sum: 'SUM',
  Count: 'SUM',
  Max: 'MAX',
  Min: 'MIN',
  First: 'MIN',
};

const BUCKETS = new Set<string>(['hour', 'day', 'week', 'month', 'quarter', 'year']);

/**
 * A segmented chart's names and its page of data from ONE scan of its source (charts.md §4:
 * names first, then data — here both come back together). The data-prep output is grouped by X
 * and segment once; the segments are ranked on those groups (largest first, ties by name, as the
 * separate names query ranks them) and the answer holds:
 * - one row per segment name (at most 5000) with its rank (1 = largest) and NULL X and value;
 * - the page's data rows (20 segments) with a NULL rank, ordered by X and segment.
 *
 * Null when one scan cannot give the same answer: no segmentation, names already known (locked
 * or given), an aggregation whose segment total is not an aggregate of its parts
 * (Average, Distinct count, Collect list), or a prep ending in ORDER BY (its order is kept) —
 * the caller then runs names and data separately; and null for a heat map (no segment pages).
 */
export function compileClassicSegmentedOneScan(
  dialect: Dialect,
  chart: ClassicChartInput,
  predicates: readonly Predicate[],
  options: ClassicCompileOptions = {},
): CompiledQuery | null {
  if (options.segmentNames) return null;
  // A heat map draws its whole answer; a prep's ORDER BY orders the X categories (compile-classic).
  if (chart.type === 'Heat Map' || hasTopLevelOrderBy(chart.query)) return null;
  const first = chart.yAxis?.[0];
  const on = first?.segmentConfig?.segmentSeries || chart.type === 'Heat Map';
  const segmentBy = (on && first?.segmentConfig?.segmentBy) || undefined;
  const xColumn = chart.xAxis?.column;
  if (!segmentBy || !first?.column || !xColumn) return null;
  const strategy = first.baseAggregationStrategy ?? 'Sum';
  const reaggregate = REAGGREGATE[strategy];
  if (!reaggregate) return null;
  const names = new Set([xColumn, segmentBy, first.column, SEGMENT_RANK_COLUMN]);
  if (names.size < 4) return null;

  const q = (name: string) => dialect.quoteIdentifier(name);
  const src = classicSource(dialect, chart, predicates, options);
  const bucket = chart.xAxis?.format?.bucketing?.toLowerCase();
  const xExpr =
    bucket && BUCKETS.has(bucket)
      ? dialect.dateTrunc(bucket as DateBucket, src.col(xColumn), src.shift)
      : src.col(xColumn);
  const segment = src.col(segmentBy);
  const value = renderAggregation(dialect, strategy, src.col(first.column));
  const [x, seg, v, rank] = [q(xColumn), q(segmentBy), q(first.column), q(SEGMENT_RANK_COLUMN)];
  const grouped = q('grouped');
  const ranked = q('ranked');

  const groupedSql = dialect.selectStatement({
    from: src.from,
    where: src.where,
    select: [`${xExpr} AS ${x}`, `${segment} AS ${seg}`, `${value} AS ${v}`],
    groupBy: [xExpr, segment],
  });
  const rankedSql =
    `SELECT ${seg}, ROW_NUMBER() OVER (ORDER BY ${reaggregate}(${v}) DESC, ${seg} ASC) AS ${rank}` +
    ` FROM ${grouped} WHERE ${seg} IS NOT NULL GROUP BY ${seg}`;
  const page = Math.max(0, Math.floor(options.segmentPage ?? 0));
  const start = page * SEGMENT_PAGE_SIZE;
  const g = q('g');
  const r = q('r');
  const data =
    `SELECT ${g}.${x} AS ${x}, ${g}.${seg} AS ${seg}, ${g}.${v} AS ${v}, NULL AS ${rank}` +
    ` FROM ${grouped} AS ${g} JOIN ${ranked} AS ${r} ON ${r}.${seg} = ${g}.${seg}` +
    ` WHERE ${r}.${rank} > ${start} AND ${r}.${rank} <= ${start + SEGMENT_PAGE_SIZE}`;
  const namesSql =
    `SELECT NULL AS ${x}, ${r}.${seg} AS ${seg}, NULL AS ${v}, ${r}.${rank} AS ${rank}` +
    ` FROM ${ranked} AS ${r} WHERE ${r}.${rank} <= ${MAX_SEGMENT_NAMES}`;
  const limit = Math.min(chart.limit ?? DEFAULT_CHART_LIMIT, DEFAULT_CHART_LIMIT);
  const outer = dialect.selectStatement({
    select: [x, seg, v, rank],
    from: `(\n${namesSql}\nUNION ALL\n${data}\n) AS ${q('answer')}`,
    // Names first (by rank), then the data by X and segment.
    orderBy: [
      `CASE WHEN ${rank} IS NULL THEN 1 ELSE 0 END`,
      `${rank} ASC`,
      `${x} ASC`,
      `${seg} ASC`,
    ],
    limit: MAX_SEGMENT_NAMES + limit * SEGMENT_PAGE_SIZE,
  });
  const sql = `WITH ${grouped} AS (\n${groupedSql}\n), ${ranked} AS (\n${rankedSql}\n)\n` + outer;
  return src.params.finish(sql);
}

/** A one-scan segmented answer split back into the segment names and the chart's rows. */
export function splitSegmentedAnswer<
  Row extends Record<string, unknown>,
  Column extends { name: string },
>(
  rows: readonly Row[],
  columns: readonly Column[],
  segmentBy: string,
): { segmentNames: string[]; rows: Row[]; columns: Column[] } {
  const segmentNames: string[] = [];
  const data: Row[] = [];
  for (const row of rows) {
    if (row[SEGMENT_RANK_COLUMN] === null || row[SEGMENT_RANK_COLUMN] === undefined) {
      const { [SEGMENT_RANK_COLUMN]: _rank, ...rest } = row;
      data.push(rest as Row);
    } else {
      segmentNames.push(String(row[segmentBy] ?? ''));
    }
  }
  return {
    segmentNames,
    rows: data,
    columns: columns.filter((c) => c.name !== SEGMENT_RANK_COLUMN),
  };
}
