import {
  ExecuteStatementCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type { QueryResult } from '@chartroom/core';
import type { PreparedQuery } from '../connector';
import { QueryCancelledError, QueryError, QueryTimeoutError } from '../errors';
import { itemsToResult, toAttributeValue } from './attribute-values';
import { parsePartiQlSelect } from './partiql-statement';

export interface DynamoDbRunOptions {
  timeoutMs: number;
  rowCap: number;
  signal?: AbortSignal;
}

/**
 * Runs a prepared PartiQL SELECT with `ExecuteStatement`, following `NextToken` until the row
 * cap; the timeout and the caller's signal abort the SDK's request.
 */
export async function executePartiQl(
  client: DynamoDBClient,
  query: PreparedQuery,
  options: DynamoDbRunOptions,
): Promise<QueryResult> {
  const { timeoutMs, rowCap, signal } = options;
  if (signal?.aborted) throw new QueryCancelledError();
  const statement = parsePartiQlSelect(query.sql);
  const parameters = query.params.map(toAttributeValue);
  const controller = new AbortController();
  let stopped: 'timeout' | 'cancelled' | undefined;
  const stop = (reason: 'timeout' | 'cancelled') => {
    if (stopped) return;
    stopped = reason;
    controller.abort();
  };
  const timer = setTimeout(() => stop('timeout'), timeoutMs);
  const onAbort = () => stop('cancelled');
  signal?.addEventListener('abort', onAbort, { once: true });
  const items: Array<Record<string, AttributeValue>> = [];
  try {
    let nextToken: string | undefined;
    do {
      const page = await client.send(
        new ExecuteStatementCommand({
          Statement: query.sql,
          Parameters: parameters.length > 0 ? parameters : undefined,
          NextToken: nextToken,
        }),
        { abortSignal: controller.signal },
      );
      items.push(...(page.Items ?? []));
      nextToken = page.NextToken;
    } while (nextToken && items.length < rowCap);
  } catch (error) {
    if (stopped === 'timeout') throw new QueryTimeoutError(timeoutMs);
    if (stopped === 'cancelled') throw new QueryCancelledError();
    throw new QueryError(error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  return itemsToResult(items.slice(0, rowCap), statement.projection);
}
