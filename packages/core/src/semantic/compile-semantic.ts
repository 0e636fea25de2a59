import { previousPeriod } from '../dates/previous-period';
import { DEFAULT_TIME_ZONE, assertTimeZone, inZone } from '../dates/time-zone';
import { compilePredicate } from '../filters/compile-predicates';
import type { Predicate } from '../filters/predicate';
import { bindQueryVariables } from '../classic/query-variables';
import { stripStatement } from '../classic/classic-source';
import { DEFAULT_CHART_LIMIT } from '../classic/classic-input';
import { columnAlias } from '../sql/column-alias';
import type { Dialect, SelectParts, ZoneShift } from '../sql/dialect';
import { ParamList, type CompiledQuery } from '../sql/param-list';
import { renderPredicate } from '../sql/render-predicate';
import { measureSql } from './measure-sql';
import { semanticFilterPredicate } from './semantic-filters';
import {
  SEMANTIC_INCOMPLETE_SQL,
  type SemanticCompileOptions,
  type SemanticQueryInput,
} from './semantic-input';

export interface CompiledSemanticQuery {
  main: CompiledQuery;
  /** The previous period: the same query over the same-length window before the current one. */
  comparison?: CompiledQuery;
  /** Output column aliases, in order (dimensions, then measures). */
  columns: string[];
}

const SOURCE_ALIAS = 'base';

/**
 * Compiles a semantic (v2) query over one table: dimensions (dates bucketed, in the chart's zone
 * only when it differs from the data's), measures, filters (WHERE, date bounds bound once against
 * the raw column), having filters, order and limit. A Table without dimensions and measures is a
 * plain select; another chart missing either gets the spec's comment (a KPI card needs measures
 * only). With `comparePreviousPeriod` and exactly one date range filter, `comparison` is the same
 * query over the previous period: one range scan, as sargable as the main query.
 */
export function compileSemanticQuery(
  dialect: Dialect,
  query: SemanticQueryInput,
  options: SemanticCompileOptions = {},
): CompiledSemanticQuery {
  const timeZone = assertTimeZone(options.timeZone ?? DEFAULT_TIME_ZONE);
  const dataTimeZone = assertTimeZone(options.dataTimeZone ?? DEFAULT_TIME_ZONE);
  const clock = { timeZone, now: options.now ?? new Date() };
  const types = options.fieldTypes ?? new Map();
  const dateFields = new Set([
    ...query.dimensions.filter((d) => d.type === 'date').map((d) => d.field),
    ...[...types].filter(([, t]) => t === 'date').map(([f]) => f),
  ]);
  const predicates = [
    ...query.filters.map((f) => semanticFilterPredicate(f, clock, dateFields.has(f.field))),
    ...(options.predicates ?? []),
  ];
  const build = (preds: readonly Predicate[]) =>
    buildQuery(dialect, query, options, preds, { timeZone, dataTimeZone, now: clock.now });
  const main = build(predicates);
  const out: CompiledSemanticQuery = { main: main.query, columns: main.columns };
  if (options.comparePreviousPeriod) {
    const ranges = predicates.filter((p) => p.temporal && p.operator === 'between');
    const range = ranges.length === 1 ? ranges[0] : undefined;
    if (range) {
      const [start, end] = range.values.map((v) => new Date(String(v)));
      const prev = previousPeriod(start!, end!);
      const shifted = { ...range, values: [prev.start.toISOString(), prev.end.toISOString()] };
      out.comparison = build(predicates.map((p) => (p === range ? shifted : p))).query;
    }
  }
  return out;
}

interface Zones {
  timeZone: string;
  dataTimeZone: string;
  now: Date;
}

