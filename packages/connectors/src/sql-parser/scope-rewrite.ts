import { ParamList, renderPredicate, type Dialect } from '@chartroom/core';
import type { ParamValue } from '../connector';
import { QueryRefusedError } from '../errors';
import { cloneNode, isNode, stringField, type AstNode } from './ast-node';
import { parseOneStatement } from './parser';
import { addedMarker } from './placeholders';
import type { SqlEngine } from './sql-engine';
import { conditionsFor, INNER_ALIAS, type TableCondition } from './table-conditions';
import type { TableRefVisit } from './table-refs';

const JOIN_KEYS = ['join', 'on', 'using'] as const;

/**
 * Replaces a reference to a scoped or filtered table by
 * `(SELECT * FROM <same reference> AS __chartroom_scoped WHERE <conditions>) AS <alias or name>`.
 * The conditions are rendered by core's `renderPredicate` in the engine's dialect with values as
 * markers only, parsed by node-sql-parser as a template, and the original reference node is put
 * in the template's FROM: it resolves exactly as before, now filtered. Values are collected in
 * `added`, in marker order.
 */
export class ScopeRewriter {
  readonly added: ParamValue[] = [];
  wrappers = 0;

  constructor(
    private readonly engine: SqlEngine,
    private readonly conditions: readonly TableCondition[],
  ) {}

  rewrite(visit: TableRefVisit): AstNode | undefined {
    if (visit.isCte) return undefined;
    const matching = conditionsFor(this.conditions, visit.parts);
    if (matching.length === 0) return undefined;
    const where = this.renderConditions(matching);
    const item = this.template(where);
    const inner = cloneNode(visit.ref);
    for (const key of JOIN_KEYS) delete inner[key];
    inner.as = INNER_ALIAS;
    const subquery = item.expr;
    if (!isNode(subquery) || !isNode(subquery.ast) || !Array.isArray(subquery.ast.from)) {
      throw templateError();
    }
    subquery.ast.from[0] = inner;
    item.as = stringField(visit.ref, 'as') || visit.parts[visit.parts.length - 1] || INNER_ALIAS;
    for (const key of JOIN_KEYS) if (key in visit.ref) item[key] = cloneNode(visit.ref[key]);
    this.wrappers += 1;
    return item;
  }

  private renderConditions(conditions: readonly TableCondition[]): string {
    const base = this.added.length;
    const dialect = markerDialect(this.engine.dialect, base);
    const params = new ParamList(dialect);
    const column = (name: string) =>
      `${dialect.quoteIdentifier(INNER_ALIAS)}.${dialect.quoteIdentifier(name)}`;
    let sql: string;
    try {
      sql = conditions
        .map(
          (c) => `(${renderPredicate(dialect, params, c.predicate, column(c.predicate.column))})`,
        )
        .join(' AND ');
    } catch (error) {
      throw new QueryRefusedError(
        `Invalid table filter: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // Core numbers its markers in text order with the dialect's placeholders: ours are markers.
    const finished = params.finish(sql);
    this.added.push(...finished.params);
    return finished.sql;
  }

  private template(where: string): AstNode {
    const sql =
      `SELECT * FROM (SELECT * FROM __chartroom_table AS ${INNER_ALIAS} WHERE ${where}) ` +
      'AS __chartroom_alias';
    let statement: AstNode;
    try {
      statement = parseOneStatement(sql, this.engine);
    } catch (error) {
      const reason = error instanceof Error ? ` (${error.message})` : '';
      throw new QueryRefusedError(
        `A tenant or table filter could not be applied to this query on this engine${reason}.`,
        { cause: error },
      );
    }
    const from = statement.from;
    const item = Array.isArray(from) ? from[0] : undefined;
    if (!isNode(item)) throw templateError();
    return item;
  }
}

/** The engine's dialect with the rewrite's markers (`:__cr_nN`, after `base`) as placeholders. */
function markerDialect(dialect: Dialect, base: number): Dialect {
  const proxy = Object.create(dialect) as Dialect;
  return Object.assign(proxy, {
    placeholder: (index: number) => addedMarker(base + index),
  });
}

function templateError(): Error {
  return new QueryRefusedError('Unexpected AST shape for the tenant filter template.');
}
