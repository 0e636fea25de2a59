import type { Session } from 'chdb';
import type { ParamValue } from '../connector';
import { explainQueryTreeSql, queryParams, type ClickHouseParser } from './parser';

/** ClickHouse's parser through chdb (the same engine, embedded): for tests. */
export class ChdbParser implements ClickHouseParser {
  constructor(private readonly session: Session) {}

  formatQuery(sql: string): Promise<string> {
    const rows = jsonRows(
      this.session.queryBind('SELECT formatQuery({q:String}) AS q', { q: sql }, 'JSONEachRow'),
    );
    const text = rows[0]?.q;
    if (typeof text !== 'string') throw new Error('formatQuery returned nothing');
    return Promise.resolve(text);
  }

  explainAst(sql: string, params: readonly ParamValue[]): Promise<string[]> {
    const output = this.session.queryBind(`EXPLAIN AST ${sql}`, queryParams(params), 'JSONEachRow');
    return Promise.resolve(jsonRows(output).map((row) => String(row.explain)));
  }

  explainQueryTree(sql: string, params: readonly ParamValue[]): Promise<string[]> {
    const output = this.session.queryBind(
      explainQueryTreeSql(sql),
      queryParams(params),
      'JSONEachRow',
    );
    return Promise.resolve(jsonRows(output).map((row) => String(row.explain)));
  }
}

export function jsonRows(output: string): Array<Record<string, unknown>> {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
