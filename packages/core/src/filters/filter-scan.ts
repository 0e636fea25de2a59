import { stripStatement } from '../classic/classic-source';
import { bindQueryVariables } from '../classic/query-variables';
import type { Dialect } from '../sql/dialect';
import { ParamList, type CompiledQuery } from '../sql/param-list';
import { renderPredicate } from '../sql/render-predicate';
import type { Predicate } from './predicate';
import type { VariableValue } from './resolve-filters';

/** Distinct values a dashboard Select filter offers at most (filters-and-rendering.md §9). */
export const MAX_DASHBOARD_FILTER_OPTIONS = 1000;
/** ... and the default-value editor and chart filters (§5). */
export const MAX_EDITOR_FILTER_OPTIONS = 300;
/** Rows of a chart's data scanned for distinct values of an output column (§9). */
export const CHART_SCAN_ROWS = 2000;

/** What a Select filter's options are scanned from. */
export type FilterScanSource =
  | { kind: 'table'; table: string }
  | {
      kind: 'chart';
      /** The chart's data-prep query. */
      query: string;
      /** Values of its `{{variables}}` (from the other filters). */
      variables?: ReadonlyMap<string, VariableValue>;
      /** Predicates on its output columns (the other filters), applied before the row cap. */
      predicates?: readonly Predicate[];
    };

/**
 * The distinct-values scan of a Select filter's column: `SELECT DISTINCT CAST(col AS text) AS
 * value … WHERE col IS NOT NULL ORDER BY 1` capped at `limit`, over a raw table or the first
 * 2000 rows of a chart's data prep (filtered by the other filters' output predicates first).
 * Every value is a bound parameter.
 */
export function compileFilterScan(
  dialect: Dialect,
  source: FilterScanSource,
  column: string,
  limit: number = MAX_DASHBOARD_FILTER_OPTIONS,
): CompiledQuery {
  const params = new ParamList(dialect);
  let from: string;
  if (source.kind === 'table') {
    from = dialect.quoteIdentifier(source.table);
  } else {
    const variables = source.variables ?? new Map<string, VariableValue>();
    const prep = bindQueryVariables(stripStatement(source.query), variables, params);
    const alias = dialect.quoteIdentifier('prep');
    const where = (source.predicates ?? []).map((p) =>
      renderPredicate(dialect, params, p, `${alias}.${dialect.quoteIdentifier(p.column)}`),
    );
    const scanned = dialect.selectStatement({
      select: ['*'],
      from: `(\n${prep}\n) AS ${alias}`,
      ...(where.length > 0 ? { where } : {}),
      limit: CHART_SCAN_ROWS,
    });
    from = `(\n${scanned}\n) AS ${dialect.quoteIdentifier('scan')}`;
  }
  const col = dialect.quoteIdentifier(column);
  const sql = dialect.selectStatement({
    select: [`DISTINCT ${dialect.castToText(col)} AS ${dialect.quoteIdentifier('value')}`],
    from,
    where: [`${col} IS NOT NULL`],
    orderBy: ['1'],
    limit,
  });
  return params.finish(sql);
}
