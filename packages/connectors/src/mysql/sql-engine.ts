import type { AstNode } from '../sql-parser/ast-node';
import type { SqlEngine } from '../sql-parser/sql-engine';
import { mySqlDialect } from './dialect';

const SYSTEM_SCHEMAS = new Set(['information_schema', 'mysql', 'performance_schema', 'sys']);

/** Functions that read files, take locks, wait on replication or move sequences. */
const DENIED_FUNCTIONS = new Set([
  'load_file',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_free_lock',
  'is_used_lock',
  'master_pos_wait',
  'source_pos_wait',
  'master_gtid_wait',
  'wait_for_executed_gtid_set',
  'wait_until_sql_thread_after_gtids',
  'nextval',
  'setval',
  'lastval',
  'sys_exec',
  'sys_eval',
]);

/** The node-sql-parser view of a MySQL or MariaDB connection on `database`. */
export function mySqlEngine(database: string, variant: 'MySQL' | 'MariaDB'): SqlEngine {
  return {
    parserDatabase: variant,
    dialect: mySqlDialect,
    placeholders: 'positional',
    lexer: {
      quotes: [
        { open: "'", close: "'", backslashEscapes: true },
        { open: '"', close: '"', backslashEscapes: true },
        { open: '`', close: '`', backslashEscapes: false },
      ],
      lineComments: ['--', '#'],
    },
    tableNameParts: (ref: AstNode) =>
      [ref.db, ref.table].filter((part): part is string => typeof part === 'string' && part !== ''),
    tenantTableProblem(parts) {
      const [db] = parts.length > 1 ? parts : [];
      if (db === undefined) return undefined;
      if (SYSTEM_SCHEMAS.has(db.toLowerCase())) {
        return `System tables (${db}) are not available to tenants.`;
      }
      if (db !== database) {
        return `Table "${parts.join('.')}" is outside this connection's database.`;
      }
      return undefined;
    },
    // Table names compare with their exact case (lower_case_table_names = 0, the Linux default;
    // elsewhere a tenant spells them as stored).
    readableTableKey(parts) {
      const [first, second] = parts;
      if (parts.length === 1) return first;
      return parts.length === 2 && first === database ? second : undefined;
    },
    recursiveWith: true,
    deniedFunctions: DENIED_FUNCTIONS,
    builtinFunctionQualifiers: new Set(),
    allowUnnest: false,
  };
}
