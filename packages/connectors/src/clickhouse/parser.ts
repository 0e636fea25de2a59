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
}

/** `{p1: …, p2: …}` for ClickHouse's `{pN:Type}` placeholders. */
export function queryParams(params: readonly ParamValue[]): Record<string, ParamValue> {
  const named: Record<string, ParamValue> = {};
  params.forEach((value, index) => {
    named[`p${index + 1}`] = value;
  });
  return named;
}
