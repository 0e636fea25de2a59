import { compileClassicChart, compileClassicSegments } from '../classic/compile-classic';
import { compileClassicSegmentedOneScan } from '../classic/segmented-one-scan';
import type { ClassicChartInput, ClassicCompileOptions } from '../classic/classic-input';
import { previousPeriod } from '../dates/previous-period';
import { DEFAULT_TIME_ZONE, assertTimeZone } from '../dates/time-zone';
import { compilePredicate, type ColumnKind } from '../filters/compile-predicates';
import type { Predicate } from '../filters/predicate';
import {
  resolveFilters,
  type ChartFilterInput,
  type ResolvedFilters,
} from '../filters/resolve-filters';
import type { ChartDocument } from '../schemas/chart/chart-document';
import { chartTypeV2Schema } from '../schemas/chart/chart-type';
import { compileSemanticQuery } from '../semantic/compile-semantic';
import type { SemanticQueryInput } from '../semantic/semantic-input';
import type { Dialect } from '../sql/dialect';
import type { CompileChartContext, CompiledChart } from './compile-context';

export type { CompileChartContext, CompiledChart } from './compile-context';

const SINGLE_VALUE_TYPES = new Set(['Stat Card', 'KPI card']);

/**
 * The one entry point of the query path: compiles a saved or unsaved chart (classic, or v2 when
 * `chartConfigV2` is its config) with its dashboard and chart filters into the queries to run and
 * the raw-table filters for the connector. Values are bound as parameters, never spliced.
 */
export function compileChart(
  dialect: Dialect,
  chart: ChartDocument,
  context: CompileChartContext = {},
): CompiledChart {
  const timeZone = assertTimeZone(context.timeZone ?? DEFAULT_TIME_ZONE);
  const dataTimeZone = assertTimeZone(context.dataTimeZone ?? DEFAULT_TIME_ZONE);
  const now = context.now ?? new Date();
  const filters = resolveFilters(
    {
      ...context,
      chartFilters: context.chartFilters ?? documentFilters(chart),
      chartColumns: chart.dataPrep,
    },
    { timeZone, now },
  );
  const kinds = new Map<string, ColumnKind>(
    chart.dataPrep.outputColumns.map((c) => [c.columnName, c.type]),
  );
  const tableFilters = filters.raw.map((f) => ({
    table: f.table,
    predicate: compilePredicate(f.predicate, dataTimeZone),
  }));
  const zones = { timeZone, dataTimeZone, now };
  if (isV2(chart)) return { ...compileV2(dialect, chart, filters, kinds, zones), tableFilters };
  return { ...compileClassic(dialect, chart, filters, context, zones), tableFilters };
}

interface Zones {
  timeZone: string;
  dataTimeZone: string;
  now: Date;
}

function isV2(chart: ChartDocument): boolean {
  if (!chart.chartConfigV2) return false;
  return !chart.chartConfig || chartTypeV2Schema.safeParse(chart.type).success;
}

function compileClassic(
  dialect: Dialect,
  chart: ChartDocument,
  filters: ResolvedFilters,
  context: CompileChartContext,
  zones: Zones,
): Omit<CompiledChart, 'tableFilters'> {
  const config = chart.chartConfig;
  if (!chart.dataPrep.query.trim()) throw new Error("Please 'Prepare data' before proceeding");
  if (!config) throw new Error('Invalid Chart Config: type is missing');
  const first = config.yAxis[0]?.segmentConfig;
  const input: ClassicChartInput = {
    query: chart.dataPrep.query,
    type: config.type,
    xAxis: config.xAxis ?? null,
    yAxis: config.yAxis,
    orderBy: config.orderBy ?? null,
    limit: config.advanced?.generic?.limit ?? null,
    steps: chart.dataPrep.steps,
    outputColumns: chart.dataPrep.outputColumns,
  };
  const options: ClassicCompileOptions = { variables: filters.variables, ...zones };
  if (context.segmentPage !== undefined) options.segmentPage = context.segmentPage;
  const locked =
    first?.segmentsLocked && first.segmentNames.length ? first.segmentNames : undefined;
  const names = context.segmentNames ?? locked;
  if (names) options.segmentNames = names;

  const out: Omit<CompiledChart, 'tableFilters'> = {
    main: compileClassicChart(dialect, input, filters.output, options),
  };
  const segments = compileClassicSegments(dialect, input, filters.output, options);
  if (segments) out.segments = segments;
  const oneScan = compileClassicSegmentedOneScan(dialect, input, filters.output, options);
  const segmentBy = config.yAxis[0]?.segmentConfig?.segmentBy;
  if (oneScan && segmentBy) out.segmentsWithData = { query: oneScan, segmentBy };
  if (SINGLE_VALUE_TYPES.has(config.type)) {
    const previous = previousPeriodPredicates(filters.output);
    if (previous) out.comparison = compileClassicChart(dialect, input, previous, options);
  }
  return out;
}

function compileV2(
  dialect: Dialect,
  chart: ChartDocument,
  filters: ResolvedFilters,
  kinds: ReadonlyMap<string, ColumnKind>,
  zones: Zones,
): Omit<CompiledChart, 'tableFilters'> {
  const config = chart.chartConfigV2!;
  const table = chart.goldenTable ?? chart.dataPrep.goldenTable ?? chart.dataPrep.rawTableNames[0];
  const query: SemanticQueryInput = {
    type: config.type,
    table: table ?? undefined,
    dimensions: config.dimensions,
    measures: config.measures,
    filters: config.filters,
  };
  const compiled = compileSemanticQuery(dialect, query, {
    sourceSql: chart.dataPrep.query,
    fieldTypes: kinds,
    predicates: filters.output,
    variables: filters.variables,
    comparePreviousPeriod: config.comparisons.length > 0,
    ...zones,
  });
  const out: Omit<CompiledChart, 'tableFilters'> = { main: compiled.main };
  if (compiled.comparison) out.comparison = compiled.comparison;
  return out;
}

/** The chart's own (unsaved) filters, when the caller passes no saved ones. */
function documentFilters(chart: ChartDocument): ChartFilterInput[] {
  return (chart.filters ?? []).map((config, i) => ({ filterId: `chart-filter-${i}`, config }));
}

/** The predicates with their one date range moved to the previous period; null without one. */
export function previousPeriodPredicates(predicates: readonly Predicate[]): Predicate[] | null {
  const ranges = predicates.filter((p) => p.temporal && p.operator === 'between');
  const range = ranges.length === 1 ? ranges[0] : undefined;
  if (!range) return null;
  const [lo, hi] = range.values.map((v) => new Date(String(v)));
  if (!lo || !hi || Number.isNaN(lo.getTime()) || Number.isNaN(hi.getTime())) return null;
  const prev = previousPeriod(lo, hi);
  return predicates.map((p) =>
    p === range ? { ...p, values: [prev.start.toISOString(), prev.end.toISOString()] } : p,
  );
}
