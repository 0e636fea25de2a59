import type { QueryResult } from '@chartroom/core';
import { BigQuery } from '@google-cloud/bigquery';
import type {
  Connector,
  IntrospectedTable,
  ParamValue,
  PreparedQuery,
  PrepareScope,
  RunOptions,
} from '../connector';
import { DEFAULT_ROW_CAP, DEFAULT_TIMEOUT_MS } from '../duckdb/config';
import { ConnectionError, QueryError } from '../errors';
import { prepareWithParser } from '../sql-parser/prepare-with-parser';
import type { BigQueryConnectorConfig } from './config';
import { bigQueryDialect } from './dialect';
import { introspectDataset } from './introspection';
import { toQueryResult } from './result-columns';
import { engineMessage, runQueryJob, type QueryTarget } from './run-query';
import { bigQueryEngine } from './sql-engine';

/** BigQuery through `@google-cloud/bigquery`: node-sql-parser guard, dry-run check, job cancel. */
export class BigQueryConnector implements Connector {
  readonly type = 'bigquery' as const;
  readonly dialect = bigQueryDialect;
  private readonly client: BigQuery;
  private readonly target: QueryTarget;

  constructor(private readonly config: BigQueryConnectorConfig) {
    this.client = new BigQuery({
      projectId: config.projectId,
      location: config.location,
      credentials: parseCredentials(config.credentialsJson),
    });
    this.target = {
      projectId: config.projectId,
      dataset: config.dataset,
      location: config.location,
    };
  }

  async test(): Promise<void> {
    try {
      await runQueryJob(this.client, { sql: 'SELECT 1 AS one', params: [] }, this.target, {
        timeoutMs: this.timeoutMs(),
        rowCap: 1,
      });
      await this.client.dataset(this.config.dataset).get();
    } catch (error) {
      throw new ConnectionError(engineMessage(error), { cause: error });
    }
  }

  async introspect(): Promise<IntrospectedTable[]> {
    try {
      return await introspectDataset(this.client, this.config.dataset);
    } catch (error) {
      throw new QueryError(engineMessage(error), { cause: error });
    }
  }

  async prepare(
    query: { sql: string; params?: readonly ParamValue[] },
    scope: PrepareScope,
  ): Promise<PreparedQuery> {
    return prepareWithParser(
      bigQueryEngine(this.config.projectId, this.config.dataset),
      query,
      scope,
    );
  }

  async run(query: PreparedQuery, options: RunOptions = {}): Promise<QueryResult> {
    const { fields, rows } = await runQueryJob(this.client, query, this.target, {
      timeoutMs: options.timeoutMs ?? this.timeoutMs(),
      rowCap: Math.max(0, Math.floor(options.rowCap ?? DEFAULT_ROW_CAP)),
      signal: options.signal,
    });
    return toQueryResult(fields, rows);
  }

  async close(): Promise<void> {
    // The client holds no open connections.
  }

  private timeoutMs(): number {
    return this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }
}

function parseCredentials(
  json: string | undefined,
): { client_email?: string; private_key?: string } | undefined {
  if (!json) return undefined;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    return parsed as { client_email?: string; private_key?: string };
  } catch {
    throw new ConnectionError('The service-account key is not valid JSON.');
  }
}

export function createBigQueryConnector(config: BigQueryConnectorConfig): Connector {
  return new BigQueryConnector(config);
}
