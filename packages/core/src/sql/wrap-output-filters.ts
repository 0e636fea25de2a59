import type { Dialect } from './dialect';
import type { Predicate } from '../filters/predicate';
import { ParamList, type CompiledQuery } from './param-list';
import { renderPredicate } from './render-predicate';
import { stripStatement } from '../classic/classic-source';

/**
 * A query's output filtered by predicates on its columns: `SELECT * FROM (<sql>) AS q WHERE …`,
 * values bound as parameters (the run-SQL call's `filters` without a table).
 */
export function wrapWithOutputFilters(
  dialect: Dialect,
  sql: string,
  predicates: readonly Predicate[],
): CompiledQuery {
  const statement = stripStatement(sql);
  if (predicates.length === 0) return { sql: statement, params: [] };
  const params = new ParamList(dialect);
  const alias = dialect.quoteIdentifier('q');
  const where = predicates.map((p) =>
    renderPredicate(dialect, params, p, `${alias}.${dialect.quoteIdentifier(p.column)}`),
  );
  return params.finish(
    `SELECT *\nFROM (\n${statement}\n) AS ${alias}\nWHERE ${where.join('\n  AND ')}`,
  );
}
