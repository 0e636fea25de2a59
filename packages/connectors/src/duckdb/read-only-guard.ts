import { charOffset } from '../sql-excerpt';
import { QueryRefusedError, TableNotReadableError } from '../errors';
import { isAstObject, parseAst, stringField, type AstObject, type AstValue } from './sql-ast';
import { isCteReference, resolveBaseTable, walkTableRefs } from './table-ref-walker';

export const ONE_SELECT_ONLY = 'Only one read-only SELECT statement is allowed';

/** The tables a query may read: `schema.table`, lower-cased, of the connection's own database. */
export interface ReadableCatalog {
  database: string;
  tables: ReadonlySet<string>;
}

/**
 * Default-deny for tenants: the `schema.table` keys (as `tableKey` makes them) a tenant may
 * read, or undefined for admins (the catalog allow-list only).
 */
export type ReadableTables = ReadonlySet<string> | undefined;

const QUERY_NODE_TYPES = new Set([
  'SELECT_NODE',
  'SET_OPERATION_NODE',
  'RECURSIVE_CTE_NODE',
  'CTE_NODE',
]);
const ALLOWED_TABLE_REFS = new Set([
  'BASE_TABLE',
  'SUBQUERY',
  'JOIN',
  'EXPRESSION_LIST',
  'EMPTY',
  'EMPTY_FROM',
  'PIVOT',
]);

/**
 * Reads the output of `json_serialize_sql` and returns the one statement it holds, or
 * refuses: parse errors, statements other than SELECT (DuckDB only serializes SELECTs),
 * several statements.
 */
export function parseSingleSelect(serialized: string, sql?: string): AstObject {
  const parsed = parseAst(serialized);
  if (!isAstObject(parsed)) throw new QueryRefusedError(`${ONE_SELECT_ONLY}.`);
  if (parsed.error === true) {
    const message = stringField(parsed, 'error_message');
    if (stringField(parsed, 'error_type') === 'parser') {
      // DuckDB's parser reports a UTF-8 byte offset into the text (`sql`, when given).
      const raw = stringField(parsed, 'position');
      const bytes = raw === '' ? Number.NaN : Number(raw);
      const known = sql !== undefined && Number.isInteger(bytes) && bytes >= 0;
      throw new QueryRefusedError(`The query could not be parsed: ${message}`, {
        position: known ? charOffset(sql, bytes) : undefined,
      });
    }
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (this statement is not a SELECT).`);
  }
  const statements = Array.isArray(parsed.statements) ? parsed.statements : [];
  if (statements.length === 0) throw new QueryRefusedError('The query is empty.');
  if (statements.length > 1) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY} (found ${statements.length} statements).`);
  }
  const statement = statements[0];
  if (!isAstObject(statement) || !isAstObject(statement.node)) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY}.`);
  }
  if (!QUERY_NODE_TYPES.has(stringField(statement.node, 'type'))) {
    throw new QueryRefusedError(`${ONE_SELECT_ONLY}.`);
  }
  return statement;
}

/**
 * Refuses anything that reads outside the connection's own tables: table functions
 * (read_csv, read_parquet, glob, query, query_table, duckdb_settings…), DESCRIBE / SHOW /
 * SUMMARIZE, system catalogs and views (information_schema, pg_catalog, duckdb_*,
 * sqlite_master), other catalogs and file paths. Allow-list: a base table must be a table or
 * view of the connection's database, or a CTE in scope. With `readable` (tenants), it must also
 * be one of those tables, resolved as DuckDB resolves it (any case, with or without `main.` or
 * the database name): any other table or view is a TableNotReadableError naming it as written,
 * whether it exists or not (tenants learn nothing about the rest of the catalog).
 */
export function assertReadsOnlyCatalog(
  statement: AstObject,
  catalog: ReadableCatalog,
  readable?: ReadableTables,
): void {
  assertNoDeniedNode(statement);
  walkTableRefs(statement, (ref, ctes) => {
    const type = stringField(ref, 'type');
    if (type === 'TABLE_FUNCTION') {
      const fn = isAstObject(ref.function) ? stringField(ref.function, 'function_name') : '';
      throw new QueryRefusedError(
        `Table functions${fn ? ` such as ${fn}()` : ''} are not allowed: query the connection's tables only.`,
      );
    }
    if (type === 'SHOW_REF') {
      throw new QueryRefusedError('DESCRIBE, SHOW and SUMMARIZE are not allowed in queries.');
    }
    if (!ALLOWED_TABLE_REFS.has(type)) {
      throw new QueryRefusedError(`This kind of table reference (${type}) is not allowed.`);
    }
    if (type !== 'BASE_TABLE' || isCteReference(ref, ctes)) return;
    const resolved = resolveBaseTable(ref, catalog.database);
    const key = resolved && `${resolved.schema}.${resolved.table}`;
    if (readable && (key === undefined || !readable.has(key))) {
      throw new TableNotReadableError(displayName(ref));
    }
    if (key === undefined || !catalog.tables.has(key)) {
      throw new QueryRefusedError(
        `Table "${displayName(ref)}" does not exist or is not available on this connection.`,
      );
    }
  });
}

function displayName(ref: AstObject): string {
  return ['catalog_name', 'schema_name', 'table_name']
    .map((key) => stringField(ref, key))
    .filter((part) => part !== '')
    .join('.');
}

/** Node types refused wherever they appear, whatever keys they carry. */
const DENIED_NODE_TYPES = new Set([
  'TABLE_FUNCTION',
  'SHOW_REF',
  'COLUMN_DATA',
  'DELIM_GET',
  'BOUND_TABLE_REF',
]);

function assertNoDeniedNode(value: AstValue): void {
  if (Array.isArray(value)) {
    for (const item of value) assertNoDeniedNode(item);
    return;
  }
  if (!isAstObject(value)) return;
  const type = stringField(value, 'type');
  if (DENIED_NODE_TYPES.has(type)) {
    throw new QueryRefusedError(
      type === 'SHOW_REF'
        ? 'DESCRIBE, SHOW and SUMMARIZE are not allowed in queries.'
        : `Table functions and ${type} references are not allowed: query the connection's tables only.`,
    );
  }
  for (const child of Object.values(value)) assertNoDeniedNode(child);
}
