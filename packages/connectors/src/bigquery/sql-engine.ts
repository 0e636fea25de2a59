import type { AstNode } from '../sql-parser/ast-node';
import type { SqlEngine } from '../sql-parser/sql-engine';
import { bigQueryDialect } from './dialect';

/** Functions that query other systems. */
const DENIED_FUNCTIONS = new Set(['external_query', 'external_object_transform']);
/** Namespaces of built-in functions (`SAFE.DIVIDE`, `NET.HOST` …) tenants may call. */
const BUILTIN_QUALIFIERS = new Set([
  'safe',
  'net',
  'hll_count',
  'kll_quantiles',
  'keys',
  'aead',
  'deterministic_encrypt',
]);

/** The node-sql-parser view of a BigQuery connection on `projectId.dataset`. */
export function bigQueryEngine(projectId: string, dataset: string): SqlEngine {
  return {
    parserDatabase: 'BigQuery',
    dialect: bigQueryDialect,
    placeholders: 'named',
    lexer: {
      quotes: [
        { open: "'", close: "'", backslashEscapes: true },
        { open: '"', close: '"', backslashEscapes: true },
        { open: '`', close: '`', backslashEscapes: true },
      ],
      lineComments: ['--', '#'],
    },
    // `ds.t` comes as {db: ds, table}; `p.ds.t` as {db: p, schema: ds, table}; a backticked
    // path as one `table` string with dots.
    tableNameParts: (ref: AstNode) =>
      [ref.db, ref.schema, ref.table]
        .filter((part): part is string => typeof part === 'string' && part !== '')
        .flatMap((part) => part.split('.'))
        .filter((part) => part !== ''),
    tenantTableProblem(parts) {
      if (parts.some((part) => part.toLowerCase() === 'information_schema')) {
        return 'INFORMATION_SCHEMA views are not available to tenants.';
      }
      if (parts.length > 3) return `Table "${parts.join('.')}" is not available to tenants.`;
      const project = parts.length === 3 ? parts[0] : undefined;
      const ds = parts.length >= 2 ? parts[parts.length - 2] : undefined;
      if (
        (project !== undefined && project !== projectId) ||
        (ds !== undefined && ds !== dataset)
      ) {
        return `Table "${parts.join('.')}" is outside this connection's dataset.`;
      }
      return undefined;
    },
    // Dataset and table names are case-sensitive; unqualified names resolve to the job's default
    // dataset (the connection's).
    readableTableKey(parts) {
      const [first, second, third] = parts;
      if (parts.length === 1) return first;
      if (parts.length === 2) return first === dataset ? second : undefined;
      return parts.length === 3 && first === projectId && second === dataset ? third : undefined;
    },
    recursiveWith: false,
    deniedFunctions: DENIED_FUNCTIONS,
    builtinFunctionQualifiers: BUILTIN_QUALIFIERS,
    allowUnnest: true,
  };
}
