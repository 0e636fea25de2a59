import { DEFAULT_TIME_ZONE, assertTimeZone } from '../dates/time-zone';
import { compilePredicate, type ColumnKind } from '../filters/compile-predicates';
import type { Predicate } from '../filters/predicate';
import { stepPredicate } from '../filters/step-predicate';
import type { Dialect, ZoneShift } from '../sql/dialect';
import { ParamList } from '../sql/param-list';
import { renderPredicate } from '../sql/render-predicate';
import type { ClassicChartInput, ClassicCompileOptions } from './classic-input';
import { hasTopLevelOrderBy, numberPrepRows, PREP_ORDER_COLUMN } from './prep-order';
import { bindQueryVariables } from './query-variables';

/** The data-prep query as a filtered source: `FROM (<prep>) AS "prep" WHERE …`. */
export interface ClassicSource {
  params: ParamList;
  from: string;
  where: string[];
  /** A data-prep output column, qualified by the subquery's alias (ClickHouse aliases are global). */
  col(name: string): string;
  /** The zone shift for bucketing, only when the chart's zone differs from the data's. */
  shift?: ZoneShift;
  timeZone: string;
  /**
   * The prep's row number (`"prep"."chartroom_prep_order"`), present when the chart keeps the
   * prep's ORDER BY: it orders nothing itself and the prep ends in one.
   */
  prepOrder?: string;
}

export const PREP_ALIAS = 'prep';

/**
 * Binds the data-prep query's variables, and turns its steps and the chart's output predicates
 * into one WHERE on the subquery's output columns (values bound, date bounds computed once).
 * With `keepPrepOrder`, a prep ending in an ORDER BY numbers its rows (`prepOrder`), so a chart
 * that orders nothing itself can keep the prep's order.
 */
export function classicSource(
  dialect: Dialect,
  chart: ClassicChartInput,
  predicates: readonly Predicate[],
  options: ClassicCompileOptions,
  keepPrepOrder = false,
): ClassicSource {
  const q = (n: string) => dialect.quoteIdentifier(n);
  const params = new ParamList(dialect);
  const timeZone = assertTimeZone(options.timeZone ?? DEFAULT_TIME_ZONE);
  const dataTimeZone = assertTimeZone(options.dataTimeZone ?? DEFAULT_TIME_ZONE);
  const prep = bindQueryVariables(
    stripStatement(chart.query),
    options.variables ?? new Map(),
    params,
  );
  const col = (name: string) => `${q(PREP_ALIAS)}.${q(name)}`;
  const numbered = keepPrepOrder && hasTopLevelOrderBy(prep);
  const inner = numbered ? numberPrepRows(dialect, prep) : prep;
  const from = `(\n${inner}\n) AS ${q(PREP_ALIAS)}`;
  const kinds = new Map<string, ColumnKind>(
    (chart.outputColumns ?? []).map((c) => [c.columnName, c.type]),
  );
  const clock = { timeZone, now: options.now ?? new Date() };
  const all = [
    ...(chart.steps ?? []).map((s) => stepPredicate(s, clock, kinds.get(s.column) === 'date')),
    ...predicates,
  ];
  const where = all.map((p) =>
    renderPredicate(
      dialect,
      params,
      compilePredicate(p, dataTimeZone, kinds.get(p.column)),
      col(p.column),
    ),
  );
  const source: ClassicSource = { params, from, where, col, timeZone };
  if (timeZone !== dataTimeZone) source.shift = { from: dataTimeZone, to: timeZone };
  if (numbered) source.prepOrder = col(PREP_ORDER_COLUMN);
  return source;
}

/** A data-prep query is one statement: drop trailing semicolons and whitespace. */
export function stripStatement(sql: string): string {
  return sql.trim().replace(/;+\s*$/, '');
}
