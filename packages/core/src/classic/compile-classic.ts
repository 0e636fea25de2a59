import type { Predicate } from '../filters/predicate';
import type { DateBucket, Dialect, SelectParts } from '../sql/dialect';
import type { CompiledQuery } from '../sql/param-list';
import { renderAggregation } from './aggregation';
import {
  DEFAULT_CHART_LIMIT,
  MAX_SEGMENT_NAMES,
  SEGMENT_PAGE_SIZE,
  type ClassicChartInput,
  type ClassicCompileOptions,
} from './classic-input';
import { classicSource, type ClassicSource } from './classic-source';

export {
  DEFAULT_CHART_LIMIT,
  type ClassicChartInput,
  type ClassicCompileOptions,
} from './classic-input';
export { stripStatement } from './classic-source';
export type { CompiledQuery } from '../sql/param-list';

const ROW_TYPES = new Set(['Table', 'Map', 'Text']);
const SINGLE_VALUE_TYPES = new Set(['Stat Card', 'KPI card']);
const RANKED_TYPES = new Set(['Bar List', 'Pie Chart', 'Donut Chart']);
const BUCKETS = new Set<string>(['hour', 'day', 'week', 'month', 'quarter', 'year']);

type Series = { column: string; baseAggregationStrategy?: string | null };

/**
 * Compiles a classic chart: its data-prep SQL (variables bound) becomes a subquery; its steps and
 * the chart's output filters apply to its output columns; the X axis (bucketed, in the chart's
 * zone only when it differs from the data's) and the series (aggregated) are computed on top.
 * Output shapes: docs/dev/contracts.md "Shapes of chart data".
 */
export function compileClassicChart(
  dialect: Dialect,
  chart: ClassicChartInput,
  predicates: readonly Predicate[],
  options: ClassicCompileOptions = {},
): CompiledQuery {
  const q = (name: string) => dialect.quoteIdentifier(name);
  // A grouped chart without an order of its own keeps the prep's ORDER BY (rows and tables keep
  // it as the engine streams the ordered subquery through the filter).
  const keepPrepOrder =
    !ROW_TYPES.has(chart.type) && !SINGLE_VALUE_TYPES.has(chart.type) && !chart.orderBy?.column;
  const src = classicSource(dialect, chart, predicates, options, keepPrepOrder);
  const base = { from: src.from, where: src.where };
  const dir = (d?: string | null) => (d === 'descending' ? 'DESC' : 'ASC');

  if (ROW_TYPES.has(chart.type)) {
    const by = chart.orderBy?.column;
    const parts: SelectParts = { ...base, select: ['*'], limit: DEFAULT_CHART_LIMIT };
    if (by) parts.orderBy = [`${src.col(by)} ${dir(chart.orderBy?.direction)}`];
    return src.params.finish(dialect.selectStatement(parts));
  }

  const series = seriesOf(chart);
  const measure = (s: Series) =>
    renderAggregation(dialect, s.baseAggregationStrategy ?? undefined, src.col(s.column));
  const measures = series.map((s) => `${measure(s)} AS ${q(s.column)}`);

  if (SINGLE_VALUE_TYPES.has(chart.type))
    return src.params.finish(dialect.selectStatement({ ...base, select: measures.slice(0, 1) }));

  const x = xAxisOf(chart, src, dialect);
  const limit = Math.min(chart.limit ?? DEFAULT_CHART_LIMIT, DEFAULT_CHART_LIMIT);
  const segmentBy = segmentColumn(chart);
  // Groups in the order the prep first gives them: the X categories keep the prep's order.
  const prepOrder = src.prepOrder ? `MIN(${src.prepOrder}) ASC` : undefined;
  if (segmentBy) {
    const first = series[0]!;
    const segment = src.col(segmentBy);
    // A heat map draws its whole answer (it pages its columns itself, over one colour scale).
    const where =
      chart.type === 'Heat Map'
        ? src.where
        : [...src.where, segmentPageFilter(dialect, src, options, segmentBy, first)];
    const sql = dialect.selectStatement({
      from: src.from,
      where,
      select: [`${x.expr} AS ${q(x.column)}`, `${segment} AS ${q(segmentBy)}`, measures[0]!],
      groupBy: [x.expr, segment],
      orderBy: prepOrder ? [prepOrder] : [`${q(x.column)} ASC`, `${q(segmentBy)} ASC`],
      limit: limit * SEGMENT_PAGE_SIZE,
    });
    return src.params.finish(sql);
  }

  let order = `${q(x.column)} ASC`;
  if (chart.orderBy?.column) order = `${q(chart.orderBy.column)} ${dir(chart.orderBy.direction)}`;
  else if (prepOrder) order = prepOrder;
  else if (RANKED_TYPES.has(chart.type)) order = `${q(series[0]!.column)} DESC`;
  const sql = dialect.selectStatement({
    ...base,
    select: [`${x.expr} AS ${q(x.column)}`, ...measures],
    groupBy: [x.expr],
    orderBy: [order],
    limit,
  });
  return src.params.finish(sql);
}

