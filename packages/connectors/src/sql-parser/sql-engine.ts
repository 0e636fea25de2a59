import type { Dialect } from '@chartroom/core';
import type { AstNode } from './ast-node';

/** How an engine writes strings, quoted names and comments, to find placeholders outside them. */
export interface LexerRules {
  quotes: ReadonlyArray<{ open: string; close: string; backslashEscapes: boolean }>;
  lineComments: readonly string[];
}

/**
 * What the shared node-sql-parser guard and rewrite need to know about one engine and one
 * connection (its database or dataset): the parser's dialect, the placeholder style, how table
 * names are spelled, and which tables a tenant may read.
 */
export interface SqlEngine {
  /** node-sql-parser's `database` option. */
  readonly parserDatabase: 'MySQL' | 'MariaDB' | 'TransactSQL' | 'BigQuery';
  readonly dialect: Dialect;
  /** Positional `?` (MySQL: params follow the text order) or named `@pN` (MS SQL, BigQuery). */
  readonly placeholders: 'positional' | 'named';
  readonly lexer: LexerRules;
  /** The parts of a base table reference's name, outermost first (`db`, `schema`, `table`). */
  tableNameParts(ref: AstNode): string[];
  /** Why a tenant may not read the table named `parts` (other database, system schema). */
  tenantTableProblem(parts: readonly string[]): string | undefined;
  /**
   * Default-deny: the table `parts` names on this connection, as the engine resolves it (the
   * default database or schema filled in, letter case as the engine compares names), or
   * undefined when `parts` names no table of the connection's database. Query references and
   * the policies' table names are compared through it; never wider than the engine's resolution.
   */
  readableTableKey(parts: readonly string[]): string | undefined;
  /** `WITH RECURSIVE` makes each CTE visible in its own body (MySQL/MariaDB). */
  readonly recursiveWith: boolean;
  /** Functions refused everywhere, lower-case (file access, locks, nested queries). */
  readonly deniedFunctions: ReadonlySet<string>;
  /** Qualifiers of built-in functions tenants may call (`safe`, `net` on BigQuery), lower-case. */
  readonly builtinFunctionQualifiers: ReadonlySet<string>;
  /** Whether `UNNEST(...)` is a valid FROM item (BigQuery). */
  readonly allowUnnest: boolean;
  /**
   * Adjusts a tree before node-sql-parser prints it, where its printer would change the meaning
   * or print what it cannot read back (MS SQL: dateparts, CTE names). Mutates `statement`.
   */
  normalizeForPrint?(statement: AstNode): void;
}
