import { isAstObject, stringField, type AstObject, type AstValue } from './sql-ast';

/**
 * Walks a DuckDB JSON AST and hands every table reference (FROM items: base tables,
 * subqueries, joins, table functions…) to a visitor, with the names of the CTEs visible
 * at that point. DuckDB represents a reference to a CTE as a BASE_TABLE node; it is a CTE
 * reference only when it is unqualified and a CTE of that name is in scope.
 *
 * Scope model (deliberately never wider than DuckDB's own, so a real table is never
 * mistaken for a CTE): a CTE is visible in the body of its query node and in the bodies of
 * the CTEs declared after it in the same WITH, including inside nested subqueries. A CTE is
 * not visible in its own body (DuckDB reads the real table there), except in the recursive
 * term of a recursive CTE: DuckDB parses `WITH RECURSIVE r AS (<anchor> UNION [ALL]
 * <recursive term>)` into a RECURSIVE_CTE_NODE named `r`, and binds `r` to the CTE's working
 * table everywhere in `right` (the recursive term, nested subqueries included) but to the
 * real table in `left` (the anchor). `WITH RECURSIVE` without a UNION is a plain CTE.
 */
export type TableRefVisitor = (
  ref: AstObject,
  ctesInScope: ReadonlySet<string>,
) => AstObject | void;

export function walkTableRefs(root: AstValue, visitor: TableRefVisitor): AstValue {
  return walk(root, new Set(), visitor);
}

/** A table reference: `{type, alias, sample, query_location, …}` without an expression `class`. */
export function isTableRef(node: AstObject): boolean {
  return (
    typeof node.type === 'string' &&
    !('class' in node) &&
    'alias' in node &&
    'sample' in node &&
    'query_location' in node
  );
}

/** A BASE_TABLE node that names a CTE visible at its position. */
export function isCteReference(ref: AstObject, ctesInScope: ReadonlySet<string>): boolean {
  return (
    ref.type === 'BASE_TABLE' &&
    stringField(ref, 'schema_name') === '' &&
    stringField(ref, 'catalog_name') === '' &&
    ctesInScope.has(stringField(ref, 'table_name').toLowerCase())
  );
}

/** The (schema, table) a BASE_TABLE names in `database`, lower-cased; undefined for another catalog. */
export function resolveBaseTable(
  ref: AstObject,
  database: string,
): { schema: string; table: string } | undefined {
  const db = database.toLowerCase();
  const catalog = stringField(ref, 'catalog_name').toLowerCase();
  let schema = stringField(ref, 'schema_name').toLowerCase();
  const table = stringField(ref, 'table_name').toLowerCase();
  if (catalog !== '' && catalog !== db) return undefined;
  // `db.table`: DuckDB reads a lone qualifier as a catalog when it names one.
  if (catalog === '' && schema === db) schema = '';
  return { schema: schema === '' ? 'main' : schema, table };
}

function walk(value: AstValue, ctes: ReadonlySet<string>, visitor: TableRefVisitor): AstValue {
  if (Array.isArray(value)) return value.map((item) => walk(item, ctes, visitor));
  if (!isAstObject(value)) return value;
  if (isTableRef(value)) {
    const replacement = visitor(value, ctes);
    if (replacement) return replacement;
  }
  let scope = ctes;
  const cteMap = value.cte_map;
  if (isAstObject(cteMap) && Array.isArray(cteMap.map)) {
    for (const entry of cteMap.map) {
      if (!isAstObject(entry)) continue;
      entry.value = walk(entry.value ?? null, scope, visitor);
      scope = new Set([...scope, stringField(entry, 'key').toLowerCase()]);
    }
  }
  const recursiveScope = recursiveTermScope(value, scope);
  for (const [key, child] of Object.entries(value)) {
    if (key === 'cte_map') continue;
    value[key] = walk(child, key === 'right' && recursiveScope ? recursiveScope : scope, visitor);
  }
  return value;
}

/** The CTEs visible in the recursive term (`right`) of a RECURSIVE_CTE_NODE: its own name too. */
function recursiveTermScope(
  node: AstObject,
  scope: ReadonlySet<string>,
): ReadonlySet<string> | undefined {
  if (node.type !== 'RECURSIVE_CTE_NODE' || 'class' in node) return undefined;
  const name = stringField(node, 'cte_name').toLowerCase();
  return name === '' ? undefined : new Set([...scope, name]);
}
