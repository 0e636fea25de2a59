import { QueryRefusedError } from '../errors';
import { charOffset } from '../sql-excerpt';
import { judgeFunction } from './function-allow-list';
import {
  isNodeTypeName,
  isPgObject,
  listField,
  nameParts,
  nodeBody,
  nodeTypeOf,
  parseStatements,
  stringField,
  type PgObject,
  type PgValue,
} from './pg-ast';
import { isCteReference, walkRangeVars } from './table-ref-walker';

export const ONE_SELECT_ONLY = 'Only one read-only SELECT statement is allowed';

/**
 * Parses `sql` with PostgreSQL's own parser and returns its one statement (`{ SelectStmt }`),
 * or refuses: parse errors, empty input, several statements, anything but a SELECT (WITH …
 * SELECT, set operations and VALUES are SelectStmts too).
 */
export function parseSingleSelect(sql: string): PgObject {
  let statements: PgObject[];
  try {
    statements = parseStatements(sql);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new QueryRefusedError(`The query could not be parsed: ${message}`, {
      cause: error,
      position: parsePosition(sql, error),
    });
  }
  if (statements.length === 0) throw new QueryRefusedError('The query is empty.');
  if (statements.length > 1) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (found ${statements.length} statements).`);
  }
  const stmt = statements[0]?.stmt;
  const type = nodeTypeOf(stmt);
  if (type !== 'SelectStmt' || !isPgObject(stmt)) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (this is ${statementLabel(type)}).`);
  }
  return stmt;
}

/** libpg_query's `cursorPosition` of a syntax error (0-based), when it reports one. */
function parsePosition(sql: string, error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('sqlDetails' in error)) return undefined;
  const details = (error as { sqlDetails?: { cursorPosition?: unknown } }).sqlDetails;
  const position = details?.cursorPosition;
  return typeof position === 'number' && Number.isInteger(position) && position >= 0
    ? charOffset(sql, position)
    : undefined;
}

export interface GuardOptions {
  /** The caller is a tenant: system catalogs are out of reach too. */
  tenant: boolean;
  /** How many parameters the caller binds: `$n` beyond it is refused. */
  paramCount: number;
}

/**
 * Refuses anything not provably read-only and confined to the connection's tables: node types
 * outside an allow-list (so any statement nested where an expression is expected), SELECT
 * INTO, FOR UPDATE/SHARE, functions in FROM, XML functions, functions outside the allow-list
 * (user-defined ones included), unbound parameters and, for tenants, system catalogs.
 */
export function assertSafeQuery(statement: PgObject, options: GuardOptions): void {
  visitObjects(statement, checkSelectBody);
  visitNodes(statement, (type, body) => checkNode(type, body, options));
  if (options.tenant) {
    walkRangeVars(statement, (rangeVar, ctes) => {
      if (!isCteReference(rangeVar, ctes)) assertNotSystemRelation(rangeVar);
    });
  }
}

/** Node types a read-only query may contain (statements other than SELECT never may). */
const ALLOWED_NODES = new Set([
  'SelectStmt',
  'ResTarget',
  'ColumnRef',
  'String',
  'Integer',
  'Float',
  'Boolean',
  'BitString',
  'A_Star',
  'A_Const',
  'A_Expr',
  'A_Indirection',
  'A_Indices',
  'A_ArrayExpr',
  'BoolExpr',
  'NullTest',
  'BooleanTest',
  'CaseExpr',
  'CaseWhen',
  'CoalesceExpr',
  'MinMaxExpr',
  'NullIfExpr',
  'RowExpr',
  'SubLink',
  'TypeCast',
  'TypeName',
  'CollateClause',
  'SQLValueFunction',
  'ParamRef',
  'FuncCall',
  'SortBy',
  'WindowDef',
  'GroupingSet',
  'GroupingFunc',
  'RangeVar',
  'RangeSubselect',
  'JoinExpr',
  'Alias',
  'List',
  'WithClause',
  'CommonTableExpr',
  'CTESearchClause',
  'CTECycleClause',
  'JsonFuncExpr',
  'JsonParseExpr',
  'JsonScalarExpr',
  'JsonSerializeExpr',
  'JsonObjectConstructor',
  'JsonArrayConstructor',
  'JsonArrayQueryConstructor',
  'JsonObjectAgg',
  'JsonArrayAgg',
  'JsonAggConstructor',
  'JsonValueExpr',
  'JsonOutput',
  'JsonFormat',
  'JsonReturning',
  'JsonKeyValue',
  'JsonIsPredicate',
  'JsonArgument',
  'JsonBehavior',
]);

/** Checked on every object: set-operation branches hold their SELECT bodies unwrapped. */
function checkSelectBody(body: PgObject): void {
  if ('intoClause' in body) {
    throw new QueryRefusedError('SELECT INTO creates a table: it is not allowed in queries.');
  }
  if ('lockingClause' in body) {
    throw new QueryRefusedError('FOR UPDATE / FOR SHARE locks rows: it is not allowed in queries.');
  }
}

