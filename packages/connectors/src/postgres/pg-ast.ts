import { deparseSync, loadModule, parseSync } from 'pgsql-parser';

/**
 * The libpg_query JSON AST as plain data. Nodes are one-key wrappers (`{ RangeVar: {...} }`,
 * `{ SelectStmt: {...} }`); some typed fields hold their struct unwrapped (`alias`,
 * `typeName`, `withClause`, `larg`/`rarg` of a set operation, `over`).
 */
export type PgValue = string | number | boolean | null | PgValue[] | PgObject;
export interface PgObject {
  [key: string]: PgValue;
}

let moduleReady: Promise<void> | undefined;

/** Loads the libpg_query WASM module once; every parse/deparse below needs it. */
export function loadPgParser(): Promise<void> {
  moduleReady ??= loadModule();
  return moduleReady;
}

/** Parses SQL into its raw statements (each `{ stmt, stmt_len?, stmt_location? }`). */
export function parseStatements(sql: string): PgObject[] {
  const result = parseSync(sql) as unknown as PgValue;
  if (!isPgObject(result)) return [];
  const stmts = result.stmts;
  return Array.isArray(stmts) ? stmts.filter(isPgObject) : [];
}

type DeparseInput = Parameters<typeof deparseSync>[0];

/** Turns one statement node (e.g. `{ SelectStmt: {...} }`) back into SQL text on one line. */
export function deparseStatement(statement: PgObject): string {
  return deparseSync(statement as unknown as DeparseInput, { pretty: false });
}

export function isPgObject(value: PgValue | undefined): value is PgObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node type of a one-key wrapper such as `{ RangeVar: {...} }`, or undefined. */
export function nodeTypeOf(value: PgValue | undefined): string | undefined {
  if (!isPgObject(value)) return undefined;
  const keys = Object.keys(value);
  const [key] = keys;
  return keys.length === 1 && key !== undefined && isNodeTypeName(key) ? key : undefined;
}

/** Node type names start with an upper-case letter (`SelectStmt`, `A_Expr`, `String`). */
export function isNodeTypeName(key: string): boolean {
  return /^[A-Z]/.test(key);
}

/** The body of a wrapper of the given type: `node({ RangeVar: x }, 'RangeVar')` is `x`. */
export function nodeBody(value: PgValue | undefined, type: string): PgObject | undefined {
  if (!isPgObject(value)) return undefined;
  const body = value[type];
  return nodeTypeOf(value) === type && isPgObject(body) ? body : undefined;
}

export function stringField(object: PgObject | undefined, key: string): string {
  const value = object?.[key];
  return typeof value === 'string' ? value : '';
}

export function listField(object: PgObject | undefined, key: string): PgValue[] {
  const value = object?.[key];
  return Array.isArray(value) ? value : [];
}

/** The text of a `{ String: { sval } }` node, or undefined for any other node. */
export function stringNodeValue(value: PgValue | undefined): string | undefined {
  const body = nodeBody(value, 'String');
  return body ? stringField(body, 'sval') : undefined;
}

/** Names such as `funcname` or `TypeName.names`: a list of String nodes. */
export function nameParts(list: PgValue[]): string[] | undefined {
  const parts = list.map(stringNodeValue);
  return parts.every((part): part is string => part !== undefined) ? parts : undefined;
}

/** A deep copy without `location` fields, to compare two ASTs for the same meaning. */
export function withoutLocations(value: PgValue): PgValue {
  if (Array.isArray(value)) return value.map(withoutLocations);
  if (!isPgObject(value)) return value;
  const copy: PgObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'location' || key.endsWith('_location') || key === 'stmt_len') continue;
    if (key === 'rexpr_list_start' || key === 'rexpr_list_end') continue;
    copy[key] = withoutLocations(child);
  }
  return copy;
}

export function cloneAst<T extends PgValue>(value: T): T {
  return structuredClone(value);
}