function buildQuery(
  dialect: Dialect,
  query: SemanticQueryInput,
  options: SemanticCompileOptions,
  predicates: readonly Predicate[],
  zones: Zones,
): { query: CompiledQuery; columns: string[] } {
  const q = (n: string) => dialect.quoteIdentifier(n);
  const col = (field: string) => `${q(SOURCE_ALIAS)}.${q(field)}`;
  const params = new ParamList(dialect);
  const from = `${sourceSql(dialect, query, options, params)} AS ${q(SOURCE_ALIAS)}`;
  const types = options.fieldTypes ?? new Map();
  const where = predicates.map((p) =>
    renderPredicate(
      dialect,
      params,
      compilePredicate(p, zones.dataTimeZone, types.get(p.column)),
      col(p.column),
    ),
  );
  const shift: ZoneShift | undefined =
    zones.timeZone === zones.dataTimeZone
      ? undefined
      : { from: zones.dataTimeZone, to: zones.timeZone };
  const limit = Math.min(query.limit ?? DEFAULT_CHART_LIMIT, DEFAULT_CHART_LIMIT);
  const { dimensions, measures } = query;

  if (dimensions.length === 0 && measures.length === 0 && query.type === 'table') {
    const sql = dialect.selectStatement({ select: ['*'], from, where, limit: DEFAULT_CHART_LIMIT });
    return { query: params.finish(sql), columns: [] };
  }
  const kpi = query.type === 'kpiCard' && measures.length > 0;
  if (measures.length === 0 || (dimensions.length === 0 && !kpi))
    return { query: { sql: SEMANTIC_INCOMPLETE_SQL, params: [] }, columns: [] };

  const select: string[] = [];
  const groupBy: string[] = [];
  const columns: string[] = [];
  const byField = new Map<string, string>();
  for (const d of dimensions) {
    const alias = columnAlias(d.name ?? d.field);
    let expr = col(d.field);
    if (d.bucketing === 'year_to_date') {
      expr = dialect.dateTrunc('year', expr, shift);
      const today = inZone(zones.now, zones.timeZone);
      const monthDay = params.add((today.getMonth() + 1) * 100 + today.getDate(), 'number');
      where.push(
        `${dialect.datePart('month', col(d.field), shift)} * 100 + ${dialect.datePart('day', col(d.field), shift)} <= ${monthDay}`,
      );
    } else if (d.bucketing) {
      expr = dialect.dateTrunc(d.bucketing, expr, shift);
    } else if (d.type === 'date') {
      expr = dialect.dateTrunc('day', expr, shift);
    }
    select.push(`${expr} AS ${q(alias)}`);
    groupBy.push(expr);
    columns.push(alias);
    byField.set(d.field, alias);
  }
  const measureExprs = new Map<string, string>();
  for (const m of measures) {
    const alias = columnAlias(m.name ?? `${m.aggregation}_${m.field}`);
    const expr = measureSql(m.aggregation, col(m.field));
    select.push(`${expr} AS ${q(alias)}`);
    columns.push(alias);
    if (!measureExprs.has(m.field)) measureExprs.set(m.field, expr);
    if (!byField.has(m.field)) byField.set(m.field, alias);
  }
  const having = (query.havingFilters ?? []).map((f) => {
    const expr = measureExprs.get(f.field);
    if (!expr) throw new Error(`Having filter on ${f.field}: no measure of that field`);
    const p = semanticFilterPredicate(f, { timeZone: zones.timeZone, now: zones.now }, false);
    return renderPredicate(
      dialect,
      params,
      compilePredicate(p, zones.dataTimeZone, 'number'),
      expr,
    );
  });
  const parts: SelectParts = { select, from, where, groupBy, having, limit };
  parts.orderBy = orderBy(query, byField, columns, q);
  return { query: params.finish(dialect.selectStatement(parts)), columns };
}

function orderBy(
  query: SemanticQueryInput,
  byField: ReadonlyMap<string, string>,
  columns: readonly string[],
  q: (n: string) => string,
): string[] {
  const explicit = (query.orderBy ?? []).flatMap((o) => {
    const alias = byField.get(o.field) ?? (columns.includes(o.field) ? o.field : undefined);
    return alias ? [`${q(alias)} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`] : [];
  });
  if (explicit.length) return explicit;
  const date = query.dimensions.find((d) => d.type === 'date' || d.bucketing);
  if (date) return [`${q(byField.get(date.field)!)} ASC`];
  const first = query.measures[0];
  if (first && query.dimensions.length)
    return [`${q(byField.get(first.field) ?? columns.at(-1)!)} DESC`];
  return [];
}

function sourceSql(
  dialect: Dialect,
  query: SemanticQueryInput,
  options: SemanticCompileOptions,
  params: ParamList,
): string {
  if (query.table)
    return query.table
      .split('.')
      .map((part) => dialect.quoteIdentifier(part))
      .join('.');
  if (!options.sourceSql?.trim()) throw new Error('The chart has no table');
  const sql = bindQueryVariables(
    stripStatement(options.sourceSql),
    options.variables ?? new Map(),
    params,
  );
  return `(\n${sql}\n)`;
}