/**
 * The segment names of a segmented chart, largest first (by the series' aggregate, ties by name),
 * at most 5000; null for a chart without segments and for a heat map (which draws every segment).
 * Charts load these first (charts.md §4).
 */
export function compileClassicSegments(
  dialect: Dialect,
  chart: ClassicChartInput,
  predicates: readonly Predicate[],
  options: ClassicCompileOptions = {},
): CompiledQuery | null {
  const segmentBy = segmentColumn(chart);
  // A heat map is not paged by segments: it needs no names.
  if (!segmentBy || chart.type === 'Heat Map') return null;
  const src = classicSource(dialect, chart, predicates, options);
  const sql = segmentNamesSql(dialect, src, segmentBy, seriesOf(chart)[0]!, MAX_SEGMENT_NAMES, 0);
  return src.params.finish(sql);
}

function segmentNamesSql(
  dialect: Dialect,
  src: ClassicSource,
  segmentBy: string,
  first: Series,
  limit: number,
  offset: number,
): string {
  const segment = src.col(segmentBy);
  const rank =
    first.baseAggregationStrategy === 'Collect list'
      ? 'COUNT(*)'
      : renderAggregation(
          dialect,
          first.baseAggregationStrategy ?? undefined,
          src.col(first.column),
        );
  return dialect.selectStatement({
    from: src.from,
    select: [`${segment} AS ${dialect.quoteIdentifier(segmentBy)}`],
    where: [...src.where, `${segment} IS NOT NULL`],
    groupBy: [segment],
    orderBy: [`${rank} DESC`, `${segment} ASC`],
    limit,
    offset,
  });
}

/** Restricts a segmented query to the segments of the requested page (20 per page). */
function segmentPageFilter(
  dialect: Dialect,
  src: ClassicSource,
  options: ClassicCompileOptions,
  segmentBy: string,
  first: Series,
): string {
  const page = Math.max(0, Math.floor(options.segmentPage ?? 0));
  const start = page * SEGMENT_PAGE_SIZE;
  if (options.segmentNames) {
    const names = options.segmentNames.slice(start, start + SEGMENT_PAGE_SIZE);
    if (names.length === 0) return '1 = 0';
    return `${src.col(segmentBy)} IN (${names.map((n) => src.params.add(n)).join(', ')})`;
  }
  const q = (n: string) => dialect.quoteIdentifier(n);
  const ranked = segmentNamesSql(dialect, src, segmentBy, first, SEGMENT_PAGE_SIZE, start);
  return `${src.col(segmentBy)} IN (SELECT ${q('page')}.${q(segmentBy)} FROM (\n${ranked}\n) AS ${q('page')})`;
}

function seriesOf(chart: ClassicChartInput): Series[] {
  const series = (chart.yAxis ?? []).filter((s): s is typeof s & Series => !!s.column);
  if (series.length === 0) throw new Error('The chart has no series: pick a column for the Y axis');
  return series;
}

function segmentColumn(chart: ClassicChartInput): string | undefined {
  const first = chart.yAxis?.[0];
  const on = first?.segmentConfig?.segmentSeries || chart.type === 'Heat Map';
  return (on && first?.segmentConfig?.segmentBy) || undefined;
}

function xAxisOf(chart: ClassicChartInput, src: ClassicSource, dialect: Dialect) {
  const column = chart.xAxis?.column;
  if (!column) throw new Error('The chart has no X axis column');
  const bucket = chart.xAxis?.format?.bucketing?.toLowerCase();
  const expr =
    bucket && BUCKETS.has(bucket)
      ? dialect.dateTrunc(bucket as DateBucket, src.col(column), src.shift)
      : src.col(column);
  return { column, expr };
}
