import type { ClickHouseClient } from '@clickhouse/client';
import type { ParamValue } from '../connector';
import { explainQueryTreeSql, queryParams, type ClickHouseParser } from './parser';
import { READ_ONLY_SETTINGS } from './settings';

/** ClickHouse's parser on the server: `formatQuery`, `EXPLAIN AST` and `EXPLAIN QUERY TREE`, read-only. */
export class HttpClickHouseParser implements ClickHouseParser {
  constructor(private readonly client: ClickHouseClient) {}

  async formatQuery(sql: string): Promise<string> {
    const result = await this.client.query({
      query: 'SELECT formatQuery({q:String}) AS q',
      query_params: { q: sql },
      format: 'JSONEachRow',
      clickhouse_settings: READ_ONLY_SETTINGS,
    });
    const [row] = await result.json<{ q: string }>();
    if (typeof row?.q !== 'string') throw new Error('ClickHouse returned no formatted query.');
    return row.q;
  }

  async explainAst(sql: string, params: readonly ParamValue[]): Promise<string[]> {
    const result = await this.client.query({
      query: `EXPLAIN AST ${sql}`,
      query_params: queryParams(params),
      format: 'JSONEachRow',
      clickhouse_settings: READ_ONLY_SETTINGS,
    });
    return (await result.json<{ explain: string }>()).map((row) => row.explain);
  }

  async explainQueryTree(sql: string, params: readonly ParamValue[]): Promise<string[]> {
    const result = await this.client.query({
      query: explainQueryTreeSql(sql),
      query_params: queryParams(params),
      format: 'JSONEachRow',
      // readonly=2: still read-only, and lets the statement turn the analyzer on.
      clickhouse_settings: { readonly: '2' },
    });
    return (await result.json<{ explain: string }>()).map((row) => row.explain);
  }
}
