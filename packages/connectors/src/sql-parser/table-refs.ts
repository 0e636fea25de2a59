import { QueryRefusedError } from '../errors';
import { isNode, stringField, type AstNode } from './ast-node';
import { functionNameParts } from './statement-guard';
import type { SqlEngine } from './sql-engine';

/** One base-table FROM item, as the walker hands it to a visitor. */
export interface TableRefVisit {
  ref: AstNode;
  /** The name's parts, outermost first (`db`, `schema`, `table`), as written. */
  parts: string[];
  /** An unqualified name equal (same letter case) to a CTE visible at this position. */
  isCte: boolean;
  /** The SELECT whose FROM holds the reference. */
  select: AstNode;
}

/** Returns a replacement FROM item (which the walker does not enter again) or nothing. */
export type TableRefVisitor = (visit: TableRefVisit) => AstNode | undefined;

/**
 * Walks every SELECT of the tree (CTE bodies, subqueries in FROM, WHERE, SELECT lists, joins'
 * ON, set operations, LATERAL) and hands each base-table FROM item to `visit`, knowing which
 * CTE names are visible there.
 *
 * CTE scope, never wider than the engines': a CTE is visible in the body of its WITH's query
 * (set-operation branches included, nested subqueries too) and in the CTEs declared after it;
 * not in its own body, except after `WITH RECURSIVE` on MySQL/MariaDB, where a CTE's own name
 * in its body is always the CTE (engines without the keyword, such as T-SQL, keep the narrower
 * model: a self-reference is treated as a table). Forward references, which MariaDB allows in
 * WITH RECURSIVE, are treated as tables too. Names compare with their exact letter case, so
 * `Orders` never hides the table `orders`.
 *
 * Refused: FROM items other than tables, subqueries, parenthesised joins, DUAL and (BigQuery)
 * UNNEST, i.e. table functions such as OPENROWSET, OPENJSON, JSON_TABLE or EXTERNAL_QUERY. After
 * the walk, any table-like node the walk did not reach is refused too, so a FROM position the
 * walker does not know can never hide a table.
 */
export function walkTableRefs(statement: AstNode, engine: SqlEngine, visit: TableRefVisitor): void {
  const state: WalkState = { engine, visit, visited: new WeakSet(), replaced: new WeakSet() };
  walk(statement, new Set(), state);
  assertAllTablesVisited(statement, state);
}

function assertAllTablesVisited(value: unknown, state: WalkState): void {
  if (Array.isArray(value)) {
    for (const item of value) assertAllTablesVisited(item, state);
    return;
  }
  if (!isNode(value) || state.replaced.has(value)) return;
  if (looksLikeTable(value) && !state.visited.has(value)) {
    throw new QueryRefusedError(
      `A table reference in this position is not supported: ${stringField(value, 'table') ?? ''}.`,
    );
  }
  for (const child of Object.values(value)) assertAllTablesVisited(child, state);
}

interface WalkState {
  engine: SqlEngine;
  visit: TableRefVisitor;
  visited: WeakSet<AstNode>;
  replaced: WeakSet<AstNode>;
}

function walk(value: unknown, ctes: ReadonlySet<string>, state: WalkState): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, ctes, state);
    return;
  }
  if (!isNode(value) || state.replaced.has(value)) return;
  if (value.type === 'select') {
    walkSelect(value, ctes, state);
    return;
  }
  for (const child of Object.values(value)) walk(child, ctes, state);
}

function walkSelect(select: AstNode, ctes: ReadonlySet<string>, state: WalkState): void {
  let scope = ctes;
  if (Array.isArray(select.with)) {
    // node-sql-parser marks `WITH RECURSIVE` on the first CTE of the list.
    const first: unknown = select.with[0];
    const recursive = state.engine.recursiveWith && isNode(first) && first.recursive === true;
    for (const cte of select.with) {
      if (!isNode(cte) || !isNode(cte.name) || typeof cte.name.value !== 'string') {
        throw new QueryRefusedError('This WITH clause is not supported.');
      }
      const withSelf = new Set([...scope, cte.name.value]);
      walk(cte.stmt, recursive ? withSelf : scope, state);
      scope = withSelf;
    }
  } else if (select.with != null) {
    throw new QueryRefusedError('This WITH clause is not supported.');
  }
  visitFrom(select.from, select, scope, state);
  for (const [key, child] of Object.entries(select)) {
    if (key !== 'with') walk(child, scope, state);
  }
}

function visitFrom(
  from: unknown,
  select: AstNode,
  ctes: ReadonlySet<string>,
  state: WalkState,
): void {
  if (from == null) return;
  if (isNode(from) && Array.isArray(from.expr)) {
    if (Array.isArray(from.joins) && from.joins.length > 0) {
      throw new QueryRefusedError('This parenthesised join is not supported.');
    }
    visitFrom(from.expr, select, ctes, state);
    return;
  }
  if (!Array.isArray(from)) throw new QueryRefusedError('This FROM clause is not supported.');
  from.forEach((item, index) => {
    if (!isNode(item)) throw new QueryRefusedError('This FROM clause is not supported.');
    if (looksLikeTable(item)) {
      state.visited.add(item);
      const parts = state.engine.tableNameParts(item);
      const isCte = parts.length === 1 && ctes.has(parts[0] ?? '');
      const replacement = state.visit({ ref: item, parts, isCte, select });
      if (replacement) {
        from[index] = replacement;
        if (isNode(replacement.expr)) state.replaced.add(replacement.expr);
      }
      return;
    }
    if (Array.isArray(item.expr)) return visitFrom(item.expr, select, ctes, state);
    if (isNode(item.expr) && isNode(item.expr.ast)) return; // a subquery: walked as a child
    if (item.type === 'dual') return;
    if (item.type === 'unnest' && state.engine.allowUnnest) return;
    throw new QueryRefusedError(tableFunctionMessage(item));
  });
}

/** A base table FROM item: a string `table` and an `as`, no expression, no node type. */
function looksLikeTable(node: AstNode): boolean {
  return (
    typeof node.table === 'string' && 'as' in node && node.type === undefined && !('expr' in node)
  );
}

function tableFunctionMessage(item: AstNode): string {
  const expr = item.expr;
  const name = isNode(expr) && expr.type === 'function' ? functionNameParts(expr).join('.') : '';
  return `Table functions${name ? ` such as ${name}()` : ''} and other non-table FROM items are not allowed: query the connection's tables only.`;
}
