import { QueryRefusedError } from '../errors';
import { forEachNode, isNode, type AstNode } from './ast-node';
import { MARKER_VALUE } from './placeholders';
import { assertReadable, type ReadableKeys } from './readable-tables';
import type { SqlEngine } from './sql-engine';
import { conditionsFor, INNER_ALIAS, type TableCondition } from './table-conditions';
import { walkTableRefs } from './table-refs';

const UNSAFE = 'The query could not be rewritten safely for this tenant';

/**
 * Checks the final SQL as node-sql-parser reads it back: every reference to a scoped or filtered
 * table (outside CTE references) sits alone, as `__chartroom_scoped`, in the FROM of a filtering
 * subquery, and there are as many of them as the rewrite made; tenants read only what they may.
 */
export function verifyScopedReferences(
  statement: AstNode,
  engine: SqlEngine,
  conditions: readonly TableCondition[],
  tenant: boolean,
  expectedWrappers: number,
  readable?: ReadableKeys,
): void {
  let wrappers = 0;
  walkTableRefs(statement, engine, (visit) => {
    if (visit.isCte) return undefined;
    if (tenant) assertTenantMayRead(engine, visit.parts);
    assertReadable(engine, readable, visit.parts);
    if (conditionsFor(conditions, visit.parts).length === 0) return undefined;
    const from = visit.select.from;
    const wrapped =
      visit.ref.as === INNER_ALIAS &&
      Array.isArray(from) &&
      from.length === 1 &&
      from[0] === visit.ref &&
      visit.select.where != null &&
      isStarSelect(visit.select);
    if (!wrapped) throw new QueryRefusedError(`${UNSAFE}.`);
    wrappers += 1;
    return undefined;
  });
  if (wrappers !== expectedWrappers) throw new QueryRefusedError(`${UNSAFE}.`);
}

/** Refuses tables a tenant may not read (system schemas, other databases). */
export function assertTenantMayRead(engine: SqlEngine, parts: readonly string[]): void {
  const problem = engine.tenantTableProblem(parts);
  if (problem) throw new QueryRefusedError(problem);
}

/** The parameter markers of a tree (each must be one of ours). */
export function paramMarkers(statement: AstNode): string[] {
  const markers: string[] = [];
  forEachNode(statement, (node) => {
    if (node.type !== 'param') return;
    const value = String(node.value);
    if (!MARKER_VALUE.test(value)) throw new QueryRefusedError(`${UNSAFE}.`);
    markers.push(value);
  });
  return markers;
}

export function isStarSelect(select: AstNode): boolean {
  const columns = select.columns;
  if (columns === '*') return true;
  if (!Array.isArray(columns) || columns.length !== 1) return false;
  const [column] = columns;
  return isNode(column) && isNode(column.expr) && column.expr.column === '*';
}
