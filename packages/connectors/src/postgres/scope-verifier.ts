import type { ParamValue, TenantScope } from '../connector';
import { QueryRefusedError } from '../errors';
import {
  isPgObject,
  listField,
  nameParts,
  nodeBody,
  stringField,
  type PgObject,
  type PgValue,
} from './pg-ast';
import { visitNodes } from './read-only-guard';
import { SCOPED_ALIAS } from './scope-predicates';
import { isCteReference, walkRangeVars } from './table-ref-walker';
import type { TableRules } from './tenant-scope';

const NOT_PROVEN = 'The query could not be restricted to your data safely';

/**
 * Proves, on the AST of the final SQL text (parsed again after deparsing), that every
 * reference to a tenant-scoped table is the only FROM item of a subquery whose WHERE requires
 * `__chartroom_scoped.<column> = $n` with `$n` bound to the tenant's value — for every scope of
 * that table. Any other reference to a scoped table is refused, so a deparser slip can never
 * drop a tenant filter.
 */
export function verifyTenantScopes(
  statement: PgObject,
  rules: TableRules<TenantScope>,
  params: readonly ParamValue[],
): void {
  if (rules.size === 0) return;
  const proven = new Set<PgObject>();
  visitNodes(statement, (type, body) => {
    if (type !== 'RangeSubselect') return;
    const select = nodeBody(body.subquery, 'SelectStmt');
    const inner = select && soleRangeVar(select);
    if (!select || !inner) return;
    const scopes = rules.matching(inner);
    const conditions = conjuncts(select.whereClause ?? null);
    if (scopes.every((scope) => conditions.some((c) => requiresTenant(c, scope, params)))) {
      proven.add(inner);
    }
  });
  walkRangeVars(statement, (rangeVar, ctes) => {
    if (isCteReference(rangeVar, ctes) || rules.matching(rangeVar).length === 0) return;
    if (!proven.has(rangeVar)) {
      throw new QueryRefusedError(
        `${NOT_PROVEN} (table "${stringField(rangeVar, 'relname')}" is not filtered).`,
      );
    }
  });
}

/** The one RangeVar of a plain SELECT … FROM <table> AS __chartroom_scoped. */
function soleRangeVar(select: PgObject): PgObject | undefined {
  const from = listField(select, 'fromClause');
  const rangeVar = from.length === 1 ? nodeBody(from[0], 'RangeVar') : undefined;
  if (!rangeVar || isPgObject(select.withClause)) return undefined;
  const op = stringField(select, 'op');
  if (op !== '' && op !== 'SETOP_NONE') return undefined;
  const alias = isPgObject(rangeVar.alias) ? rangeVar.alias : undefined;
  return stringField(alias, 'aliasname') === SCOPED_ALIAS ? rangeVar : undefined;
}

/** The top-level AND terms of a WHERE clause. */
function conjuncts(where: PgValue): PgValue[] {
  const bool = nodeBody(where, 'BoolExpr');
  if (bool && stringField(bool, 'boolop') === 'AND_EXPR') {
    return listField(bool, 'args').flatMap(conjuncts);
  }
  return where === null ? [] : [where];
}

/** `__chartroom_scoped.<column> = $n` where `$n` is bound to the scope's value. */
function requiresTenant(
  condition: PgValue,
  scope: TenantScope,
  params: readonly ParamValue[],
): boolean {
  const expr = nodeBody(condition, 'A_Expr');
  if (!expr || stringField(expr, 'kind') !== 'AEXPR_OP') return false;
  if ((nameParts(listField(expr, 'name')) ?? []).join('.') !== '=') return false;
  const column = nodeBody(expr.lexpr, 'ColumnRef');
  const fields = nameParts(listField(column, 'fields'));
  if (!fields || fields.length !== 2 || fields[0] !== SCOPED_ALIAS || fields[1] !== scope.column) {
    return false;
  }
  const param = nodeBody(expr.rexpr, 'ParamRef');
  const number = typeof param?.number === 'number' ? param.number : 0;
  return number >= 1 && params[number - 1] === scope.value;
}
