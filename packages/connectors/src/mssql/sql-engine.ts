import { QueryRefusedError } from '../errors';
import { forEachNode, isNode, type AstNode } from '../sql-parser/ast-node';
import { functionNameParts } from '../sql-parser/statement-guard';
import type { SqlEngine } from '../sql-parser/sql-engine';
import { msSqlDialect } from './dialect';

const SYSTEM_SCHEMAS = new Set(['sys', 'information_schema']);
const SYSTEM_DATABASES = new Set(['master', 'msdb', 'tempdb', 'model']);
/** Compatibility views reachable without the `sys.` prefix. */
const COMPAT_VIEWS =
  /^sys(objects|columns|comments|databases|logins|users|processes|indexes|servers|files|members|permissions|types|messages|configures|lockinfo|oledbusers|remotelogins|cacheobjects|charsets|constraints|depends|filegroups|foreignkeys|fulltextcatalogs|indexkeys|language|perfinfo|protects|references|altfiles|devices)$/i;

/** Functions that read files or other servers, or run nested SQL. */
const DENIED_FUNCTIONS = new Set([
  'openrowset',
  'openquery',
  'opendatasource',
  'openjson',
  'openxml',
  'xp_cmdshell',
  'xp_dirtree',
  'xp_fileexist',
  'xp_regread',
  'fn_get_audit_file',
  'fn_xe_file_target_read_file',
  'fn_trace_gettable',
  'fn_dblog',
  'fn_dump_dblog',
]);

/** The node-sql-parser view of an MS SQL connection on `database`. */
export function msSqlEngine(database: string): SqlEngine {
  return {
    parserDatabase: 'TransactSQL',
    dialect: msSqlDialect,
    placeholders: 'named',
    lexer: {
      quotes: [
        { open: "'", close: "'", backslashEscapes: false },
        { open: '"', close: '"', backslashEscapes: false },
        { open: '[', close: ']', backslashEscapes: false },
      ],
      lineComments: ['--'],
    },
    // `schema.table` comes as {db: schema, table}; `db.schema.table` as {db, schema, table};
    // a linked server's `srv.db.schema.table` adds `server`.
    tableNameParts: (ref: AstNode) =>
      [ref.server, ref.db, ref.schema, ref.table].filter(
        (part): part is string => typeof part === 'string' && part !== '',
      ),
    tenantTableProblem(parts) {
      if (parts.length > 3) return 'Linked servers are not available to tenants.';
      const db = parts.length === 3 ? parts[0] : undefined;
      const schema = parts.length >= 2 ? parts[parts.length - 2] : undefined;
      if (db !== undefined && SYSTEM_DATABASES.has(db.toLowerCase())) {
        return `System databases (${db}) are not available to tenants.`;
      }
      if (db !== undefined && db.toLowerCase() !== database.toLowerCase()) {
        return `Table "${parts.join('.')}" is outside this connection's database.`;
      }
      const table = parts[parts.length - 1] ?? '';
      if (COMPAT_VIEWS.test(table)) return `System tables (${table}) are not available to tenants.`;
      if (schema !== undefined && SYSTEM_SCHEMAS.has(schema.toLowerCase())) {
        return `System tables (${schema}) are not available to tenants.`;
      }
      return undefined;
    },
    // Names compare case-insensitively (the default collations); unqualified names resolve to
    // `dbo` (the usual default schema of a login).
    readableTableKey(parts) {
      const lower = parts.map((part) => part.toLowerCase());
      if (lower.length === 1) return `dbo.${lower[0] ?? ''}`;
      if (lower.length === 2) return lower.join('.');
      if (lower.length === 3 && lower[0] === database.toLowerCase())
        return lower.slice(1).join('.');
      return undefined;
    },
    // No RECURSIVE keyword in T-SQL: a CTE is never taken as visible in its own body.
    recursiveWith: false,
    deniedFunctions: DENIED_FUNCTIONS,
    builtinFunctionQualifiers: new Set(),
    allowUnnest: false,
    normalizeForPrint: normalizeTransactSql,
  };
}

const DATEPART_FUNCTIONS = new Set([
  'datetrunc',
  'dateadd',
  'datediff',
  'datediff_big',
  'datepart',
  'datename',
  'date_bucket',
]);
const DATEPARTS = new Set(
  (
    'year yy yyyy quarter qq q month mm m dayofyear dy y day dd d week wk ww weekday dw hour hh ' +
    'minute mi n second ss s millisecond ms microsecond mcs nanosecond ns iso_week isowk isoww ' +
    'tzoffset tz'
  ).split(' '),
);
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * node-sql-parser reads `DATETRUNC(month, x)`'s datepart as a column and prints `[month]`,
 * prints `NVARCHAR(MAX)` as `NVARCHARmax`, and prints CTE names as `[name]`, which it cannot read
 * back: dateparts become bare keywords, MAX keeps its parentheses, CTE names are printed plain
 * (names that would need quoting are refused).
 */
function normalizeTransactSql(statement: AstNode): void {
  forEachNode(statement, (node) => {
    if (Array.isArray(node.with)) {
      for (const cte of node.with) {
        if (!isNode(cte) || !isNode(cte.name)) continue;
        const name = String(cte.name.value);
        if (!PLAIN_NAME.test(name)) {
          throw new QueryRefusedError(`CTE names must be plain names on MS SQL: ${name}.`);
        }
        cte.name = name;
      }
    }
    // `NVARCHAR(MAX)` parses without the parentheses flag and would print as `NVARCHARmax`.
    if (typeof node.dataType === 'string' && typeof node.length === 'string') {
      node.length = node.length.toUpperCase();
      node.parentheses = true;
    }
    if (node.type !== 'function') return;
    const name = (functionNameParts(node).pop() ?? '').toLowerCase();
    const args = isNode(node.args) ? node.args.value : undefined;
    const first: unknown = Array.isArray(args) ? args[0] : undefined;
    if (!DATEPART_FUNCTIONS.has(name) || !Array.isArray(args) || !isNode(first)) return;
    const part = first.type === 'column_ref' && first.table == null ? first.column : undefined;
    if (typeof part === 'string' && DATEPARTS.has(part.toLowerCase())) {
      args[0] = { type: 'origin', value: part };
    }
  });
}