function checkNode(type: string, body: PgObject, options: GuardOptions): void {
  switch (type) {
    case 'CommonTableExpr':
      if (nodeTypeOf(body.ctequery) !== 'SelectStmt') {
        throw new QueryRefusedError(
          `Data-modifying statements in WITH are not allowed (found ${statementLabel(nodeTypeOf(body.ctequery))}).`,
        );
      }
      return;
    case 'FuncCall':
      return checkFunction(body);
    case 'ParamRef':
      return checkParam(body, options.paramCount);
    case 'RangeFunction':
      throw new QueryRefusedError(
        `Functions in FROM${fromFunctionName(body)} are not allowed: query the connection's tables only.`,
      );
    case 'RangeTableFunc':
    case 'JsonTable':
      throw new QueryRefusedError('XMLTABLE and JSON_TABLE are not allowed in FROM.');
    case 'RangeTableSample':
      throw new QueryRefusedError('TABLESAMPLE is not allowed in queries.');
    case 'XmlExpr':
    case 'XmlSerialize':
      throw new QueryRefusedError('XML functions are not allowed in queries.');
    default:
      if (ALLOWED_NODES.has(type)) return;
      if (type.endsWith('Stmt')) {
        throw new QueryRefusedError(
          `${ONE_SELECT_ONLY} (found ${statementLabel(type)} inside it).`,
        );
      }
      throw new QueryRefusedError(`This kind of expression (${type}) is not allowed in queries.`);
  }
}

function checkFunction(body: PgObject): void {
  const parts = nameParts(listField(body, 'funcname')) ?? [];
  const name = parts.join('.');
  switch (judgeFunction(parts)) {
    case 'allowed':
      return;
    case 'dangerous':
      throw new QueryRefusedError(
        `Function ${name}() is not allowed: it reads files, settings, sequences or other databases, or acts on the server.`,
      );
    case 'unknown':
      throw new QueryRefusedError(
        `Function ${name}() is not allowed in queries (only built-in functions that compute on their arguments).`,
      );
  }
}

function checkParam(body: PgObject, paramCount: number): void {
  const number = typeof body.number === 'number' ? body.number : 0;
  if (number < 1 || number > paramCount) {
    throw new QueryRefusedError(
      `The query uses $${number} but ${paramCount} parameter${paramCount === 1 ? ' was' : 's were'} given.`,
    );
  }
}

function fromFunctionName(body: PgObject): string {
  let found = '';
  visitNodes(listField(body, 'functions'), (type, node) => {
    if (found || type !== 'FuncCall') return;
    found = (nameParts(listField(node, 'funcname')) ?? []).join('.');
  });
  return found ? ` (${found}())` : '';
}

function assertNotSystemRelation(rangeVar: PgObject): void {
  const schema = stringField(rangeVar, 'schemaname').toLowerCase();
  const relname = stringField(rangeVar, 'relname');
  const system =
    schema === 'information_schema' ||
    schema.startsWith('pg_') ||
    (schema === '' && relname.toLowerCase().startsWith('pg_'));
  if (system) {
    throw new QueryRefusedError(
      `System catalogs such as "${schema ? `${schema}.` : ''}${relname}" are not available to tenants.`,
    );
  }
}

/** Calls `visit(object)` for every object in the tree, outermost first. */
export function visitObjects(value: PgValue, visit: (object: PgObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visitObjects(item, visit);
    return;
  }
  if (!isPgObject(value)) return;
  visit(value);
  for (const child of Object.values(value)) visitObjects(child, visit);
}

/** Calls `visit(type, body)` for every one-key node wrapper in the tree, outermost first. */
export function visitNodes(value: PgValue, visit: (type: string, body: PgObject) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visitNodes(item, visit);
    return;
  }
  if (!isPgObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (isNodeTypeName(key)) {
      const body = nodeBody(value, key);
      visit(key, body ?? {});
    }
    visitNodes(child, visit);
  }
}

const STATEMENT_LABELS: Record<string, string> = {
  InsertStmt: 'an INSERT',
  UpdateStmt: 'an UPDATE',
  DeleteStmt: 'a DELETE',
  MergeStmt: 'a MERGE',
  CopyStmt: 'a COPY',
  TruncateStmt: 'a TRUNCATE',
  GrantStmt: 'a GRANT',
  VariableSetStmt: 'a SET',
  VariableShowStmt: 'a SHOW',
  DoStmt: 'a DO block',
  CallStmt: 'a CALL',
  ExplainStmt: 'an EXPLAIN',
  TransactionStmt: 'a transaction statement',
  DropStmt: 'a DROP',
  CreateStmt: 'a CREATE TABLE',
  CreateTableAsStmt: 'a CREATE TABLE AS',
  AlterTableStmt: 'an ALTER TABLE',
};

function statementLabel(type: string | undefined): string {
  if (!type) return 'not a statement';
  const words = type.replace(/Stmt$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  return STATEMENT_LABELS[type] ?? `a ${words.toUpperCase()} statement`;
}
