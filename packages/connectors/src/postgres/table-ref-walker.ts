import {
  isPgObject,
  listField,
  nodeBody,
  nodeTypeOf,
  stringField,
  type PgObject,
  type PgValue,
} from './pg-ast';

/**
 * Hands every RangeVar (a table, view or CTE name in a FROM list, a join, a subquery at any
 * depth, a set operation, a LATERAL item) to a visitor with the names of the CTEs visible at
 * that point; the visitor may return a node that takes the RangeVar's place.
 *
 * Scope model, never wider than PostgreSQL's own (so a real table is never taken for a CTE):
 * in a plain WITH, a CTE is visible in the query's body and in the bodies of the CTEs
 * declared after it, never in its own body; in WITH RECURSIVE, every CTE of the list is
 * visible in every body. Names compare exactly (the parser has already folded unquoted
 * names to lower case; `"Orders"` and `orders` are different names to PostgreSQL).
 */
export type RangeVarVisitor = (
  rangeVar: PgObject,
  ctesInScope: ReadonlySet<string>,
) => PgObject | void;

export function walkRangeVars(root: PgValue, visitor: RangeVarVisitor): PgValue {
  return walk(root, new Set(), visitor);
}

/** A RangeVar that names a CTE visible at its position (never schema-qualified). */
export function isCteReference(rangeVar: PgObject, ctesInScope: ReadonlySet<string>): boolean {
  return (
    stringField(rangeVar, 'schemaname') === '' &&
    stringField(rangeVar, 'catalogname') === '' &&
    ctesInScope.has(stringField(rangeVar, 'relname'))
  );
}

function walk(value: PgValue, ctes: ReadonlySet<string>, visitor: RangeVarVisitor): PgValue {
  if (Array.isArray(value)) return value.map((item) => walk(item, ctes, visitor));
  if (!isPgObject(value)) return value;
  if (nodeTypeOf(value) === 'RangeVar') {
    const body = nodeBody(value, 'RangeVar');
    return (body && visitor(body, ctes)) || value;
  }
  let scope = ctes;
  const withClause = value.withClause;
  if (isPgObject(withClause)) scope = walkWithClause(withClause, ctes, visitor);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'withClause') continue;
    value[key] = walk(child, scope, visitor);
  }
  return value;
}

/** Walks the CTE bodies with the names each one sees; returns the scope of the query's body. */
function walkWithClause(
  withClause: PgObject,
  outer: ReadonlySet<string>,
  visitor: RangeVarVisitor,
): ReadonlySet<string> {
  const ctes = listField(withClause, 'ctes')
    .map((item) => nodeBody(item, 'CommonTableExpr'))
    .filter((cte): cte is PgObject => cte !== undefined);
  const names = ctes.map((cte) => stringField(cte, 'ctename'));
  const all = new Set([...outer, ...names]);
  let scope: ReadonlySet<string> = outer;
  for (const [index, cte] of ctes.entries()) {
    const bodyScope = withClause.recursive === true ? all : scope;
    for (const [key, child] of Object.entries(cte)) cte[key] = walk(child, bodyScope, visitor);
    scope = new Set([...scope, names[index] ?? '']);
  }
  return all;
}
