import type { ParamValue } from '../connector';

/**
 * ClickHouse's own parser, reached through the engine: the server over HTTP in production,
 * chdb (the same engine, embedded) in tests.
 */
export interface ClickHouseParser {
  /** `formatQuery(sql)` with `sql` bound as a parameter: one statement, re-printed canonically. */
  formatQuery(sql: string): Promise<string>;
  /** The lines of `EXPLAIN AST <sql>`, the query's parameters bound as `p1`, `p2` … */
  explainAst(sql: string, params: readonly ParamValue[]): Promise<string[]>;
  /**
   * The lines of `explainQueryTreeSql(sql)` (`EXPLAIN QUERY TREE` with the analyzer on: every
   * table the query reads, as the engine resolved it), parameters bound as in `explainAst`.
   */
  explainQueryTree(sql: string, params: readonly ParamValue[]): Promise<string[]>;
}

/** `{p1: …, p2: …}` for ClickHouse's `{pN:Type}` placeholders. */
export function queryParams(params: readonly ParamValue[]): Record<string, ParamValue> {
  const named: Record<string, ParamValue> = {};
  params.forEach((value, index) => {
    named[`p${index + 1}`] = value;
  });
  return named;
}

/** The analyzer setting: the query tree is the analyzer's, so tenant queries run with it too. */
export const ANALYZER_SETTING = 'allow_experimental_analyzer = 1';

/** `EXPLAIN QUERY TREE` of one SELECT with the analyzer on, whatever the session's default. */
export function explainQueryTreeSql(sql: string): string {
  return `EXPLAIN QUERY TREE (\n${sql}\n) SETTINGS ${ANALYZER_SETTING}`;
}
