import type { Dialect, Predicate, QueryResult } from '@chartroom/core';

/** Every engine Chartroom can connect to; `createConnector` switches over it exhaustively. */
export type ConnectionType =
  'duckdb' | 'postgres' | 'mysql' | 'mssql' | 'clickhouse' | 'bigquery' | 'dynamodb';

/** A bound parameter value. Dates travel as ISO strings (cast in SQL where needed). */
export type ParamValue = string | number | boolean | null;

export interface RunOptions {
  /** Statement timeout in milliseconds (default 30 000, or the connection's setting). */
  timeoutMs?: number;
  /** Maximum number of rows returned (default 2000). */
  rowCap?: number;
  /** Aborting the signal cancels the running statement on the engine. */
  signal?: AbortSignal;
}

/** Restricts every reference to `table` to the rows whose `column` equals `value`. */
export interface TenantScope {
  table: string;
  column: string;
  value: string | number;
}

/**
 * A dashboard or chart filter whose target is a raw table (sourceType Raw): every reference to
 * `table` is replaced by that table filtered by the predicate (values bound as parameters).
 */
export interface TableFilter {
  table: string;
  predicate: Predicate;
}

/** A query ready to run: one read-only statement, its parameters in the engine's style. */
export interface PreparedQuery {
  sql: string;
  params: ParamValue[];
}

export interface PrepareScope {
  /** The caller's tenant scopes (empty for admins). */
  tenant: readonly TenantScope[];
  /**
   * Default-deny for tenants (DESIGN.md §4): when set, the query may read only these tables
   * (the connection's scoped and shared tables, named as in the policies) and CTEs in scope;
   * a reference to any other table or view is refused with `tableNotReadableMessage(name)`.
   * Undefined for admins (no restriction beyond the engine's own allow-list).
   */
  readableTables?: readonly string[];
  /** Raw-table filters to apply to every reference of their table. */
  tableFilters?: readonly TableFilter[];
  /**
   * Whether `sql` was written by a user (SQL editor, AI, `/query/run`) rather than compiled by
   * Chartroom from a saved chart. Engines without a parser here refuse raw SQL for tenants.
   */
  raw?: boolean;
}

export interface IntrospectedColumn {
  columnName: string;
  type: 'number' | 'string' | 'date' | 'boolean' | 'mixed';
  selectable: boolean;
}

export interface IntrospectedTable {
  tableName: string;
  schemaName: string;
  columns: IntrospectedColumn[];
}

export interface Connector {
  readonly type: ConnectionType;
  readonly dialect: Dialect;
  /**
   * How many `run` statements the engine truly executes at once in this process (more wait
   * inside the driver, first come first served). Undefined: as many as the caller sends, within
   * the driver's connection pool. The server's per-connection fair gate never admits more.
   */
  readonly maxParallelRuns?: number;
  /** Opens a session and runs a trivial query; throws ConnectionError with the engine's text. */
  test(): Promise<void>;
  introspect(): Promise<IntrospectedTable[]>;
  /**
   * Checks on the engine's own AST that `query.sql` is exactly one read-only SELECT / WITH…SELECT
   * and rewrites every reference to a scoped or filtered table into that table filtered by the
   * tenant's value and the table filters, all bound as parameters (appended to `query.params`).
   * Throws QueryRefusedError with a clear message otherwise.
   */
  prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery>;
  /** Runs a prepared query read-only, with timeout, row cap and cancellation. */
  run(query: PreparedQuery, options?: RunOptions): Promise<QueryResult>;
  /**
   * What the engine finds wrong with `sql` on its own, never running it: the connector's checks
   * (as `prepare`) then the engine's parse and bind (and plan). The message points into `sql`
   * itself (`LINE n: …` and a caret) where the engine says where; null when nothing is found
   * (the failure needs the data, or came from SQL wrapped around `sql`). Lets an error name the
   * place in the text the user wrote rather than in the SQL that ran (wrapped, rewritten).
   */
  diagnose?(sql: string, scope: PrepareScope): Promise<string | null>;
  close(): Promise<void>;
}
